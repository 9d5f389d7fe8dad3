import {
  countsForHiding,
  HIDE_REASON_LABELS,
  type Locale,
  type OwnReport,
  REPORT_MESSAGES,
  REPORT_WINDOW_DAYS,
  REPORTS_ACTOR_LABEL,
  type ReportListing,
  reportWindowStart,
} from '@aangan/domain';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Database, Transaction } from '../../db/database.ts';
import { listingReports, properties, user } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { propertyNotFound } from '../../http/property-not-found.ts';
import type { HidingRules } from './hiding-rules.ts';

/** Whom the mail about a listing the reports took down goes to, and what it is about. */
export interface HiddenByReports {
  id: string;
  title: string;
  ownerEmail: string;
  ownerName: string;
  ownerLocale: Locale;
}

export interface ReportOutcome {
  report: OwnReport;
  /** Set when this report was the one that took the listing down. */
  hidden: HiddenByReports | null;
}

/** Distinct people whose open reports count toward hiding and arrived within the window. */
async function countingReporters(tx: Transaction, propertyId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(listingReports)
    .where(
      and(
        eq(listingReports.propertyId, propertyId),
        eq(listingReports.status, 'open'),
        eq(listingReports.countsForHiding, true),
        gte(listingReports.updatedAt, reportWindowStart(now)),
      ),
    );
  return row?.n ?? 0;
}

/**
 * A person reports a listing (issue 17, decision 021). One report per person and listing: a second one
 * replaces the first's reason and details, and a report the team had decided is open again. Whether it
 * counts toward hiding is decided now, from the reporter's account as it is at `now`.
 *
 * The listing's row is locked first, so reports arriving at once take turns: the one that brings the
 * counting reporters to the threshold hides the listing, once, with its audit entry, in this transaction;
 * the ones after it find the listing out of public view (404). A verified listing is never hidden here; the
 * queue puts it first instead.
 */
export async function reportListing(
  db: Database,
  reporterId: string,
  propertyId: string,
  { reason, details }: ReportListing,
  rules: HidingRules,
  now: Date,
): Promise<ReportOutcome> {
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select({
        id: properties.id,
        title: properties.title,
        postedById: properties.postedById,
        listed: properties.listed,
        verified: properties.verificationStatus,
        ownerEmail: user.email,
        ownerName: user.name,
        ownerLocale: user.locale,
      })
      .from(properties)
      .innerJoin(user, eq(user.id, properties.postedById))
      .where(eq(properties.id, propertyId))
      .for('update', { of: properties });
    if (!listing) throw propertyNotFound();
    if (listing.postedById === reporterId) throw new AppError('FORBIDDEN', REPORT_MESSAGES.ownListing);
    // Out of public view, it is not there for the reporter, as on the detail page.
    if (!listing.listed) throw propertyNotFound();

    const [reporter] = await tx
      .select({ createdAt: user.createdAt, emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.id, reporterId));
    if (!reporter) throw new AppError('UNAUTHORIZED', 'Please sign in again.');
    const counts = countsForHiding(reporter, now, rules.minAccountAgeHours);
    const text = details ?? null;
    const [saved] = await tx
      .insert(listingReports)
      .values({
        propertyId,
        reporterId,
        reason,
        details: text,
        countsForHiding: counts,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [listingReports.propertyId, listingReports.reporterId],
        set: {
          reason,
          details: text,
          countsForHiding: counts,
          status: 'open',
          decisionNote: null,
          decidedById: null,
          decidedBy: null,
          decidedAt: null,
          updatedAt: now,
        },
      })
      .returning();
    if (!saved) throw new Error('an upsert returns its row');
    const report = { reason: saved.reason, details: saved.details, reportedAt: saved.updatedAt.toISOString() };

    if (listing.verified) return { report, hidden: null };
    const people = await countingReporters(tx, propertyId, now);
    if (people < rules.threshold) return { report, hidden: null };

    await tx
      .update(properties)
      // The database's clock, as a moderator's hide: an appeal belongs to the hiding it came after.
      .set({
        listed: false,
        hiddenAt: sql`now()`,
        hiddenReason: 'reports',
        hiddenNote: null,
        hiddenBy: REPORTS_ACTOR_LABEL,
      })
      .where(eq(properties.id, propertyId));
    await recordAudit(tx, {
      actor: { id: null, label: REPORTS_ACTOR_LABEL },
      action: 'listing.hide',
      target: { type: 'listing', id: propertyId },
      reason: `${HIDE_REASON_LABELS.reports}: ${people} people reported it within ${REPORT_WINDOW_DAYS} days.`,
      before: { listed: true, hidden: false },
      after: { listed: false, hidden: true, reason: 'reports', note: null },
    });
    const { id, title, ownerEmail, ownerName, ownerLocale } = listing;
    return { report, hidden: { id, title, ownerEmail, ownerName, ownerLocale } };
  });
}
