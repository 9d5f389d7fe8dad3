import {
  capCount,
  PLACE_NOT_FOUND_MESSAGE,
  PLACE_SEGMENTS,
  type Place,
  type PlaceNames,
  type PlaceSegment,
  type TopCities,
} from '@aangan/domain';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { readPlaceHead, readTopCities, readTopLocalities } from './place-reads.ts';

export { segmentConditions } from './place-reads.ts';
export { placeSuggestionsJob } from './suggestion-job.ts';
export { refreshPlaceSuggestions } from './suggestion-refresh.ts';
export { suggestPlaces } from './suggestions.ts';

function placeNotFound(): AppError {
  return new AppError('NOT_FOUND', PLACE_NOT_FOUND_MESSAGE);
}

/**
 * A city or locality page (decision 023), in two statements run side by side: the place's names and its
 * counts per segment, and the city's top localities in the segment. A place is known while any live listing
 * has its slug, in any segment; an unknown one is a 404. A known place whose segment has no listing answers
 * a count of 0, with the other segments' counts to link to. Every count stops at the search's cap.
 */
export async function findPlace(db: Database, segment: PlaceSegment, city: string, locality?: string): Promise<Place> {
  const [head, localities] = await Promise.all([
    readPlaceHead(db, city, locality),
    readTopLocalities(db, segment, city),
  ]);
  if (head.city === null || (locality && head.locality === null)) throw placeNotFound();
  const segments = PLACE_SEGMENTS.map((each) => ({ segment: each, ...capCount(head.found[each]) }));
  return {
    segment,
    city: { name: head.city, slug: city },
    locality: locality && head.locality ? { name: head.locality, slug: locality } : null,
    ...capCount(head.found[segment]),
    localities: localities.map((row) => ({ name: row.name ?? row.slug, slug: row.slug, ...capCount(row.found) })),
    segments,
  };
}

/**
 * A place's names as its page shows them (saved searches name themselves with them, decision 029), or null
 * when no live listing names the place, so it has no page.
 */
export async function findPlaceNames(db: Database, city: string, locality?: string): Promise<PlaceNames | null> {
  const head = await readPlaceHead(db, city, locality);
  if (head.city === null || (locality && head.locality === null)) return null;
  return { city: head.city, locality: head.locality ?? undefined };
}

/** The cities with the most live listings, most first (ties by slug), with their common spelling. */
export async function findTopCities(db: Database): Promise<TopCities> {
  return { cities: await readTopCities(db) };
}
