import { type Actor, LISTING_ACCESS_DENIED, type ListingAction, mayActOnListing } from '@aangan/domain';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.ts';
import { properties } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import { propertyNotFound } from '../http/property-not-found.ts';

/**
 * The one access check for a listing, used by every module: 404 when it is not there, 403 when the actor
 * may not do `action` to it (the rule and its words are the domain's).
 */
export function checkListingAccess<Listing extends { postedById: string }>(
  actor: Actor,
  listing: Listing | undefined,
  action: ListingAction,
): asserts listing is Listing {
  if (!listing) throw propertyNotFound();
  if (!mayActOnListing(actor, listing)) throw new AppError('FORBIDDEN', LISTING_ACCESS_DENIED[action]);
}

/**
 * Reads who posted the listing and checks the actor may do `action` to it. Inside a transaction that
 * changes the listing, `lock` holds its row until the change commits, so a check cannot go stale.
 */
export async function requireListingAccess(
  executor: Database | Transaction,
  actor: Actor,
  propertyId: string,
  action: ListingAction,
  { lock = false }: { lock?: boolean } = {},
): Promise<void> {
  const query = executor
    .select({ postedById: properties.postedById })
    .from(properties)
    .where(eq(properties.id, propertyId));
  const [listing] = lock ? await query.for('update') : await query;
  checkListingAccess(actor, listing, action);
}
