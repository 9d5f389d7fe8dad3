import { HIDE_REASON_LABELS, type HideListing, type HideReason, VERIFICATION_MESSAGES } from '@aangan/domain';
import { and, eq, sql } from 'drizzle-orm';
import { relist } from '../../access/listing-visibility.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { findTeamActor, type TeamActor } from '../../audit/team-actor.ts';
import type { Database, Transaction } from '../../db/database.ts';
import { listingAppeals, properties } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { lockModeratedListing, type OwnerNotice } from './listing-lock.ts';

type LockedListing = Awaited<ReturnType<typeof lockModeratedListing>>;

/** A reason as the log reads it: the list's words, and the moderator's note after them. */
function reasonInWords(reason: HideReason, note: string | null | undefined): string {
  return note ? `${HIDE_REASON_LABELS[reason]}: ${note}` : HIDE_REASON_LABELS[reason];
}

/**
 * A moderator hides a live listing: out of search, saved lists and contact reveals, a 404 to everyone but
 * its owner and the team. The row is locked while it is checked: when it is hidden already, another
 * moderator acted first (409, nothing applied). The audit entry commits with the change.
 */
export async function hideListing(
  db: Database,
  actorId: string,
  propertyId: string,
  hide: HideListing,
): Promise<OwnerNotice> {
  return db.transaction(async (tx) => {
    const listing = await lockModeratedListing(tx, propertyId);
    if (listing.hiddenAt) throw new AppError('CONFLICT', VERIFICATION_MESSAGES.changedBySomeoneElse);
    const actor = await findTeamActor(tx, actorId);
    const note = hide.note ?? null;
    await tx
      .update(properties)
      // The database's clock, as appeals' created_at: an appeal belongs to the hiding it came after.
      .set({ listed: false, hiddenAt: sql`now()`, hiddenReason: hide.reason, hiddenNote: note, hiddenBy: actor.label })
      .where(eq(properties.id, propertyId));
    await recordAudit(tx, {
      actor,
      action: 'listing.hide',
      target: { type: 'listing', id: propertyId },
      reason: reasonInWords(hide.reason, note),
      before: { listed: listing.listed, hidden: false },
      after: { listed: false, hidden: true, reason: hide.reason, note },
    });
    return { ...listing, listed: false };
  });
}

/**
 * Shows a hidden listing again, in the caller's transaction with its row locked: public once more unless
 * something else keeps it down (`relist`: its owner is suspended, marked it let or sold, or its period ran
 * out meanwhile — then it shows as expired to its owner, with Renew). An open appeal is closed as restored,
 * with `reply` for the owner. Returns whether it is public now.
 */
export async function unhide(
  tx: Transaction,
  listing: LockedListing,
  actor: TeamActor,
  reply: string | null,
): Promise<boolean> {
  await tx
    .update(properties)
    .set({ hiddenAt: null, hiddenReason: null, hiddenNote: null, hiddenBy: null })
    .where(eq(properties.id, listing.id));
  const [relisted] = await relist(tx, eq(properties.id, listing.id), new Date());
  const listed = relisted?.listed ?? false;
  await tx
    .update(listingAppeals)
    .set({ status: 'restored', reply, decidedById: actor.id, decidedBy: actor.label, decidedAt: new Date() })
    .where(and(eq(listingAppeals.propertyId, listing.id), eq(listingAppeals.status, 'open')));
  return listed;
}

/**
 * A moderator shows a hidden listing again. When it is not hidden, another moderator acted first (409,
 * nothing applied). The audit entry commits with the change.
 */
export async function restoreListing(
  db: Database,
  actorId: string,
  propertyId: string,
  note: string | undefined,
): Promise<OwnerNotice> {
  return db.transaction(async (tx) => {
    const listing = await lockModeratedListing(tx, propertyId);
    if (!listing.hiddenAt || !listing.hiddenReason) {
      throw new AppError('CONFLICT', VERIFICATION_MESSAGES.changedBySomeoneElse);
    }
    const actor = await findTeamActor(tx, actorId);
    const listed = await unhide(tx, listing, actor, note ?? null);
    await recordAudit(tx, {
      actor,
      action: 'listing.restore',
      target: { type: 'listing', id: propertyId },
      reason: note,
      before: { listed: false, hidden: true, reason: listing.hiddenReason, note: listing.hiddenNote },
      after: { listed, hidden: false },
    });
    return { ...listing, listed };
  });
}
