import { type AccountDetail, brokerFlagInWords } from '@aangan/domain';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { brokerFlags, listingReports, properties } from '../../db/schema.ts';
import { evidenceOf } from './flags.ts';

/** The reports an account's page lists of each kind; the totals count them all. */
const REPORTS_SHOWN = 5;

const reportColumns = {
  id: listingReports.id,
  listingId: properties.id,
  title: properties.title,
  reason: listingReports.reason,
  status: listingReports.status,
  reportedAt: listingReports.updatedAt,
};

/**
 * An account's reports as its page in the console shows them: reports on its listings (how many, how many
 * open, the latest few), reports it made, and its open broker flags. The team may see who reported; this
 * is never part of anything the owner reads.
 */
export async function findAccountReports(db: Database, accountId: string): Promise<AccountDetail['reports']> {
  const against = eq(properties.postedById, accountId);
  const made = eq(listingReports.reporterId, accountId);
  const latest = (where: SQL) =>
    db
      .select(reportColumns)
      .from(listingReports)
      .innerJoin(properties, eq(properties.id, listingReports.propertyId))
      .where(where)
      .orderBy(desc(listingReports.updatedAt), desc(listingReports.id))
      .limit(REPORTS_SHOWN);
  const total = (where: SQL | undefined) =>
    db
      .select({ n: count() })
      .from(listingReports)
      .innerJoin(properties, eq(properties.id, listingReports.propertyId))
      .where(where);
  const [againstLatest, [againstTotal], [againstOpen], madeLatest, [madeTotal], flags] = await Promise.all([
    latest(against),
    total(against),
    total(and(against, eq(listingReports.status, 'open'))),
    latest(made),
    total(made),
    db
      .select()
      .from(brokerFlags)
      .where(and(eq(brokerFlags.userId, accountId), eq(brokerFlags.status, 'open')))
      .orderBy(asc(brokerFlags.createdAt)),
  ]);
  const shape = (rows: typeof againstLatest) =>
    rows.map((row) => ({ ...row, reportedAt: row.reportedAt.toISOString() }));
  return {
    against: { total: againstTotal?.n ?? 0, open: againstOpen?.n ?? 0, latest: shape(againstLatest) },
    made: { total: madeTotal?.n ?? 0, latest: shape(madeLatest) },
    openFlags: flags.map((flag) => ({
      id: flag.id,
      kind: flag.kind,
      inWords: brokerFlagInWords(evidenceOf(flag)),
      raisedAt: flag.createdAt.toISOString(),
    })),
  };
}
