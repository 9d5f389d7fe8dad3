import {
  type CappedCount,
  SAVED_SEARCH_MESSAGES as M,
  MAX_SAVED_SEARCHES,
  type PlaceNames,
  readSavedSearchUrl,
  type SavedSearch,
  type SavedSearchCreate,
  type SavedSearchList,
  type SavedSearchUpdate,
  savedSearchUrl,
  suggestSearchName,
} from '@aangan/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { savedSearches, user } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { findPlaceNames } from '../places/service.ts';
import { countNewMatches } from './new-matches.ts';
import { filterColumnsOf, searchOf } from './search-of.ts';

type SavedSearchRow = typeof savedSearches.$inferSelect;

function notFound(): AppError {
  return new AppError('NOT_FOUND', M.notFound);
}

function badUrl(message: string): AppError {
  return new AppError('BAD_REQUEST', message, { url: message });
}

function toSavedSearch(row: SavedSearchRow, newMatches: CappedCount): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    frequency: row.frequency,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    newMatches: newMatches.count,
    newMatchesCapped: newMatches.countCapped,
  };
}

async function withNewMatches(db: Database, rows: readonly SavedSearchRow[]): Promise<SavedSearch[]> {
  const counts = await countNewMatches(db, rows);
  return rows.map((row, index) => toSavedSearch(row, counts[index] ?? { count: 0, countCapped: false }));
}

/** The person's saved searches, newest first (ties by id), each with its new matches. */
export async function listSavedSearches(db: Database, userId: string): Promise<SavedSearchList> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return { items: await withNewMatches(db, rows) };
}

type FindPlaceNames = typeof findPlaceNames;

/**
 * What a results page is saved as, by a person or as a guest's alert (decision 029): its canonical URL, its
 * name (as given, or the English suggestion) and the filter columns the reverse match reads, all from one
 * parse. A bad address or a place without listings is 400. The alert benchmark writes its 100,000 searches
 * through this too, so their columns are exactly what a save writes; it passes a remembering `placeNames`,
 * since it names the same places again and again.
 */
export async function searchToSave(
  db: Database,
  input: SavedSearchCreate,
  placeNames: FindPlaceNames = findPlaceNames,
) {
  const target = readSavedSearchUrl(input.url);
  if (!target) throw badUrl(M.notAResultsPage);
  // A place page's names as its page shows them; a place no live listing names has no page to save (400).
  let place: PlaceNames | undefined;
  if (target.place) {
    place = (await placeNames(db, target.place.city, target.place.locality)) ?? undefined;
    if (!place) throw badUrl(M.unknownPlace);
  }
  return {
    url: savedSearchUrl(target),
    name: input.name ?? suggestSearchName(target, place),
    columns: filterColumnsOf(searchOf(target)),
  };
}

/**
 * Saves a results page as a search: stored under its canonical URL with its filter columns, named as given or
 * with the English suggestion. The person's row is locked first, so two saves at once cannot both pass the
 * limit; the same search twice is refused (409) rather than returned, so a name typed the second time is not
 * silently dropped, and the page can say it is already saved.
 */
export async function saveSearch(db: Database, userId: string, input: SavedSearchCreate): Promise<SavedSearch> {
  const { url, name, columns } = await searchToSave(db, input);
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    const [already] = await tx
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(and(eq(savedSearches.userId, userId), eq(savedSearches.url, url)));
    if (already) throw new AppError('CONFLICT', M.alreadySaved);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if (Number(count) >= MAX_SAVED_SEARCHES) throw new AppError('CONFLICT', M.limitReached);
    const [inserted] = await tx
      .insert(savedSearches)
      .values({ userId, name, url, ...columns })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('The saved search was not stored');
  // Just seen: nothing is new to it yet.
  return toSavedSearch(row, { count: 0, countCapped: false });
}

/** Renames a saved search of the person, or changes its frequency; someone else's is not there (404). */
export async function updateSavedSearch(
  db: Database,
  userId: string,
  id: string,
  update: SavedSearchUpdate,
): Promise<SavedSearch> {
  const [row] = await db
    .update(savedSearches)
    .set({
      ...(update.name !== undefined ? { name: update.name } : {}),
      ...(update.frequency !== undefined ? { frequency: update.frequency } : {}),
    })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  if (!row) throw notFound();
  const [item] = await withNewMatches(db, [row]);
  return item as SavedSearch;
}

export async function deleteSavedSearch(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw notFound();
}

/** The person opened the search now: its new matches count from here. */
export async function markSavedSearchSeen(db: Database, userId: string, id: string): Promise<void> {
  const seen = await db
    .update(savedSearches)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (seen.length === 0) throw notFound();
}

/** For the alerts (modules/alerts): the reverse match and the forward search of a saved URL. */
export { savedSearchesMatching } from './matching.ts';
export { searchOfUrl } from './search-of.ts';
