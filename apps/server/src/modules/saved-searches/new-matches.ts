import { type CappedCount, capCount, SEARCH_COUNT_CAP } from '@aangan/domain';
import { and, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { properties } from '../../db/schema.ts';
import { filterIndexRanges, searchConditions } from '../properties/service.ts';
import { searchOfUrl } from './search-of.ts';

/**
 * Posted or changed since: a listing is new to a saved search when it was created, or last edited, after its
 * owner last looked (decision 029). An edit that made a listing match counts; so does any edit of one that
 * already matched (the table keeps no history to tell them apart). A renewal, restore or the end of a
 * suspension brings a listing back without an edit, and is not counted.
 */
function changedSince(lastSeenAt: Date): SQL {
  const since = lastSeenAt.toISOString();
  return sql`(${properties.createdAt} > ${since}::timestamptz or ${properties.updatedAt} > ${since}::timestamptz)`;
}

/** The forward search's matches since then, read no further than the cap + 1, as the search's total is. */
function cappedNewMatches(db: Database, url: string, lastSeenAt: Date): SQL<number> {
  const search = searchOfUrl(url);
  if (!search) return sql<number>`0`;
  const rows = db
    .select({ one: sql`1` })
    .from(properties)
    .where(and(searchConditions(search), filterIndexRanges(search), changedSince(lastSeenAt)))
    .limit(SEARCH_COUNT_CAP + 1);
  return sql<number>`(select count(*)::int from (${rows}) as found)`;
}

/**
 * The new matches of each saved search, in one statement (a person has at most MAX_SAVED_SEARCHES): the
 * search its URL runs, live listings only, posted or edited after `lastSeenAt`, capped like search totals.
 */
export async function countNewMatches(
  db: Database,
  searches: readonly { url: string; lastSeenAt: Date }[],
): Promise<CappedCount[]> {
  if (searches.length === 0) return [];
  const counts = Object.fromEntries(
    searches.map((search, index) => [`c${index}`, cappedNewMatches(db, search.url, search.lastSeenAt)]),
  );
  const [row] = await db.select(counts).from(sql`(select 1) as one`);
  return searches.map((_, index) => capCount(Number(row?.[`c${index}`] ?? 0)));
}
