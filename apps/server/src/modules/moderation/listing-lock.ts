import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { properties, user } from '../../db/schema.ts';
import { propertyNotFound } from '../../http/property-not-found.ts';

/**
 * The listing a moderation acts on, with its owner (whom to mail, and whether suspended), its row locked
 * until the transaction ends; 404 in the domain's words when it is not there. Every moderation of a
 * listing takes this lock first, then an appeal's, so two never wait on each other in opposite orders.
 */
export async function lockModeratedListing(tx: Transaction, propertyId: string) {
  const [listing] = await tx
    .select({
      id: properties.id,
      title: properties.title,
      listed: properties.listed,
      hiddenAt: properties.hiddenAt,
      hiddenReason: properties.hiddenReason,
      hiddenNote: properties.hiddenNote,
      expiredAt: properties.expiredAt,
      withdrawnAt: properties.withdrawnAt,
      ownerId: user.id,
      ownerEmail: user.email,
      ownerName: user.name,
      ownerLocale: user.locale,
      ownerSuspended: user.suspendedAt,
    })
    .from(properties)
    .innerJoin(user, eq(user.id, properties.postedById))
    .where(eq(properties.id, propertyId))
    .for('update', { of: properties });
  if (!listing) throw propertyNotFound();
  return listing;
}

type LockedListing = Awaited<ReturnType<typeof lockModeratedListing>>;

/** Whom a moderation's mail goes to and what it is about. */
export type OwnerNotice = Pick<LockedListing, 'id' | 'title' | 'ownerEmail' | 'ownerName' | 'ownerLocale'> & {
  /** Whether the listing is in public view after the action (not while its owner is suspended). */
  listed: boolean;
};
