import {
  listingStateOf,
  type ReportCase,
  type ReportQueue,
  type ReportQueueQuery,
  reportWindowStart,
} from '@aangan/domain';
import { and, asc, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { listingReports, properties, propertyImages, user } from '../../db/schema.ts';

const reporter = alias(user, 'reporter');
const isOpen = eq(listingReports.status, 'open');

/**
 * The team's reports queue a page at a time (decision 021): every listing with an open report, as one
 * case. Listings the reports took down come first (they wait hidden on the team), then verified listings
 * that reached the threshold (never hidden by reports, so they need a person), then the most reported,
 * and among equals the longest waiting. The total counts the same listings as the overview's figure.
 */
export async function findReportQueue(
  db: Database,
  { page, limit }: ReportQueueQuery,
  threshold: number,
  now: Date,
): Promise<ReportQueue> {
  const windowStart = reportWindowStart(now);
  const reporters = sql<number>`count(*)`.mapWith(Number);
  const counting =
    sql<number>`count(*) filter (where ${listingReports.countsForHiding} and ${listingReports.updatedAt} >= ${windowStart.toISOString()}::timestamptz)`.mapWith(
      Number,
    );
  const autoHidden = sql<boolean>`coalesce(${properties.hiddenReason} = 'reports', false)`;
  const verifiedAtThreshold = sql<boolean>`${properties.verificationStatus} and ${counting} >= ${threshold}`;
  const firstReportedAt = sql<Date>`min(${listingReports.updatedAt})`.mapWith(
    (value: string | Date) => new Date(value),
  );

  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        listing: {
          id: properties.id,
          title: properties.title,
          purpose: properties.purpose,
          price: properties.price,
          city: properties.city,
          locality: properties.locality,
          createdAt: properties.createdAt,
          listed: properties.listed,
          hiddenReason: properties.hiddenReason,
          expiredAt: properties.expiredAt,
          withdrawnAt: properties.withdrawnAt,
          verified: properties.verificationStatus,
          cover: sql<
            string | null
          >`(select ${propertyImages.url} from ${propertyImages} where ${propertyImages.propertyId} = ${properties.id} order by ${propertyImages.position} limit 1)`,
        },
        owner: {
          id: user.id,
          name: user.name,
          email: user.email,
          createdAt: user.createdAt,
          suspendedAt: user.suspendedAt,
        },
        autoHidden,
        verifiedAtThreshold,
        reporters,
        counting,
        firstReportedAt,
      })
      .from(listingReports)
      .innerJoin(properties, eq(properties.id, listingReports.propertyId))
      .innerJoin(user, eq(user.id, properties.postedById))
      .where(isOpen)
      .groupBy(properties.id, user.id)
      .orderBy(
        sql`${autoHidden} desc`,
        sql`${verifiedAtThreshold} desc`,
        sql`${reporters} desc`,
        sql`min(${listingReports.updatedAt}) asc`,
        asc(properties.id),
      )
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: countDistinct(listingReports.propertyId) })
      .from(listingReports)
      .where(isOpen),
  ]);

  const ids = rows.map((row) => row.listing.id);
  const reports =
    ids.length === 0
      ? []
      : await db
          .select({
            report: listingReports,
            reporter: {
              id: reporter.id,
              name: reporter.name,
              email: reporter.email,
              createdAt: reporter.createdAt,
              emailVerified: reporter.emailVerified,
            },
          })
          .from(listingReports)
          .leftJoin(reporter, eq(reporter.id, listingReports.reporterId))
          .where(and(isOpen, inArray(listingReports.propertyId, ids)))
          .orderBy(asc(listingReports.updatedAt), asc(listingReports.id));

  const items: ReportCase[] = rows.map((row) => ({
    listing: {
      id: row.listing.id,
      title: row.listing.title,
      purpose: row.listing.purpose,
      price: row.listing.price,
      city: row.listing.city,
      locality: row.listing.locality,
      cover: row.listing.cover,
      createdAt: row.listing.createdAt.toISOString(),
      state: listingStateOf(row.listing.listed, row.listing.hiddenReason !== null, {
        expired: row.listing.expiredAt !== null,
        withdrawn: row.listing.withdrawnAt !== null,
      }),
      hiddenReason: row.listing.hiddenReason,
      verified: row.listing.verified,
    },
    owner: {
      id: row.owner.id,
      name: row.owner.name,
      email: row.owner.email,
      memberSince: row.owner.createdAt.toISOString(),
      suspended: row.owner.suspendedAt !== null,
    },
    autoHidden: Boolean(row.autoHidden),
    verifiedAtThreshold: Boolean(row.verifiedAtThreshold),
    reporters: row.reporters,
    countingReporters: row.counting,
    firstReportedAt: row.firstReportedAt.toISOString(),
    reports: reports
      .filter(({ report }) => report.propertyId === row.listing.id)
      .map(({ report, reporter: who }) => ({
        id: report.id,
        reason: report.reason,
        details: report.details,
        reportedAt: report.updatedAt.toISOString(),
        countsForHiding: report.countsForHiding,
        reporter: who
          ? {
              id: who.id,
              name: who.name,
              email: who.email,
              memberSince: who.createdAt.toISOString(),
              emailVerified: who.emailVerified,
            }
          : null,
      })),
  }));
  return { items, threshold, page, limit, total: Number(total) };
}
