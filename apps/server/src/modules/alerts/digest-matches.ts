import { type PropertySearch, SEARCH_COUNT_CAP, toStoredPurpose } from '@aangan/domain';
import { and, type SQL, sql } from 'drizzle-orm';
import { isLive } from '../../access/listing-visibility.ts';
import { mapInSlices } from '../../background/in-slices.ts';
import type { Transaction } from '../../db/database.ts';
import { properties, savedSearchAlerts } from '../../db/schema.ts';
import { statementInSlices } from '../../db/statement-in-slices.ts';
import { filterIndexRanges, searchConditions, searchedType } from '../properties/service.ts';
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
 * description and title would make it several times larger for nothing. A condition reading a column not
 * listed here fails loudly (no such column of "properties"), and the digest tests run every condition kind.
 * The free text comes last: a scan that does not test it stops reading each row before it.
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
  properties.bedrooms,
  properties.bathrooms,
  properties.price,
  properties.carpetArea,
  properties.builtUpArea,
  properties.plotArea,
  properties.furnishing,
  properties.postedByType,
  properties.tenantPreference,
  properties.amenities,
  properties.verificationStatus,
  properties.searchText,
  properties.locationText,
];

/**
 * The parts of the window a search can match at all, coarse to fine, by its own conditions: its city, then
 * its purpose (else its type, asked for or implied). Searches sharing a part read it, made once per chunk
 * from the part above it, instead of the whole window: a city page's search reads its city's day in its
 * segment, not the country's.
 */
function slicesOf(search: PropertySearch): { key: string; where: SQL }[] {
  const slices: { key: string; where: SQL }[] = [];
  if (search.city) slices.push({ key: `city=${search.city}`, where: sql`${properties.citySlug} = ${search.city}` });
  const purpose = search.purpose ? toStoredPurpose(search.purpose) : undefined;
  const type = searchedType(search);
  if (purpose) slices.push({ key: `purpose=${purpose}`, where: sql`${properties.purpose} = ${purpose}` });
  else if (type) slices.push({ key: `type=${type}`, where: sql`${properties.type} = ${type}` });
  return slices;
}

/**
 * Not already mailed to this search (an instant alert before its frequency changed, or an earlier digest).
 * `not in` a subquery of the search's ledger rows (never null) is a hashed set read once per search; `not
 * exists` probed the ledger's index once per candidate, as costly as the rest of the test together.
 */
function notSentTo(savedSearchId: string): SQL {
  return sql`${properties.id} not in (select ${savedSearchAlerts.propertyId} from ${savedSearchAlerts} where ${savedSearchAlerts.savedSearchId} = ${savedSearchId})`;
}

/**
 * One search's part of the statement: its forward search (live listings only) among the listings changed
 * since its moment, less the ledger, newest first, read to the cap + 1; answered as one row: the first
 * `shown` ids and how many were read. `from` is the table itself or (a slice of) the shared window, named
 * "properties" either way, so the search's own conditions read it unchanged.
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
 * Memory for the window and its slices (about a kilobyte per listing changed in the period): in memory,
 * each search's scan of them is a walk over rows; spilled to disk, a read of a temporary file per search.
 */
const WINDOW_WORK_MEM = '64MB';

/**
 * The new matches of a chunk of due searches, in ONE statement (decision 029): a round trip per search made
 * 100,000 daily searches a job of hours. The listings changed since the earliest moment among the searches
 * that look back at most `windowFrom` are read once into a window (the changed-at index finds them: about a
 * day's new and edited listings), cut once into the slices the searches need (a city's, a purpose's), and
 * each search is its own forward search over its slice. A search that looks back further (never alerted,
 * or back from 'off') runs over the table itself, as the search page would, so one old search never makes
 * the whole chunk read months of listings.
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
  const ctes: SQL[] = [];
  if (windowStart) {
    const columns = sql.join(
      WINDOW_COLUMNS.map((column) => sql`${column}`),
      sql`, `,
    );
    ctes.push(
      sql`recent as materialized (select ${columns} from ${properties} where ${isLive} and ${changedAt} > ${windowStart.toISOString()}::timestamptz)`,
    );
  }
  const slices = new Map<string, string>();
  const sourceOf = (search: PropertySearch): SQL => {
    let parent = 'recent';
    let path = '';
    for (const slice of slicesOf(search)) {
      path = `${path}/${slice.key}`;
      let name = slices.get(path);
      if (!name) {
        name = `recent_${slices.size}`;
        slices.set(path, name);
        ctes.push(
          sql`${sql.raw(name)} as materialized (select * from ${sql.raw(parent)} as "properties" where ${slice.where})`,
        );
      }
      parent = name;
    }
    return sql`${sql.raw(parent)} as "properties"`;
  };
  const parts = await mapInSlices(due, (search, index) =>
    search.since >= windowFrom
      ? newMatchesOf(index, search, sourceOf(search.search), shown, false)
      : newMatchesOf(index, search, sql`${properties}`, shown, true),
  );
  if (windowStart) await tx.execute(sql`set local work_mem = ${sql.raw(`'${WINDOW_WORK_MEM}'`)}`);
  // A chunk's statement is large (hundreds of searches) and its estimated cost passes PostgreSQL's JIT
  // thresholds, while its work is a few seconds of plain scans: compiling its 10,000-odd expressions took 88 s of
  // an 89 s chunk on the bench (LLVM optimisation and emission). PGlite, without LLVM, takes the setting too.
  await tx.execute(sql`set local jit = off`);
  const withClause = ctes.length > 0 ? sql`with ${sql.join(ctes, sql`, `)} ` : sql``;
  // Built and rendered a slice of searches at a time: the job runs in the server's process (in-slices.ts).
  const statement = await statementInSlices(withClause, parts, ' union all ');
  // Both drivers (node-postgres, PGlite) answer a raw statement with its rows under `rows`.
  const { rows } = (await tx.execute(statement)) as unknown as {
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
  const pairs = [...matches].flatMap(([savedSearchId, found]) =>
    found.ids.map((propertyId) => [savedSearchId, propertyId]),
  );
  if (pairs.length === 0) return new Map();
  // Two array parameters, not a row of three per listing: a chunk claims up to 5,000, and rendering and
  // sending 15,000 parameters held the event loop for tens of milliseconds.
  const column = (name: keyof typeof savedSearchAlerts._.columns) => sql.identifier(savedSearchAlerts[name].name);
  const { rows: claimed } = (await tx.execute(
    sql`insert into ${savedSearchAlerts} (${column('savedSearchId')}, ${column('propertyId')}, ${column('sentAt')})
        select claim.search, claim.listing, ${now.toISOString()}::timestamptz
          from unnest(${sql.param(pairs.map(([search]) => search))}::uuid[], ${sql.param(pairs.map(([, listing]) => listing))}::uuid[]) as claim(search, listing)
        on conflict do nothing
        returning ${column('savedSearchId')} as "savedSearchId", ${column('propertyId')} as "propertyId"`,
  )) as unknown as { rows: { savedSearchId: string; propertyId: string }[] };
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
