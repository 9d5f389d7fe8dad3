/**
 * Place suggestions from what someone typed (issue 21, decision 031): 'jaipr' → Jaipur, 'बीकानेर' → Bikaner,
 * 'mg road bangalore' → MG Road in Bengaluru, 'mg road' alone → the MG Roads of every city that has one.
 * Exact spellings (a name, an alias or the Devanagari name) come first, then names the text begins, then typos.
 */
import { type GazetteerPlace, placesNear, placesStartingWith, placesWithKey } from './gazetteer.ts';
import { normalisePlaceText } from './place-text.ts';

type PlaceMatch = 'exact' | 'prefix' | 'typo';

export interface PlaceCandidate extends GazetteerPlace {
  match: PlaceMatch;
  /** Typos between the text and the place's nearest spelling: 0 unless `match` is 'typo'. */
  distance: number;
}

export interface MatchPlacesOptions {
  /** A city already chosen (its slug): its localities come before any other city's. */
  city?: string | undefined;
  /** At most this many candidates; 8 by default. */
  limit?: number;
}

const MATCH_ORDER: Record<PlaceMatch, number> = { exact: 0, prefix: 1, typo: 2 };
/** A prefix of one letter matches too much to be worth suggesting. */
const MIN_PREFIX = 2;
/** Place names have a few words; past this many the text is not a place name, and the work stays bounded. */
const MAX_WORDS = 6;

function inCity(place: GazetteerPlace, city: string | undefined): boolean {
  return city !== undefined && place.citySlug === city;
}

/** Candidates for one key, each place once with its best match. */
function candidatesFor(key: string): PlaceCandidate[] {
  const found = new Map<GazetteerPlace, PlaceCandidate>();
  const add = (place: GazetteerPlace, match: PlaceMatch, distance: number) => {
    const known = found.get(place);
    if (known === undefined || MATCH_ORDER[match] < MATCH_ORDER[known.match]) {
      found.set(place, { ...place, match, distance });
    }
  };
  for (const place of placesWithKey(key)) add(place, 'exact', 0);
  if (key.length >= MIN_PREFIX) for (const place of placesStartingWith(key)) add(place, 'prefix', 0);
  for (const { place, distance } of placesNear(key)) add(place, 'typo', distance);
  return [...found.values()];
}

function ranked(candidates: PlaceCandidate[], city: string | undefined): PlaceCandidate[] {
  return candidates.sort(
    (a, b) =>
      Number(inCity(b, city)) - Number(inCity(a, city)) ||
      MATCH_ORDER[a.match] - MATCH_ORDER[b.match] ||
      a.distance - b.distance ||
      a.rank - b.rank,
  );
}

/**
 * A city named at either end of several words, and the words left beside it: exact names before typos (a
 * typo reading would take 'gurgaon mg' for Gurgaon), longer names before shorter ('navi mumbai' is not Mumbai).
 */
function splitOffCity(words: readonly string[]): { city: PlaceCandidate; rest: string[] } | undefined {
  for (const wanted of ['exact', 'typo'] as const) {
    for (let size = words.length - 1; size >= 1; size--) {
      const ends = [
        { named: words.slice(-size), rest: words.slice(0, -size) },
        { named: words.slice(0, size), rest: words.slice(size) },
      ];
      for (const { named, rest } of ends) {
        const city = candidatesFor(named.join('')).find((found) => found.kind === 'city' && found.match === wanted);
        if (city) return { city, rest };
      }
    }
  }
  return undefined;
}

/** Ranked places for a text; none for blank text or text that names no place. */
export function matchPlaces(text: string, options: MatchPlacesOptions = {}): PlaceCandidate[] {
  const limit = options.limit ?? 8;
  const words = normalisePlaceText(text).split(' ').filter(Boolean);
  if (words.length === 0 || words.length > MAX_WORDS || limit <= 0) return [];
  const whole = candidatesFor(words.join(''));
  if (whole.some((candidate) => candidate.match === 'exact')) {
    return ranked(whole, options.city).slice(0, limit);
  }
  // 'mg road bangalore': a locality of the city named beside it, else the city.
  const split = words.length > 1 ? splitOffCity(words) : undefined;
  if (split) {
    const localities = candidatesFor(split.rest.join('')).filter(
      (candidate) => candidate.kind === 'locality' && candidate.citySlug === split.city.slug,
    );
    return ranked(localities.length > 0 ? localities : [split.city], split.city.slug).slice(0, limit);
  }
  return ranked(whole, options.city).slice(0, limit);
}
