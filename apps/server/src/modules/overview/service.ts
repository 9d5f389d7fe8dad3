import { indianCalendarDay, indianDayStart, type TeamOverview, TIME_TO_VERIFY_DAYS } from '@aangan/domain';
import {
  and,
  count,
  countDistinct,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  not,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  brokerFlags,
  contactMessages,
  listingAppeals,
  listingReports,
  properties,
  verificationRequests,
} from '../../db/schema.ts';

const DAY_MS = 86_400_000;

const listed = sql`${properties.listed}`;
const unlisted = not(listed);

/** A count as a scalar subquery of the overview's one statement. */
const figure = (query: SQLWrapper) => sql<number>`(${query})`.mapWith(Number);

/**
 * Approvals whose moment is still on record: `approved`, and `lapsed` (an owner's later edit keeps the
 * approval's decided_at). A revoke writes its own moment over decided_at, so revoked ones are left out.
 */
const APPROVALS = ['approved', 'lapsed'] as const;

/**
 * The console's overview in one statement, so its figures come from one snapshot and one round trip: an
 * aggregate over the window's approvals (one row even when there are none) with every other figure a
 * scalar subquery beside it. Each condition is the Listings section's filter of the same name
 * (moderation/team-search.ts), so a figure and the list it links to agree; each walks an index — listed
 * rows the search's partial indexes, the rest the small `properties_unlisted_idx`, queues their status
 * index.
 */
export async function readOverview(db: Database): Promise<TeamOverview> {
  const now = new Date();
  const dayStart = indianDayStart(now);
  const windowStart = new Date(now.getTime() - TIME_TO_VERIFY_DAYS * DAY_MS);
  const countListings = (where: SQL | undefined) => db.select({ n: count() }).from(properties).where(where);
  const hoursToApproval = sql`extract(epoch from ${verificationRequests.decidedAt} - ${verificationRequests.createdAt}) / 3600`;

  const [row] = await db
    .select({
      live: figure(countListings(listed)),
      verified: figure(countListings(and(listed, eq(properties.verificationStatus, true)))),
      pendingReview: figure(
        db.select({ n: count() }).from(verificationRequests).where(eq(verificationRequests.status, 'open')),
      ),
      hidden: figure(countListings(and(unlisted, isNotNull(properties.hiddenAt)))),
      ownerSuspended: figure(
        countListings(
          and(unlisted, isNull(properties.hiddenAt), isNull(properties.withdrawnAt), isNull(properties.expiredAt)),
        ),
      ),
      expired: figure(
        countListings(
          and(unlisted, isNull(properties.hiddenAt), isNull(properties.withdrawnAt), isNotNull(properties.expiredAt)),
        ),
      ),
      withdrawn: figure(countListings(and(unlisted, isNull(properties.hiddenAt), isNotNull(properties.withdrawnAt)))),
      // Two counts, not one over both: each half stays on its own partial index of created_at.
      newToday: figure(
        sql`${countListings(and(listed, gte(properties.createdAt, dayStart)))} + ${countListings(and(unlisted, gte(properties.createdAt, dayStart)))}`,
      ),
      openAppeals: figure(db.select({ n: count() }).from(listingAppeals).where(eq(listingAppeals.status, 'open'))),
      // Listings with an open report: the reports queue's cases, counted as the queue counts them.
      openReports: figure(
        db
          .select({ n: countDistinct(listingReports.propertyId) })
          .from(listingReports)
          .where(eq(listingReports.status, 'open')),
      ),
      openFlags: figure(db.select({ n: count() }).from(brokerFlags).where(eq(brokerFlags.status, 'open'))),
      messagesWaiting: figure(
        db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, 'open')),
      ),
      medianHours: sql<number | null>`percentile_cont(0.5) within group (order by ${hoursToApproval})`.mapWith(Number),
      approvals: count(),
    })
    .from(verificationRequests)
    .where(and(inArray(verificationRequests.status, APPROVALS), gte(verificationRequests.decidedAt, windowStart)));
  if (!row) throw new Error('an aggregate without grouping answers one row');

  const { medianHours, approvals, openAppeals, openReports, openFlags, messagesWaiting, ...listings } = row;
  return {
    today: indianCalendarDay(now),
    listings,
    openAppeals,
    openReports,
    openFlags,
    messagesWaiting,
    timeToVerify: { medianHours, approvals },
  };
}
