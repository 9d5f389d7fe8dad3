import { capCount, type PropertyPage, type PropertySearch, SEARCH_COUNT_CAP } from '@aangan/domain';
import { and, count, getTableName, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { selectListings, toListing } from '../../db/listing-query.ts';
import { properties } from '../../db/schema.ts';
import { filterIndexRanges, searchConditions, searchIndexRanges, searchOrder } from './search-filters.ts';

// What place pages count (decision 023): exactly the listings a search finds, read in the same index ranges.
export { filterIndexRanges, searchConditions, searchedType } from './search-filters.ts';
// What the team's moderation asks of listings: an admin's delete takes the poster's path (decision 019).
export { deleteListingRows } from './writes.ts';

/**
 * The total counted no further than the cap, and when it stays under the cap the page, sorted from those few
 * matches (decision 008). The matches are read from the filter index, stopping at cap + 1.
 */
function matchesQuery(db: Database, search: PropertySearch) {
  const matches = db.$with('matches').as(
    db
      .select({
        id: properties.id,
        createdAt: properties.createdAt,
        price: properties.price,
        primaryArea: properties.primaryArea,
      })
      .from(properties)
      .where(and(searchConditions(search), searchIndexRanges(search)))
      .limit(SEARCH_COUNT_CAP + 1),
  );
  const total = sql<number>`(select count(*)::int from ${matches})`;
  const fromMatches = sql`select ${matches.id}::text from ${matches} order by ${sql.join(searchOrder(search.sort, matches), sql`, `)} limit ${search.limit} offset ${pageOffset(search)}`;
  return db
    .with(matches)
    .select({
      total,
      ids: sql<string[] | null>`case when ${total} <= ${SEARCH_COUNT_CAP} then array(${fromMatches}) end`,
    })
    .from(sql`(select 1) as one`);
}

/**
 * Past the cap the matches are plentiful, so the page is found by walking the sort's own index, which stops after
 * a short way (decision 008). In a city the place index holds every column the walk reads, but it leads with the
 * type and purpose, so those ranges are named as for the matches: without them the planner walked a locality's
 * listings through the place summary index and read each row from the table (12,000 rows, 20–700 ms, for a
 * Dwarka sale by price; 14 ms from the place index alone; decision 041).
 */
function walkQuery(db: Database | Transaction, search: PropertySearch) {
  return db
    .select({ id: sql<string>`${properties.id}::text` })
    .from(properties)
    .where(and(searchConditions(search), search.city ? filterIndexRanges(search) : undefined))
    .orderBy(...searchOrder(search.sort))
    .limit(search.limit)
    .offset(pageOffset(search));
}

const pageOffset = (search: PropertySearch) => (search.page - 1) * search.limit;

/**
 * Whether the walk must be kept from bitmaps (decision 041). The planner weighs a walk against reading every match
 * through a bitmap and sorting them by its estimate of the matches, and it guesses amenities that come together as
 * if they came apart (pool, clubhouse and gym for rent: 410 guessed, 6,013 found), so it read all 6,013 rows for a
 * page of 12 (21 ms where the walk takes 0.5). With text, the bitmap stays: the text is in no sort index, so a walk
 * would read the table row by row.
 */
const walksWithoutBitmaps = (search: PropertySearch): boolean => (search.amenities?.length ?? 0) > 0 && !search.q;

const WITHOUT_BITMAPS = 'set local enable_bitmapscan = off';

async function walkPage(db: Database, search: PropertySearch): Promise<string[]> {
  const walked = walksWithoutBitmaps(search)
    ? await db.transaction(async (tx) => {
        await tx.execute(sql.raw(WITHOUT_BITMAPS));
        return walkQuery(tx, search);
      })
    : await walkQuery(db, search);
  return walked.map((each) => each.id);
}

async function findPageIds(db: Database, search: PropertySearch): Promise<{ ids: string[]; total: number }> {
  const [row] = await matchesQuery(db, search);
  const total = row?.total ?? 0;
  return { ids: row?.ids ?? (await walkPage(db, search)), total };
}

/** The statement that reads a page's listings, by its name on each connection. */
const PAGE_LISTINGS = 'search_page_listings';

/** A page's listings by id: one array parameter, so every page is the same statement. */
const pageListingsQuery = (db: Database, ids: SQLWrapper) =>
  selectListings(db).where(sql`${properties.id} = any(${ids}::uuid[])`);

/**
 * Prepared once per database handle: PostgreSQL parses and plans it once per connection rather than for every
 * search (planning a read of the widest table with its 25 indexes was about half a millisecond of each page's).
 */
const preparePageListings = (db: Database) => pageListingsQuery(db, sql.placeholder('ids')).prepare(PAGE_LISTINGS);
const preparedPageListings = new WeakMap<Database, ReturnType<typeof preparePageListings>>();

function readPageListings(db: Database, ids: readonly string[]) {
  const query = preparedPageListings.get(db) ?? preparePageListings(db);
  preparedPageListings.set(db, query);
  return query.execute({ ids: [...ids] });
}

/**
 * The statements a search runs, as SQL text and parameters: the total (and the page, under the cap), then past
 * the cap the walk (in a transaction after `withoutBitmaps` when `walksWithoutBitmaps`), then the listings (a
 * prepared statement of that name).
 * The benchmark runs them raw through `pg` to compare the API's time with the database's (issue 22's
 * rawSqlRatio).
 */
export function searchStatements(db: Database, search: PropertySearch) {
  return {
    matches: matchesQuery(db, search).toSQL(),
    walk: walkQuery(db, search).toSQL(),
    walksWithoutBitmaps: walksWithoutBitmaps(search),
    withoutBitmaps: WITHOUT_BITMAPS,
    listings: (ids: readonly string[]) => ({
      name: PAGE_LISTINGS,
      ...pageListingsQuery(db, sql.param([...ids])).toSQL(),
    }),
  };
}

/** One page of the listings matching the search, in the chosen order, with the total for paging. */
export async function searchProperties(db: Database, search: PropertySearch): Promise<PropertyPage> {
  const { ids, total } = await findPageIds(db, search);
  const { count, countCapped } = capCount(total);
  const page = { total: count, totalCapped: countCapped, page: search.page, limit: search.limit };
  if (ids.length === 0) return { items: [], ...page };
  const rows = await readPageListings(db, ids);
  const byId = new Map(rows.map((row) => [row.property.id, row]));
  const items = ids.flatMap((id) => {
    const row = byId.get(id);
    // A listing deleted between the two reads is left out rather than failing the page.
    return row ? [toListing(row)] : [];
  });
  return { items, ...page };
}

/** Up to about this many rows an exact count costs a few milliseconds; beyond, the estimate is as good. */
const EXACT_COUNT_BELOW = 100_000;

/**
 * The hero badge's count ('{n}+ Properties'). A big table answers from the planner's statistics
 * (kept fresh by autovacuum), which costs nothing, and hidden listings are too few to tell; a small one, or
 * one never analysed, counts its listed rows.
 */

export async function countProperties(db: Database): Promise<{ total: number }> {
  const [estimate] = await db
    .select({ rows: sql<number>`reltuples::float8` })
    .from(sql`pg_class`)
    .where(sql`oid = ${sql.raw(`'${getTableName(properties)}'`)}::regclass`);
  const rows = Number(estimate?.rows ?? -1);
  if (rows >= EXACT_COUNT_BELOW) return { total: Math.floor(rows) };
  const [row] = await db.select({ total: count() }).from(properties).where(sql`${properties.listed}`);
  return { total: row?.total ?? 0 };
}
