import type { ListingExpiry } from '@aangan/domain';
import { requireListingAccess } from '../../access/listing-access.ts';
import type { Database } from '../../db/database.ts';
import { renewLocked } from './lifecycle.ts';

export { expiryJobs } from './expiry-jobs.ts';
export { newPeriod, toListingExpiry } from './period.ts';

/**
 * The owner's Renew in My Properties: a new period from `now` (an expired or let-or-sold listing comes
 * back; a live one is extended). 404 when it is not there, 403 when it is someone else's.
 */
export async function renewListing(
  db: Database,
  userId: string,
  propertyId: string,
  now: Date,
  ttlDays: number,
): Promise<ListingExpiry> {
  return db.transaction(async (tx) => {
    await requireListingAccess(tx, { userId }, propertyId, 'renew', { lock: true });
    return renewLocked(tx, propertyId, now, ttlDays);
  });
}

/** The reminders' signed links, for the alerts' test that one purpose's token never works for another. */
export { signLink } from './signed-links.ts';
