import { type PropertySearch, SEARCH_COUNT_CAP } from '@aangan/domain';
import { and, type SQL, sql } from 'drizzle-orm';
import { isLive } from '../../access/listing-visibility.ts';
import type { Transaction } from '../../db/database.ts';
import { properties, savedSearchAlerts } from '../../db/schema.ts';
import { filterIndexRanges, searchConditions } from '../properties/service.ts';
import type { AlertListing } from './alert-mail.ts';
import { liveAlertListings } from './instant.ts';

/** A due search: its id (for the ledger), the forward search its URL runs, and the moment it looks after. */
export interface DueSearch {
  id: string;
  search: PropertySearch;
  since: Date;
}

/** A search's new matches: the first `shown` ids, newest first, and how many there are, read to the cap + 1. */
export interface NewMatches {
  ids: string[];
  found: number;
}

/**
 * When a listing was posted or last edited: `greatest(created_at, updated_at) > t` is exactly "created or
 * updated after t" (both are not null), and it is one expression an index can hold (properties_changed_idx).
 */
const changedAt = sql`greatest(${properties.createdAt}, ${properties.updatedAt})`;

/**
 * What the search conditions read of a listing. The shared window below holds only these: a listing's
 * description and title would make it many times larger for nothing. A condition reading a column not
 * listed here fails loudly (no such column of "properties"), and the digest tests run every condition kind.
 */
const WINDOW_COLUMNS = [
  properties.id,
  properties.listed,
  properties.createdAt,
  properties.updatedAt,
  properties.purpose,
  properties.type,
  properties.subType,
  properties.citySlug,
  properties.localitySlug,
  properties.searchText,
  properties.locationText,
  properties.bedrooms,
  properties.bathrooms,
  properties.price,
  properties.carpetArea,
  properties.builtUpArea,
  properties.plotArea,
  properties.furnishing,
  properties.postedByType,
  properties.amenities,
  properties.verificationStatus,
];

/** Not already mailed to this search (an instant alert before its frequency changed, or an earlier digest). */
function notSentTo(savedSearchId: string): SQL {
  return sql`not exists (select 1 from ${savedSearchAlerts} where ${savedSearchAlerts.savedSearchId} = ${savedSearchId} and ${savedSearchAlerts.propertyId} = ${properties.id})`;
}

/**
 * One search's part of the statement: its forward search (live listings only) among the listings changed
 * since its moment, less the ledger, newest first, read to the cap + 1; answered as one row: the first
 * `shown` ids and how many were read. `from` is the table itself or the shared window, named "properties"
 * either way, so the search's own conditions read it unchanged.
 */
function newMatchesOf(index: number, due: DueSearch, from: SQL, shown: number, withIndexRanges: boolean): SQL {
  const found = sql`select ${properties.id} as id, ${changedAt} as changed from ${from} where ${and(
    searchConditions(due.search),
    withIndexRanges ? filterIndexRanges(due.search) : undefined,
    sql`${changedAt} > ${due.since.toISOString()}::timestamptz`,
    notSentTo(due.id),
  )} order by 2 desc, 1 asc limit ${SEARCH_COUNT_CAP + 1}`;
  return sql`(select ${index}::int as k, count(*)::int as found, (array_agg(found.id order by found.changed desc, found.id asc))[1:${shown}]::text[] as ids from (${found}) as found)`;
}

/**
 * The new matches of a chunk of due searches, in ONE statement (decision 029): a round trip per search made
 * 100,000 daily searches a job of hours. The listings changed since the earliest moment among the searches
 * that look back at most `windowFrom` are read once into a window (the changed-at index finds them: about a
 * day's new and edited listings), and each of those searches is its own forward search over that window;
 * a search that looks back further (never alerted, or back from 'off') runs over the table itself, as the
 * search page would, so one old search never makes the whole chunk read months of listings.
 */
export async function newMatchesOfChunk(
  tx: Transaction,
  due: readonly DueSearch[],
  shown: number,
  windowFrom: Date,
): Promise<Map<string, NewMatches>> {
  if (due.length === 0) return new Map();
  const inWindow = due.filter((search) => search.since >= windowFrom);
  const windowStart = inWindow.reduce<Date | undefined>(
    (earliest, search) => (earliest && earliest <= search.since ? earliest : search.since),
    undefined,
  );
  const parts = due.map((search, index) =>
    search.since >= windowFrom
      ? newMatchesOf(index, search, sql`recent as "properties"`, shown, false)
      : newMatchesOf(index, search, sql`${properties}`, shown, true),
  );
  const window = windowStart
    ? sql`with recent as materialized (select ${sql.join(
        WINDOW_COLUMNS.map((column) => sql`${column}`),
        sql`, `,
      )} from ${properties} where ${isLive} and ${changedAt} > ${windowStart.toISOString()}::timestamptz) `
    : sql``;
  // Both drivers (node-postgres, PGlite) answer a raw statement with its rows under `rows`.
  const { rows } = (await tx.execute(sql`${window}${sql.join(parts, sql` union all `)}`)) as unknown as {
    rows: { k: number; found: number; ids: string[] | null }[];
  };
  const matches = new Map<string, NewMatches>();
  for (const row of rows) {
    const search = due[Number(row.k)];
    if (search) matches.set(search.id, { ids: row.ids ?? [], found: Number(row.found) });
  }
  return matches;
}

/**
 * Claims the listings each search will show, for the whole chunk in one statement: the ledger row
 * (`on conflict do nothing returning`) decides, per search and listing, as when each search inserted its
 * own, so an instant alert or another process that got there first keeps it. Answers, per search that
 * claimed anything, its claimed listings as a mail shows them (live now), in the order they were found.
 */
export async function claimShown(
  tx: Transaction,
  matches: ReadonlyMap<string, NewMatches>,
  now: Date,
): Promise<Map<string, AlertListing[]>> {
  const rows = [...matches].flatMap(([savedSearchId, found]) =>
    found.ids.map((propertyId) => ({ savedSearchId, propertyId, sentAt: now })),
  );
  if (rows.length === 0) return new Map();
  const claimed = await tx
    .insert(savedSearchAlerts)
    .values(rows)
    .onConflictDoNothing()
    .returning({ savedSearchId: savedSearchAlerts.savedSearchId, propertyId: savedSearchAlerts.propertyId });
  const listings = new Map(
    (await liveAlertListings(tx, [...new Set(claimed.map((row) => row.propertyId))])).map((listing) => [
      listing.id,
      listing,
    ]),
  );
  const claimedBySearch = new Map<string, Set<string>>();
  for (const row of claimed) {
    claimedBySearch.set(row.savedSearchId, (claimedBySearch.get(row.savedSearchId) ?? new Set()).add(row.propertyId));
  }
  const shown = new Map<string, AlertListing[]>();
  for (const [savedSearchId, ids] of claimedBySearch) {
    const order = matches.get(savedSearchId)?.ids ?? [];
    shown.set(
      savedSearchId,
      order.filter((id) => ids.has(id)).flatMap((id) => listings.get(id) ?? []),
    );
  }
  return shown;
}
