import { capCount, type PropertyPage, type PropertySearch, SEARCH_COUNT_CAP } from '@aangan/domain';
import { and, count, getTableName, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { selectListings, toListing } from '../../db/listing-query.ts';
import { properties } from '../../db/schema.ts';
import { searchConditions, searchIndexRanges, searchOrder } from './search-filters.ts';

// What place pages count (decision 023): exactly the listings a search finds, read in the same index ranges.
export { filterIndexRanges, searchConditions, searchedType } from './search-filters.ts';
// What the team's moderation asks of listings: an admin's delete takes the poster's path (decision 019).
export { deleteListingRows } from './writes.ts';

/**
 * One page of ids in order, and the total counted no further than the cap, in one statement
 * (decision 008). The matches are read from the filter index, stopping at cap + 1: that is the total,
 * and when it stays under the cap the page is sorted from those few rows. Past the cap the matches are
 * plentiful, so walking the sort's own index finds a page after a short way; a rare combination never
 * walks a long index in vain. PostgreSQL runs only the branch of the CASE it takes.
 */
function pageIdsQuery(db: Database, search: PropertySearch) {
  const where = searchConditions(search);
  const offset = (search.page - 1) * search.limit;
  const matches = db.$with('matches').as(
    db
      .select({
        id: properties.id,
        createdAt: properties.createdAt,
        price: properties.price,
        primaryArea: properties.primaryArea,
      })
      .from(properties)
      .where(and(where, searchIndexRanges(search)))
      .limit(SEARCH_COUNT_CAP + 1),
  );
  const walk = db
    .select({ id: sql`${properties.id}::text` })
    .from(properties)
    .where(where)
    .orderBy(...searchOrder(search.sort))
    .limit(search.limit)
    .offset(offset);
  const total = sql`(select count(*)::int from ${matches})`;
  const fromMatches = sql`select ${matches.id}::text from ${matches} order by ${sql.join(searchOrder(search.sort, matches), sql`, `)} limit ${search.limit} offset ${offset}`;
  return db
    .with(matches)
    .select({
      total: sql<number>`${total}`,
      ids: sql<string[]>`case when ${total} <= ${SEARCH_COUNT_CAP} then array(${fromMatches}) else array(${walk}) end`,
    })
    .from(sql`(select 1) as one`);
}

async function findPageIds(db: Database, search: PropertySearch): Promise<{ ids: string[]; total: number }> {
  const [row] = await pageIdsQuery(db, search);
  return { ids: row?.ids ?? [], total: row?.total ?? 0 };
}

function listingsQuery(db: Database, ids: readonly string[]) {
  return selectListings(db).where(inArray(properties.id, [...ids]));
}

/**
 * The two statements a search runs, as SQL text and parameters: the page's ids and total, then those listings.
 * The benchmark runs them raw through `pg` to compare the API's time with the database's (issue 22's
 * rawSqlRatio).
 */
export function searchStatements(db: Database, search: PropertySearch) {
  return {
    pageIds: pageIdsQuery(db, search).toSQL(),
    listings: (ids: readonly string[]) => listingsQuery(db, ids).toSQL(),
  };
}

/** One page of the listings matching the search, in the chosen order, with the total for paging. */
export async function searchProperties(db: Database, search: PropertySearch): Promise<PropertyPage> {
  const { ids, total } = await findPageIds(db, search);
  const { count, countCapped } = capCount(total);
  const page = { total: count, totalCapped: countCapped, page: search.page, limit: search.limit };
  if (ids.length === 0) return { items: [], ...page };
  const rows = await listingsQuery(db, ids);
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
