import { type ChecklistItem, VERIFICATION_MESSAGES, type VerificationDecision } from '@aangan/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit-log.ts';
import { findTeamActor } from '../../audit/team-actor.ts';
import type { Database, Transaction } from '../../db/database.ts';
import { properties, type VerificationEvidence, verificationRequests } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { requestNotFound } from './request-not-found.ts';
import { lockListing, type OwnerNotice } from './verified-listing.ts';

/** The checklist as evidence: a blank note is no note. */
function toEvidence(checklist: readonly ChecklistItem[]): VerificationEvidence {
  return checklist.map(({ check, note }) => (note ? { check, note } : { check }));
}

/** The listing the request is for; a request's listing never changes, so reading it unlocked is safe. */
async function listingOfRequest(tx: Transaction, requestId: string): Promise<string> {
  const [request] = await tx
    .select({ propertyId: verificationRequests.propertyId })
    .from(verificationRequests)
    .where(eq(verificationRequests.id, requestId));
  if (!request) throw requestNotFound();
  return request.propertyId;
}

/**
 * A moderator's decision on an open request, in one transaction with its audit entry: approve verifies the
 * listing with the checklist as evidence; reject leaves it unverified with a reason for the owner. The
 * listing and then the request are locked while checked and changed; a request someone already decided is
 * a 409 and nothing is applied. Returns whom to mail once committed.
 */
export async function decideVerification(
  db: Database,
  moderatorId: string,
  requestId: string,
  decision: VerificationDecision,
): Promise<OwnerNotice> {
  return db.transaction(async (tx) => {
    const listing = await lockListing(tx, await listingOfRequest(tx, requestId));
    const [request] = await tx
      .select({ status: verificationRequests.status })
      .from(verificationRequests)
      .where(eq(verificationRequests.id, requestId))
      .for('update');
    // Gone with its listing between the two reads.
    if (!request) throw requestNotFound();
    if (request.status !== 'open') throw new AppError('CONFLICT', VERIFICATION_MESSAGES.changedBySomeoneElse);

    const moderator = await findTeamActor(tx, moderatorId);
    const now = new Date();
    const decided = { decidedById: moderator.id, decidedBy: moderator.label, decidedAt: now, updatedAt: now };
    const target = { type: 'listing', id: listing.id } as const;
    if (decision.decision === 'approve') {
      const evidence = toEvidence(decision.checklist);
      await tx
        .update(verificationRequests)
        .set({ ...decided, status: 'approved', checklist: evidence })
        .where(eq(verificationRequests.id, requestId));
      await tx
        .update(properties)
        .set({ verificationStatus: true, verifiedAt: now, verifiedById: moderator.id, verificationEvidence: evidence })
        .where(eq(properties.id, listing.id));
      await recordAudit(tx, {
        actor: moderator,
        action: 'verification.approve',
        target,
        before: { verificationStatus: listing.verificationStatus },
        after: { verificationStatus: true, checks: evidence.map((item) => item.check) },
      });
    } else {
      await tx
        .update(verificationRequests)
        .set({ ...decided, status: 'rejected', reason: decision.reason })
        .where(eq(verificationRequests.id, requestId));
      await recordAudit(tx, {
        actor: moderator,
        action: 'verification.reject',
        target,
        reason: decision.reason,
        before: { verificationRequest: 'open' },
        after: { verificationRequest: 'rejected' },
      });
    }
    return listing;
  });
}
