import type { OwnerAppeal, OwnerModeration } from '@aangan/domain';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { PropertyRow } from '../../db/listing-mapper.ts';
import { listingAppeals, properties } from '../../db/schema.ts';

/**
 * The latest appeal each of an owner's listings has had since it was hidden, by listing id, in one query:
 * what My Properties shows beside a hidden listing (decision 019).
 */
export async function findOwnerAppeals(db: Database, ownerId: string): Promise<Map<string, OwnerAppeal>> {
  const rows = await db
    .selectDistinctOn([listingAppeals.propertyId], {
      propertyId: listingAppeals.propertyId,
      status: listingAppeals.status,
      createdAt: listingAppeals.createdAt,
      reply: listingAppeals.reply,
    })
    .from(listingAppeals)
    .innerJoin(
      properties,
      and(eq(properties.id, listingAppeals.propertyId), gte(listingAppeals.createdAt, properties.hiddenAt)),
    )
    .where(eq(properties.postedById, ownerId))
    .orderBy(listingAppeals.propertyId, desc(listingAppeals.createdAt));
  return new Map(
    rows.map(({ propertyId, createdAt, ...appeal }) => [propertyId, { ...appeal, createdAt: createdAt.toISOString() }]),
  );
}

/** Why the team hides the owner's listing, with their appeal against it; null while it is not hidden. */
export function toOwnerModeration(
  listing: Pick<PropertyRow, 'hiddenAt' | 'hiddenReason' | 'hiddenNote'>,
  appeal: OwnerAppeal | undefined,
): OwnerModeration | null {
  if (!listing.hiddenAt || !listing.hiddenReason) return null;
  return {
    hiddenAt: listing.hiddenAt.toISOString(),
    reason: listing.hiddenReason,
    note: listing.hiddenNote,
    appeal: appeal ?? null,
  };
}

// What the reports module reuses when the team decides a listing's reports (decision 021).
export { lockModeratedListing, type OwnerNotice } from './listing-lock.ts';
export { hiddenMail, restoredMail } from './owner-mails.ts';
export { unhide } from './visibility.ts';
