import { type PropertyPage, type PropertySearch, toStoredPurpose } from '@aangan/domain';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { properties, propertyImages, user } from '../../db/schema.ts';
import { type PropertyImageRow, toProperty } from './mapper.ts';

function buildFilters(search: PropertySearch): SQL | undefined {
  const conditions: SQL[] = [];
  if (search.purpose) conditions.push(eq(properties.purpose, toStoredPurpose(search.purpose)));
  if (search.type) conditions.push(eq(properties.type, search.type));
  return and(...conditions);
}

/** Newest-first page of listings matching the search, with the total for paging. */
export async function searchProperties(db: Database, search: PropertySearch): Promise<PropertyPage> {
  const where = buildFilters(search);
  const [rows, totals] = await Promise.all([
    db
      .select({ property: properties, posterName: user.name })
      .from(properties)
      .innerJoin(user, eq(user.id, properties.postedById))
      .where(where)
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(search.limit)
      .offset((search.page - 1) * search.limit),
    db.select({ total: count() }).from(properties).where(where),
  ]);
  const images = await loadImages(
    db,
    rows.map((row) => row.property.id),
  );
  return {
    items: rows.map((row) => toProperty(row.property, images.get(row.property.id) ?? [], row.posterName)),
    total: totals[0]?.total ?? 0,
    page: search.page,
    limit: search.limit,
  };
}

/** Images of many properties in one query, grouped by property. */
async function loadImages(db: Database, propertyIds: string[]): Promise<Map<string, PropertyImageRow[]>> {
  const grouped = new Map<string, PropertyImageRow[]>();
  if (propertyIds.length === 0) return grouped;
  const rows = await db
    .select({ propertyId: propertyImages.propertyId, position: propertyImages.position, url: propertyImages.url })
    .from(propertyImages)
    .where(inArray(propertyImages.propertyId, propertyIds));
  for (const row of rows) {
    const list = grouped.get(row.propertyId) ?? [];
    list.push(row);
    grouped.set(row.propertyId, list);
  }
  return grouped;
}

/** The hero badge's count of listings. */
export async function countProperties(db: Database): Promise<{ total: number }> {
  const [row] = await db.select({ total: count() }).from(properties);
  return { total: row?.total ?? 0 };
}
