/**
 * What many people searching at once ask (issue 22's realistic mix), as a fixed-seed sequence of API paths:
 * 80 % drawn from a Zipf distribution (s = 1) over about 500 popular shapes — city × buy/rent/PG × BHK ×
 * budget band × page 1–3 — and 20 % a long tail where every query is new (a locality, or words typed in the
 * search box as the web sends them, exact prices, amenities, a sort), so no cache can answer it. Budgets are set
 * from each city's rate as the data factory prices its listings (seed/listing-parts.ts), so the popular shapes
 * find rows.
 */
import {
  type BedroomOption,
  FILTER_AMENITIES,
  type FilterAmenity,
  type PropertySearchInput,
  parseSearchQuery,
  placeSlug,
  SORT_OPTIONS,
  searchQueryToParams,
} from '@aangan/domain';
import { CITIES, createRng, type Rng } from '@aangan/server/data-tools';

/** Change it and every mix changes; results of different seeds are not comparable. */
const MIX_SEED = 20_261_127;
const LONG_TAIL_SHARE = 0.2;
const PAGE_SIZE = 12;
const PAGES = [1, 2, 3] as const;
const BEDROOMS: readonly BedroomOption[] = [1, 2, 3];

type MixPurpose = 'buy' | 'rent' | 'pg';
const PURPOSES: readonly MixPurpose[] = ['buy', 'rent', 'pg'];
type City = (typeof CITIES)[number];

export interface MixSequence {
  /** The popular shapes, most asked first (rank 1 has Zipf weight 1, rank k 1/k). */
  popular: readonly string[];
  /** Every request of the run in order; a run longer than this starts again from the first. */
  paths: readonly string[];
  longTailShare: number;
}

/**
 * A typical asking price of a city's homes for a purpose, as the factory prices them: a sale at the city's
 * rate × about 1,000 sq.ft built-up, a rent at 0.26 % of that a month, a PG bed at ₹2,500 + 0.45 × the rate.
 */
function typicalPrice(city: City, purpose: MixPurpose): { price: number; step: number } {
  if (purpose === 'buy') return { price: city.saleRate * 1_000, step: 100_000 };
  if (purpose === 'rent') return { price: city.saleRate * 1_000 * 0.0026, step: 1_000 };
  return { price: 2_500 + city.saleRate * 0.45, step: 500 };
}

/** Under, around and over the typical price, in round figures as a budget picker offers them. */
function budgetBands(city: City, purpose: MixPurpose): { minPrice?: number; maxPrice?: number }[] {
  const { price, step } = typicalPrice(city, purpose);
  const low = Math.round((price * 0.8) / step) * step;
  const high = Math.round((price * 1.5) / step) * step;
  return [{ maxPrice: low }, { minPrice: low, maxPrice: high }, { minPrice: high }];
}

/** As the web asks: its own query string writer, so equal searches are equal URLs (and cache keys). */
function toPath(query: PropertySearchInput): string {
  return `/api/properties?${searchQueryToParams(query)}`;
}

/** City × purpose × BHK (none for PG) × budget band × page, ranked page 1 first, then in a seeded shuffle. */
function popularShapes(rng: Rng): string[] {
  const byPage = PAGES.map(() => [] as string[]);
  for (const city of CITIES) {
    for (const purpose of PURPOSES) {
      for (const band of budgetBands(city, purpose)) {
        const rooms = purpose === 'pg' ? [undefined] : BEDROOMS.map((count) => [count]);
        for (const bedrooms of rooms) {
          PAGES.forEach((page, index) => {
            const query = { city: placeSlug(city.name), purpose, bedrooms, ...band, page, limit: PAGE_SIZE };
            byPage[index]?.push(toPath(query));
          });
        }
      }
    }
  }
  return byPage.flatMap((paths) => shuffle(rng, paths));
}

function shuffle<T>(rng: Rng, items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index--) {
    const other = Math.floor(rng() * (index + 1));
    [items[index], items[other]] = [items[other] as T, items[index] as T];
  }
  return items;
}

function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
}

/**
 * One query nobody asked before: a place as a filter or as text, exact rupee prices around the city's
 * typical one, maybe rooms and amenities, any sort and page.
 */
function longTailQuery(rng: Rng): PropertySearchInput {
  const city = pick(rng, CITIES);
  const place = pick(rng, city.localities);
  const purpose = pick(rng, PURPOSES);
  const { price } = typicalPrice(city, purpose);
  const minPrice = Math.floor(price * (0.3 + rng() * 0.7));
  const maxPrice = minPrice + Math.floor(price * (0.5 + rng() * 2));
  const where = rng();
  const text =
    where < 0.4
      ? { city: placeSlug(city.name), locality: placeSlug(place.name) }
      : asTheWebSends(where < 0.7 ? `${place.name} ${city.name}` : pick(rng, place.streets));
  const amenities = FILTER_AMENITIES.filter(() => rng() < 0.12) as FilterAmenity[];
  return {
    ...text,
    purpose,
    ...(purpose !== 'pg' && rng() < 0.5 ? { bedrooms: [pick(rng, BEDROOMS)] } : {}),
    minPrice,
    maxPrice,
    ...(amenities.length > 0 ? { amenities } : {}),
    sort: pick(rng, SORT_OPTIONS),
    page: pick(rng, PAGES),
    limit: PAGE_SIZE,
  };
}

/**
 * Typed words as the web's search box sends them (issue 21's reader, decision 031): a place it recognises
 * becomes the place's city and locality, and only the words left over are searched as text. 'Sadul Ganj
 * Bikaner' asks for a locality; 'Ring Road', a road in many towns, stays words.
 */
function asTheWebSends(typed: string): Pick<PropertySearchInput, 'city' | 'locality' | 'q'> {
  const { filters, rest } = parseSearchQuery(typed);
  return {
    ...(filters.city ? { city: filters.city } : {}),
    ...(filters.locality ? { locality: filters.locality } : {}),
    ...(rest ? { q: rest } : {}),
  };
}

/** Zipf (s = 1) over `count` ranks: a uniform number in, a rank's index out (by the cumulative weights). */
function zipf(count: number): (uniform: number) => number {
  const cumulative = new Float64Array(count);
  let total = 0;
  for (let rank = 1; rank <= count; rank++) {
    total += 1 / rank;
    cumulative[rank - 1] = total;
  }
  return (uniform) => {
    const target = uniform * total;
    let low = 0;
    let high = count - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? total) <= target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** The run's requests, the same for every run of the same length. */
export function mixSequence(length = 200_000): MixSequence {
  const rng = createRng(MIX_SEED);
  const popular = popularShapes(rng);
  const rankOf = zipf(popular.length);
  const seen = new Set(popular);
  const paths: string[] = [];
  while (paths.length < length) {
    if (rng() >= LONG_TAIL_SHARE) {
      paths.push(popular[rankOf(rng())] ?? '');
      continue;
    }
    // Exact prices almost never repeat; when they do, draw again, so each long-tail query is asked once.
    let path = toPath(longTailQuery(rng));
    while (seen.has(path)) path = toPath(longTailQuery(rng));
    seen.add(path);
    paths.push(path);
  }
  return { popular, paths, longTailShare: LONG_TAIL_SHARE };
}
