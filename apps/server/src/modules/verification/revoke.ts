import { VERIFICATION_MESSAGES } from '@aangan/domain';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit-log.ts';
import { findTeamActor } from '../../audit/team-actor.ts';
import type { Database } from '../../db/database.ts';
import { properties, verificationRequests } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { lockListing, NOT_VERIFIED, type OwnerNotice } from './verified-listing.ts';

/**
 * A moderator takes a listing's verification back, with a reason its owner is mailed: the badge and its
 * evidence go, the approval it stood on becomes `revoked` (the request keeps its checklist as history, and
 * now names who revoked it and why), and the audit entry commits with the change. Returns whom to mail.
 */
export async function revokeVerification(
  db: Database,
  moderatorId: string,
  propertyId: string,
  reason: string,
): Promise<OwnerNotice> {
  return db.transaction(async (tx) => {
    const listing = await lockListing(tx, propertyId);
    // The console offers revoke on a verified listing only: not verified now means someone acted first.
    if (!listing.verificationStatus) throw new AppError('CONFLICT', VERIFICATION_MESSAGES.changedBySomeoneElse);
    const moderator = await findTeamActor(tx, moderatorId);
    const now = new Date();
    await tx.update(properties).set(NOT_VERIFIED).where(eq(properties.id, propertyId));
    // One approval at most stands at a time; a listing verified before requests were kept has none.
    await tx
      .update(verificationRequests)
      .set({
        status: 'revoked',
        reason,
        decidedById: moderator.id,
        decidedBy: moderator.label,
        decidedAt: now,
        updatedAt: now,
      })
      .where(and(eq(verificationRequests.propertyId, propertyId), eq(verificationRequests.status, 'approved')));
    await recordAudit(tx, {
      actor: moderator,
      action: 'verification.revoke',
      target: { type: 'listing', id: propertyId },
      reason,
      before: { verificationStatus: true },
      after: { verificationStatus: false },
    });
    return listing;
  });
}
