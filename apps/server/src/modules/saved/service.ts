import {
  MAX_SAVED_PROPERTIES,
  PROPERTY_ACTION_MESSAGES,
  type SavedProperties,
  type SavedPropertiesQuery,
  type SavedPropertyIds,
} from '@aangan/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { visibleTo } from '../../access/listing-visibility.ts';
import type { Database } from '../../db/database.ts';
import { selectListings, toListing } from '../../db/listing-query.ts';
import { properties, savedProperties, user } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { propertyNotFound } from '../../http/property-not-found.ts';

/**
 * Saves a listing for a person; saving it again changes nothing. The person's row is locked first so two
 * saves at once cannot both pass the limit.
 */
export async function saveProperty(db: Database, userId: string, propertyId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    const [listing] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.id, propertyId), visibleTo(userId)));
    if (!listing) throw propertyNotFound();
    const [already] = await tx
      .select({ propertyId: savedProperties.propertyId })
      .from(savedProperties)
      .where(and(eq(savedProperties.userId, userId), eq(savedProperties.propertyId, propertyId)));
    if (already) return;
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(savedProperties)
      .where(eq(savedProperties.userId, userId));
    if (Number(count) >= MAX_SAVED_PROPERTIES) throw new AppError('CONFLICT', PROPERTY_ACTION_MESSAGES.savedLimit);
    await tx.insert(savedProperties).values({ userId, propertyId }).onConflictDoNothing();
  });
}

/** Removes a listing from the person's saved list; removing one that is not there changes nothing. */
export async function unsaveProperty(db: Database, userId: string, propertyId: string): Promise<void> {
  await db
    .delete(savedProperties)
    .where(and(eq(savedProperties.userId, userId), eq(savedProperties.propertyId, propertyId)));
}

/**
 * One page of the person's saved listings, most recently saved first (ties by id, so pages never overlap).
 * A listing out of public view is left out while it is (it comes back with it), and so is not counted.
 */
export async function findSavedProperties(
  db: Database,
  userId: string,
  { page, limit }: SavedPropertiesQuery,
): Promise<SavedProperties> {
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    selectListings(db)
      .innerJoin(
        savedProperties,
        and(eq(savedProperties.propertyId, properties.id), eq(savedProperties.userId, userId)),
      )
      .where(visibleTo(userId))
      .orderBy(desc(savedProperties.createdAt), desc(properties.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(savedProperties)
      .innerJoin(properties, eq(properties.id, savedProperties.propertyId))
      .where(and(eq(savedProperties.userId, userId), visibleTo(userId))),
  ]);
  return { items: rows.map(toListing), page, limit, total: Number(total) };
}

export async function findSavedPropertyIds(db: Database, userId: string): Promise<SavedPropertyIds> {
  const rows = await db
    .select({ propertyId: savedProperties.propertyId })
    .from(savedProperties)
    .where(eq(savedProperties.userId, userId))
    .orderBy(desc(savedProperties.createdAt), desc(savedProperties.propertyId));
  return { ids: rows.map((row) => row.propertyId) };
}
