import { recordAudit } from '../../audit/audit-log.ts';
import { findTeamActor } from '../../audit/team-actor.ts';
import type { Database } from '../../db/database.ts';
import { deleteListingRows } from '../properties/service.ts';
import { lockModeratedListing, type OwnerNotice } from './listing-lock.ts';

/**
 * An admin deletes a listing for good, as its owner's delete does (pictures, appeals and interest go with
 * it), and the audit entry keeps what it was. Returns whom to mail and the storage keys to remove once
 * committed.
 */
export async function deleteListing(
  db: Database,
  actorId: string,
  propertyId: string,
  reason: string,
): Promise<{ notice: OwnerNotice; droppedKeys: string[] }> {
  return db.transaction(async (tx) => {
    const listing = await lockModeratedListing(tx, propertyId);
    const actor = await findTeamActor(tx, actorId);
    const droppedKeys = await deleteListingRows(tx, propertyId);
    await recordAudit(tx, {
      actor,
      action: 'listing.delete',
      target: { type: 'listing', id: propertyId },
      reason,
      // The listing is gone: the entry names it, and whose it was.
      before: { title: listing.title, owner: listing.ownerEmail, listed: listing.listed, hidden: !!listing.hiddenAt },
    });
    return { notice: { ...listing, listed: false }, droppedKeys };
  });
}
