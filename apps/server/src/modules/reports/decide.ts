import {
  type HideReason,
  type Locale,
  REPORT_MESSAGES,
  type ReportDecision,
  VERIFICATION_MESSAGES,
} from '@aangan/domain';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit-log.ts';
import { findTeamActor } from '../../audit/team-actor.ts';
import type { Database } from '../../db/database.ts';
import { listingReports, properties, user } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { lockModeratedListing, type OwnerNotice, unhide } from '../moderation/service.ts';

/** Whom a decision's mail goes to: a reporter whose account still exists. */
export interface Reporter {
  email: string;
  name: string;
  locale: Locale;
}

/** What the owner is told after a decision: hidden now (with the team's reason), shown again, or nothing. */
type OwnerOutcome =
  | { kind: 'hidden'; reason: Exclude<HideReason, 'reports'>; note: string }
  | { kind: 'restored' }
  | { kind: 'none' };

export interface DecidedCase {
  status: 'upheld' | 'dismissed';
  notice: OwnerNotice;
  owner: OwnerOutcome;
  /** The reporters to mail: those whose accounts still exist. */
  reporters: Reporter[];
  reports: number;
}

/** What an owner whose listing the reports took down reads once a moderator shows it again. */
const RESTORED_REPLY = 'The Aangan team looked at the reports and found nothing wrong with your listing.';

/**
 * A moderator decides a listing's case (decision 021): every open report of it gets the status, in one
 * transaction with the listing's change and the audit entry. `uphold` keeps a hidden listing hidden, and
 * hides a live one (or gives one the reports took down the team's reason) with the reason the owner reads;
 * `dismiss` shows a listing the reports took down again, unless something else keeps it down (the
 * moderation module's unhide decides). The listing is locked first, as every moderation does: when no
 * report is open any more, another moderator decided first (409, nothing applied).
 */
export async function decideReports(
  db: Database,
  actorId: string,
  propertyId: string,
  { decision, hideReason, note }: ReportDecision,
  now: Date,
): Promise<DecidedCase> {
  return db.transaction(async (tx) => {
    const listing = await lockModeratedListing(tx, propertyId);
    const open = await tx
      .select({ id: listingReports.id, email: user.email, name: user.name, locale: user.locale })
      .from(listingReports)
      .leftJoin(user, eq(user.id, listingReports.reporterId))
      .where(and(eq(listingReports.propertyId, propertyId), eq(listingReports.status, 'open')));
    if (open.length === 0) {
      const [any] = await tx
        .select({ id: listingReports.id })
        .from(listingReports)
        .where(eq(listingReports.propertyId, propertyId))
        .limit(1);
      if (!any) throw new AppError('NOT_FOUND', REPORT_MESSAGES.noReports);
      throw new AppError('CONFLICT', VERIFICATION_MESSAGES.changedBySomeoneElse);
    }
    const hiddenByReports = listing.hiddenReason === 'reports';
    const needsReason = decision === 'uphold' && (listing.hiddenAt === null || hiddenByReports);
    if (needsReason && !hideReason) {
      throw new AppError('BAD_REQUEST', REPORT_MESSAGES.hideReasonRequired, {
        hideReason: REPORT_MESSAGES.hideReasonRequired,
      });
    }
    const actor = await findTeamActor(tx, actorId);
    const status = decision === 'uphold' ? 'upheld' : 'dismissed';

    let listed = listing.listed;
    let owner: OwnerOutcome = { kind: 'none' };
    if (needsReason && hideReason) {
      await tx
        .update(properties)
        .set({
          listed: false,
          // A listing the reports took down keeps the moment it went down: an appeal made since stays its own.
          hiddenAt: listing.hiddenAt ?? sql`now()`,
          hiddenReason: hideReason,
          hiddenNote: note,
          hiddenBy: actor.label,
        })
        .where(eq(properties.id, propertyId));
      listed = false;
      owner = { kind: 'hidden', reason: hideReason, note };
    } else if (decision === 'dismiss' && hiddenByReports) {
      listed = await unhide(tx, listing, actor, RESTORED_REPLY);
      owner = { kind: 'restored' };
    }

    await tx
      .update(listingReports)
      .set({ status, decisionNote: note, decidedById: actor.id, decidedBy: actor.label, decidedAt: now })
      .where(and(eq(listingReports.propertyId, propertyId), eq(listingReports.status, 'open')));
    await recordAudit(tx, {
      actor,
      action: 'report.decide',
      target: { type: 'listing', id: propertyId },
      reason: note,
      before: { openReports: open.length, listed: listing.listed, hiddenReason: listing.hiddenReason },
      after: {
        reports: status,
        listed,
        hiddenReason: owner.kind === 'hidden' ? owner.reason : owner.kind === 'restored' ? null : listing.hiddenReason,
      },
    });
    return {
      status,
      notice: { ...listing, listed },
      owner,
      reporters: open.flatMap(({ email, name, locale }) => (email && name && locale ? [{ email, name, locale }] : [])),
      reports: open.length,
    };
  });
}
