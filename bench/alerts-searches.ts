/**
 * Plausible saved searches for the alert benchmark, reproducible from a seed: the results addresses people
 * save (a home tab, or a city or locality page of a place that has listings, the popular places far more
 * often), with the filters people set (BHK, budget, sub-type, furnishing, a few amenities, now and then a
 * word), and how often they want mail. They are addresses, as a person saves them: the server's own
 * column writer turns each into its filter columns (bench/alerts-data.ts).
 */
import { chance, createRng, pickWeighted, type Rng } from '@aangan/server/data-tools';

/** A place with live listings, as the bench database has them (most listings first). */
export interface BenchPlace {
  citySlug: string;
  localitySlugs: readonly string[];
}

type AlertFrequency = 'instant' | 'daily' | 'weekly';

interface PlannedSearch {
  url: string;
  frequency: AlertFrequency;
}

export interface PlannedPerson {
  index: number;
  locale: 'en' | 'hi';
  searches: PlannedSearch[];
}

/** Zipf weights (1 / rank): the first place is searched twice as often as the second. */
function zipf<T>(items: readonly T[]): (readonly [T, number])[] {
  return items.map((item, index) => [item, 1 / (index + 1)] as const);
}

type Segment = 'buy' | 'rent' | 'pg' | 'commercial';

const SEGMENTS: readonly (readonly [Segment, number])[] = [
  ['rent', 40],
  ['buy', 35],
  ['pg', 12],
  ['commercial', 13],
];

/** Budgets people type, per segment (whole rupees; a monthly rent for rent and PG). */
const MAX_BUDGETS: Record<Segment, readonly number[]> = {
  rent: [8_000, 10_000, 12_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 75_000],
  pg: [5_000, 6_000, 8_000, 10_000, 12_000, 15_000],
  buy: [2_000_000, 3_000_000, 4_000_000, 5_000_000, 6_000_000, 7_500_000, 8_000_000, 9_000_000],
  commercial: [25_000, 50_000, 100_000, 200_000, 500_000],
};

const RESIDENTIAL_SUB_TYPES: readonly (readonly [string, number])[] = [
  ['flat', 60],
  ['house', 25],
  ['plot', 8],
  ['farmhouse', 4],
  ['penthouse', 3],
];
const COMMERCIAL_SUB_TYPES: readonly (readonly [string, number])[] = [
  ['office', 40],
  ['shop', 35],
  ['warehouse', 12],
  ['industrial', 6],
  ['coworking', 7],
];
const AMENITY_CHOICES: readonly (readonly [string, number])[] = [
  ['parking', 30],
  ['lift', 25],
  ['security', 20],
  ['powerBackup', 15],
  ['gym', 6],
  ['swimmingPool', 4],
];
/** Words people type into the search box; most are in some listings' text, one rarely is. */
const SEARCH_TERMS = ['metro', 'corner', 'main road', 'park facing', 'society', 'station', 'haveli', 'sea view'];

/** Where a saved search points: mostly a place page, otherwise a home tab. */
function searchPath(rng: Rng, places: readonly BenchPlace[]): { path: string; segment: Segment | 'all' } {
  const kind = pickWeighted(rng, [
    ['city', 45],
    ['locality', 25],
    ['tab', 30],
  ] as const);
  if (kind === 'tab') {
    const tabs: (readonly [Segment | 'all', number])[] = [['all', 5], ...SEGMENTS.map(([s, w]) => [s, w / 4] as const)];
    const tab = pickWeighted(rng, tabs);
    return { path: tab === 'all' ? '/' : `/${tab}`, segment: tab };
  }
  const segment = pickWeighted(rng, SEGMENTS);
  const place = pickWeighted(rng, zipf(places));
  if (kind === 'locality' && place.localitySlugs.length > 0) {
    const locality = pickWeighted(rng, zipf(place.localitySlugs));
    return { path: `/${segment}/${place.citySlug}/${locality}`, segment };
  }
  return { path: `/${segment}/${place.citySlug}`, segment };
}

/** The filters, each set by some of the people, as the results page writes them into the address. */
function searchQuery(rng: Rng, segment: Segment | 'all'): URLSearchParams {
  const query = new URLSearchParams();
  const commercial = segment === 'commercial';
  if (!commercial && chance(rng, 0.55)) {
    const first = pickWeighted(rng, [
      [1, 15],
      [2, 35],
      [3, 35],
      [4, 10],
      [5, 5],
    ] as const);
    query.append('bedrooms', String(first));
    if (first < 5 && chance(rng, 0.4)) query.append('bedrooms', String(first + 1));
  }
  if (segment !== 'all' && chance(rng, 0.5)) {
    const max = pickWeighted(rng, zipf(MAX_BUDGETS[segment]));
    if (chance(rng, 0.2)) query.set('minPrice', String(Math.round(max / 2)));
    query.set('maxPrice', String(max));
  }
  if (chance(rng, 0.25))
    query.append('subType', pickWeighted(rng, commercial ? COMMERCIAL_SUB_TYPES : RESIDENTIAL_SUB_TYPES));
  if (!commercial && chance(rng, segment === 'rent' || segment === 'pg' ? 0.25 : 0.08)) {
    query.append(
      'furnishing',
      pickWeighted(rng, [
        ['furnished', 1],
        ['semi-furnished', 2],
        ['unfurnished', 1],
      ] as const),
    );
  }
  if (chance(rng, 0.12)) {
    query.append('amenities', pickWeighted(rng, AMENITY_CHOICES));
    if (chance(rng, 0.3)) query.append('amenities', pickWeighted(rng, AMENITY_CHOICES));
  }
  if (chance(rng, 0.08)) query.append('postedBy', chance(rng, 0.85) ? 'owner' : 'builder');
  if (!commercial && chance(rng, 0.05)) query.append('bathrooms', String(pickWeighted(rng, zipf([2, 1, 3]))));
  if (chance(rng, 0.08)) {
    const min = pickWeighted(rng, zipf([800, 1000, 500, 1200, 1500]));
    query.set('minArea', String(min));
    if (chance(rng, 0.3)) query.set('maxArea', String(min * 2));
  }
  if (chance(rng, 0.03)) query.set('q', pickWeighted(rng, zipf(SEARCH_TERMS)));
  return query;
}

function plannedSearch(rng: Rng, places: readonly BenchPlace[]): PlannedSearch {
  const { path, segment } = searchPath(rng, places);
  const query = searchQuery(rng, segment).toString();
  const frequency = pickWeighted(rng, [
    ['daily', 80],
    ['instant', 12],
    ['weekly', 8],
  ] as const);
  return { url: query ? `${path}?${query}` : path, frequency };
}

/**
 * People and their searches, without end (the caller stops at its count): each has 1 to `perPersonMax`
 * (about 2.5 on average, a geometric spread: most save one or two, a few many), distinct addresses per
 * person as generated (the server's canonical spelling is checked again when they are written).
 */
export function* planPeople(
  seed: number,
  places: readonly BenchPlace[],
  perPersonMax: number,
): Generator<PlannedPerson> {
  if (places.length === 0) throw new Error('the bench database has no places to search');
  const rng = createRng(seed);
  for (let index = 0; ; index++) {
    let count = 1;
    while (count < perPersonMax && chance(rng, 0.6)) count++;
    const urls = new Set<string>();
    const searches: PlannedSearch[] = [];
    for (let attempt = 0; searches.length < count && attempt < count * 20; attempt++) {
      const search = plannedSearch(rng, places);
      if (urls.has(search.url)) continue;
      urls.add(search.url);
      searches.push(search);
    }
    yield { index, locale: chance(rng, 0.25) ? 'hi' : 'en', searches };
  }
}
