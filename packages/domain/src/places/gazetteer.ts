/**
 * The gazetteer's places and the lookups over them (decision 031): by exact key (a name, an alias or the
 * Devanagari name), by typo (places/edit-distance.ts) and, for suggestions as someone types, by prefix.
 * The index is built on first use, so importing this module costs nothing until a place is looked up.
 */
import { boundedEditDistance, letterMask, mayBeWithin, typoAllowance } from './edit-distance.ts';
import { GAZETTEER_CITIES } from './gazetteer-cities.ts';
import { GAZETTEER_LOCALITIES } from './gazetteer-localities.ts';
import type { LatLng } from './lat-lng.ts';
import { placeKey } from './place-text.ts';
import { placeSlug } from './slug.ts';

type PlaceKind = 'city' | 'locality';

/** A place as the matcher answers it: slugs (the search's place filters) and names in both scripts. */
export interface GazetteerPlace {
  kind: PlaceKind;
  slug: string;
  name: string;
  hindi: string | undefined;
  /** The city's slug and names; a city's are its own. */
  citySlug: string;
  cityName: string;
  cityHindi: string;
  /** The place's approximate centre on the map (decision 036). */
  centre: LatLng;
  /** Order in the gazetteer (cities largest first, then localities): breaks ties between equal matches. */
  rank: number;
}

/** One way a place can be written, as a key (places/place-text.ts). */
interface PlaceSpelling {
  key: string;
  /** letterMask(key), for the quick test before a typo distance. */
  mask: number;
  place: GazetteerPlace;
}

interface PlaceIndex {
  spellings: PlaceSpelling[];
  byKey: Map<string, PlaceSpelling[]>;
  /** Each place by its city's slug and its own ('' for a city). */
  bySlug: Map<string, GazetteerPlace>;
  /** Spellings by key length: a typo look-up compares only keys within its allowance of the key's length. */
  byLength: Map<number, PlaceSpelling[]>;
}

function spellingsOf(place: GazetteerPlace, names: readonly (string | undefined)[]): PlaceSpelling[] {
  const keys = new Set(names.filter((name) => name !== undefined).map(placeKey));
  return [...keys].filter((key) => key !== '').map((key) => ({ key, mask: letterMask(key), place }));
}

function buildIndex(): PlaceIndex {
  const spellings: PlaceSpelling[] = [];
  const cities = new Map<string, GazetteerPlace>();
  GAZETTEER_CITIES.forEach((city, rank) => {
    const slug = placeSlug(city.name);
    const place: GazetteerPlace = {
      kind: 'city',
      slug,
      name: city.name,
      hindi: city.hindi,
      citySlug: slug,
      cityName: city.name,
      cityHindi: city.hindi,
      centre: city.centre,
      rank,
    };
    cities.set(city.name, place);
    spellings.push(...spellingsOf(place, [city.name, city.hindi, ...(city.aliases ?? [])]));
  });
  GAZETTEER_LOCALITIES.forEach((locality, index) => {
    const city = cities.get(locality.city);
    if (city === undefined) return; // gazetteer.test.ts checks that every locality's city is listed
    const place: GazetteerPlace = {
      kind: 'locality',
      slug: placeSlug(locality.name),
      name: locality.name,
      hindi: locality.hindi,
      citySlug: city.slug,
      cityName: city.name,
      cityHindi: city.cityHindi,
      centre: locality.centre,
      rank: GAZETTEER_CITIES.length + index,
    };
    spellings.push(...spellingsOf(place, [locality.name, locality.hindi, ...(locality.aliases ?? [])]));
  });
  const bySlug = new Map<string, GazetteerPlace>();
  for (const { place } of spellings) {
    const slug = slugKey(place.citySlug, place.kind === 'city' ? '' : place.slug);
    if (!bySlug.has(slug)) bySlug.set(slug, place);
  }
  const byKey = new Map<string, PlaceSpelling[]>();
  const byLength = new Map<number, PlaceSpelling[]>();
  for (const spelling of spellings) {
    byKey.set(spelling.key, [...(byKey.get(spelling.key) ?? []), spelling]);
    byLength.set(spelling.key.length, [...(byLength.get(spelling.key.length) ?? []), spelling]);
  }
  return { spellings, byKey, byLength, bySlug };
}

function slugKey(citySlug: string, localitySlug: string): string {
  return `${citySlug}/${localitySlug}`;
}

let index: PlaceIndex | undefined;

function placeIndex(): PlaceIndex {
  index ??= buildIndex();
  return index;
}

/** Every place one spelling of which has exactly this key. */
export function placesWithKey(key: string): GazetteerPlace[] {
  return (placeIndex().byKey.get(key) ?? []).map((spelling) => spelling.place);
}

/** The gazetteer's city with this slug, or its locality with this slug; undefined for a place it does not know. */
export function placeWithSlug(citySlug: string, localitySlug = ''): GazetteerPlace | undefined {
  return placeIndex().bySlug.get(slugKey(citySlug, localitySlug));
}

/** A place found by a typo-tolerant look-up, with how many typos apart it was. */
export interface NearPlace {
  place: GazetteerPlace;
  distance: number;
}

/**
 * The places a key is a typo of, as near as the key's length allows (typoAllowance), nearest first, each once;
 * not those it spells exactly. `among` narrows the look-up (a city's localities, say).
 */
export function placesNear(key: string, among?: (place: GazetteerPlace) => boolean): NearPlace[] {
  const max = typoAllowance(key.length);
  if (max === 0) return [];
  const { byLength } = placeIndex();
  const exact = new Set(placesWithKey(key));
  const mask = letterMask(key);
  const best = new Map<GazetteerPlace, number>();
  for (let length = key.length - max; length <= key.length + max; length++) {
    for (const spelling of byLength.get(length) ?? []) {
      if (!mayBeWithin(mask, spelling.mask, max)) continue;
      if (exact.has(spelling.place) || (among && !among(spelling.place))) continue;
      const distance = boundedEditDistance(key, spelling.key, max);
      if (distance === undefined || distance === 0) continue;
      const known = best.get(spelling.place);
      if (known === undefined || distance < known) best.set(spelling.place, distance);
    }
  }
  return [...best].map(([place, distance]) => ({ place, distance })).sort(byDistanceThenRank);
}

function byDistanceThenRank(a: NearPlace, b: NearPlace): number {
  return a.distance - b.distance || a.place.rank - b.place.rank;
}

/** Every place one spelling of which starts with the key (suggestions while someone is still typing). */
export function placesStartingWith(key: string): GazetteerPlace[] {
  const found = new Set<GazetteerPlace>();
  for (const spelling of placeIndex().spellings) if (spelling.key.startsWith(key)) found.add(spelling.place);
  return [...found];
}
