import { describe, expect, it } from 'vitest';
import {
  AMENITIES,
  FILTER_PURPOSES,
  FILTER_SUB_TYPES,
  FURNISHINGS,
  POSTED_BY_OPTIONS,
  PROPERTY_TYPES,
  SEEKER_TENANTS,
} from '../enums.ts';
import { FILTER_DEFAULTS, type FilterState, normalizeFilters } from './filter-state.ts';
import { BATHROOM_OPTIONS, BEDROOM_OPTIONS } from './options.ts';
import { filtersFromSearchParams, filtersToSearchParams } from './url-codec.ts';

const state = (changes: Partial<FilterState>): FilterState => ({ ...FILTER_DEFAULTS, ...changes });
const encode = (filters: FilterState) => filtersToSearchParams(filters).toString();

/** A small seeded generator, so a failing random case can be replayed. */
function rng(seed: number): () => number {
  let value = seed;
  return () => {
    value = (value * 1_103_515_245 + 12_345) % 2_147_483_648;
    return value / 2_147_483_648;
  };
}

function some<T>(random: () => number, options: readonly T[]): T[] {
  return options.filter(() => random() < 0.3);
}

function randomState(random: () => number): FilterState {
  const amount = (max: number) => Math.round(random() * max);
  const pick = <T>(options: readonly T[]) => options[Math.floor(random() * options.length)] as T;
  const texts = ['', 'Bikaner', 'JNV Colony', 'a,b&c=d', '100% _new_ \\ ?#', 'नया घर', '  spaced  '];
  return normalizeFilters({
    searchTerm: pick(texts),
    purpose: pick(FILTER_PURPOSES),
    propertyType: pick(PROPERTY_TYPES),
    subType: some(random, FILTER_SUB_TYPES),
    bedrooms: some(random, BEDROOM_OPTIONS),
    bathrooms: some(random, BATHROOM_OPTIONS),
    furnishing: some(random, FURNISHINGS),
    budget: random() < 0.5 ? FILTER_DEFAULTS.budget : [amount(10_000_000), amount(60_000_000)],
    area: random() < 0.5 ? FILTER_DEFAULTS.area : [amount(5000), amount(12_000)],
    postedBy: some(random, POSTED_BY_OPTIONS),
    amenities: some(random, AMENITIES),
    tenant: some(random, SEEKER_TENANTS),
  });
}

describe('filtersToSearchParams', () => {
  it('writes nothing for the defaults', () => {
    expect(encode(FILTER_DEFAULTS)).toBe('');
  });

  it('writes only what differs from the defaults, lists as repeated parameters', () => {
    const filters = state({
      searchTerm: 'JNV Colony',
      purpose: 'rent',
      bedrooms: [3, 2],
      budget: [5_000, 10_000_000],
      amenities: ['swimmingPool', 'lift'],
    });
    expect(encode(filters)).toBe(
      'q=JNV+Colony&purpose=rent&bedrooms=2&bedrooms=3&minPrice=5000&amenities=lift&amenities=swimmingPool',
    );
  });

  it('writes every field under its API name', () => {
    const filters = state({
      searchTerm: 'x',
      purpose: 'pg',
      propertyType: 'commercial',
      subType: ['shop'],
      bedrooms: [5],
      bathrooms: [4],
      furnishing: ['semi-furnished'],
      budget: [100_000, 200_000],
      area: [300, 400],
      postedBy: ['builder'],
      amenities: ['parking'],
      tenant: ['women'],
    });
    expect([...filtersToSearchParams(filters).keys()]).toEqual([
      'q',
      'purpose',
      'type',
      'subType',
      'bedrooms',
      'bathrooms',
      'furnishing',
      'minPrice',
      'maxPrice',
      'minArea',
      'maxArea',
      'postedBy',
      'amenities',
      'tenant',
    ]);
  });

  it('gives one link for one search, however the state was built', () => {
    const a = state({ bedrooms: [3, 1, 3], searchTerm: ' Bikaner ', budget: [900_000, 100_000] });
    const b = state({ bedrooms: [1, 3], searchTerm: 'Bikaner', budget: [100_000, 900_000] });
    expect(encode(a)).toBe(encode(b));
  });

  it('omits blank search text', () => {
    expect(encode(state({ searchTerm: '   ' }))).toBe('');
  });
});

describe('filtersFromSearchParams', () => {
  it('reads the defaults from an empty query', () => {
    expect(filtersFromSearchParams('')).toEqual(FILTER_DEFAULTS);
    expect(filtersFromSearchParams(new URLSearchParams())).toEqual(FILTER_DEFAULTS);
  });

  it('reads a shared link', () => {
    expect(
      filtersFromSearchParams(
        '?q=Bikaner&purpose=rent&type=commercial&subType=shop&subType=office&bedrooms=2,3&bathrooms=4%2B&furnishing=furnished&minPrice=5000&maxPrice=50000&minArea=100&maxArea=900&postedBy=owner&amenities=swimming-pool,Wi-Fi,gym&tenant=women&tenant=family',
      ),
    ).toEqual({
      searchTerm: 'Bikaner',
      purpose: 'rent',
      propertyType: 'commercial',
      subType: ['office', 'shop'],
      bedrooms: [2, 3],
      bathrooms: [4],
      furnishing: ['furnished'],
      budget: [5000, 50_000],
      area: [100, 900],
      postedBy: ['owner'],
      amenities: ['swimmingPool', 'gym', 'internet'],
      tenant: ['family', 'women'],
    });
  });

  it('ignores bad values and keeps the good ones', () => {
    const filters = filtersFromSearchParams(
      'purpose=lease&type=land&subType=castle,flat,studio&bedrooms=0,2,9,x&bathrooms=-1,1&furnishing=fully,unfurnished&minPrice=abc&maxPrice=-5&minArea=1e9x&maxArea=800&postedBy=agent,builder&amenities=moat,lift&tenant=students,women',
    );
    expect(filters).toEqual({
      ...FILTER_DEFAULTS,
      subType: ['flat'],
      bedrooms: [2],
      bathrooms: [1],
      furnishing: ['unfurnished'],
      area: [0, 800],
      postedBy: ['builder'],
      amenities: ['lift'],
      tenant: ['women'],
    });
  });

  it('reads sell as buy, and lets a later good value of a single field win', () => {
    expect(filtersFromSearchParams('purpose=sell').purpose).toBe('buy');
    expect(filtersFromSearchParams('purpose=rent&purpose=pg').purpose).toBe('pg');
    expect(filtersFromSearchParams('purpose=pg&purpose=junk').purpose).toBe('pg');
    expect(filtersFromSearchParams('minPrice=100&minPrice=oops').budget).toEqual([100, 10_000_000]);
  });

  it('puts a reversed range in order', () => {
    expect(filtersFromSearchParams('minPrice=900000&maxPrice=100000').budget).toEqual([100_000, 900_000]);
    expect(filtersFromSearchParams('minArea=3000&maxArea=1000').area).toEqual([1000, 3000]);
  });

  it('keeps amounts beyond the search sliders, which the sidebar allows', () => {
    expect(filtersFromSearchParams('minPrice=20000000&maxPrice=50000000').budget).toEqual([20_000_000, 50_000_000]);
  });

  it('trims the text and cuts it to 100 characters', () => {
    expect(filtersFromSearchParams(`q=${'x'.repeat(150)}`).searchTerm).toHaveLength(100);
    expect(filtersFromSearchParams('q=++lake++').searchTerm).toBe('lake');
  });

  it.each([
    '%',
    '&&&',
    '=',
    'bedrooms',
    'bedrooms=&amenities=,,,',
    'q',
    '?__proto__=1&constructor=2&toString=3',
    'amenities=toString&subType=constructor&furnishing=__proto__',
    'minPrice=Infinity&maxPrice=NaN&minArea=&maxArea=%20',
    '\u0000\uffff=\ud800',
  ])('survives garbage %j with a valid state', (query) => {
    const filters = filtersFromSearchParams(query);
    expect(filters).toEqual(normalizeFilters(filters));
    expect(filtersFromSearchParams(filtersToSearchParams(filters))).toEqual(filters);
  });

  it('survives random garbage', () => {
    const random = rng(7);
    const alphabet = 'abq=&,%+5-.x_ \\/?#';
    for (let run = 0; run < 500; run += 1) {
      const length = Math.floor(random() * 40);
      const query = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      const filters = filtersFromSearchParams(query);
      expect(filters, query).toEqual(normalizeFilters(filters));
      expect(filters.budget[0], query).toBeLessThanOrEqual(filters.budget[1]);
    }
  });
});

describe('round trip', () => {
  it('reads back every search it writes', () => {
    const random = rng(42);
    for (let run = 0; run < 500; run += 1) {
      const filters = randomState(random);
      const link = encode(filters);
      expect(filtersFromSearchParams(link), link).toEqual(filters);
      expect(filtersFromSearchParams(new URLSearchParams(link)), link).toEqual(filters);
    }
  });

  it('reads back any state as its normal form', () => {
    const messy = state({ searchTerm: ' x ', bedrooms: [3, 1, 3], amenities: ['gym', 'lift'], area: [900, 100] });
    expect(filtersFromSearchParams(filtersToSearchParams(messy))).toEqual(normalizeFilters(messy));
  });

  it('writes back the same link it read', () => {
    const link = 'q=Bikaner&purpose=pg&bedrooms=1&bedrooms=5&maxPrice=30000&amenities=lift';
    expect(encode(filtersFromSearchParams(link))).toBe(link);
  });
});
