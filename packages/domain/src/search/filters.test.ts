import { describe, expect, expectTypeOf, it } from 'vitest';
import { type Amenity, FILTER_PURPOSES, PURPOSES, type SubTypeFilter } from '../enums.ts';
import { MAX_PAGE_SIZE, type PropertySearch, type PropertySearchInput, propertySearchSchema } from './filters.ts';
import type { BedroomOption, SortOption } from './options.ts';
import { SEARCH_PARAM_NAMES } from './param-names.ts';
import { SEARCH_PURPOSES, toStoredPurpose } from './purposes.ts';

// Defaults every parsed search carries (sort and the location flag were added with the full API).
const DEFAULTS = { location: false, sort: 'newest', page: 1, limit: 12 };

function issuesOf(input: unknown): { path: PropertyKey[]; message: string }[] {
  const result = propertySearchSchema.safeParse(input);
  expect(result.success).toBe(false);
  return (result.error?.issues ?? []).map(({ path, message }) => ({ path, message }));
}

describe('propertySearchSchema', () => {
  it('applies the defaults', () => {
    expect(propertySearchSchema.parse({})).toEqual(DEFAULTS);
  });

  it('coerces numbers from the query string', () => {
    expect(propertySearchSchema.parse({ page: '3', limit: '6', purpose: 'rent' })).toEqual({
      ...DEFAULTS,
      page: 3,
      limit: 6,
      purpose: 'rent',
    });
  });

  it.each([
    [{ limit: String(MAX_PAGE_SIZE + 1) }, 'limit', 'Limit must be at most 50'],
    [{ limit: '0' }, 'limit', 'Limit must be at least 1'],
    [{ page: 'two' }, 'page', 'Page must be a number'],
    [{ page: '1.5' }, 'page', 'Page must be a whole number'],
    [{ purpose: 'lease' }, 'purpose', 'Purpose must be one of buy, rent or pg'],
    [{ type: 'industrial' }, 'type', 'Type must be residential or commercial'],
    [{ q: 'x'.repeat(101) }, 'q', 'Search text must be at most 100 characters'],
    [{ q: ['a', 'b'] }, 'q', 'Search text must be text'],
    [{ location: 'yes' }, 'location', 'Location must be true or false'],
    [{ verified: 'maybe' }, 'verified', 'Verified must be true or false'],
    [
      { subType: 'castle' },
      'subType',
      'Sub-type must be a property sub-type such as flat, plot, office or shop, not "castle"',
    ],
    [{ bedrooms: '0' }, 'bedrooms', 'Bedrooms must be 1, 2, 3, 4 or 5 (5 means 5 or more), not "0"'],
    [{ bedrooms: ['2', '6'] }, 'bedrooms', 'Bedrooms must be 1, 2, 3, 4 or 5 (5 means 5 or more), not "6"'],
    [{ bathrooms: '5' }, 'bathrooms', 'Bathrooms must be 1, 2, 3 or 4 (4 means 4 or more), not "5"'],
    [{ furnishing: 'fully' }, 'furnishing', 'Furnishing must be furnished, semi-furnished or unfurnished, not "fully"'],
    [{ postedBy: 'agent' }, 'postedBy', 'Posted by must be owner or builder, not "agent"'],
    [{ tenant: 'any' }, 'tenant', 'Tenant must be family, men or women, not "any"'],
    [
      { amenities: 'lift,moat' },
      'amenities',
      'Amenities must be known amenities such as lift, parking or swimmingPool, not "moat"',
    ],
    [
      { amenities: { lift: true } },
      'amenities',
      'Amenities must be known amenities such as lift, parking or swimmingPool',
    ],
    [{ minPrice: 'cheap' }, 'minPrice', 'Minimum price must be a number'],
    [{ maxPrice: '-1' }, 'maxPrice', 'Maximum price cannot be negative'],
    [{ minPrice: 'Infinity' }, 'minPrice', 'Minimum price must be a number'],
    [{ minArea: ['1', '2'] }, 'minArea', 'Minimum area must be a number'],
    [{ maxArea: '-10' }, 'maxArea', 'Maximum area cannot be negative'],
    // Prices are whole rupees in a bigint column: a fraction or a number past any listing never reaches SQL.
    [{ minPrice: '1500.5' }, 'minPrice', 'Minimum price must be a whole number of rupees'],
    [{ maxPrice: '1e30' }, 'maxPrice', 'Maximum price must be at most 10,00,00,00,00,000'],
    [{ maxArea: '1e300' }, 'maxArea', 'Maximum area must be at most 1,00,00,00,000'],
    [{ page: '20000' }, 'page', 'Page must be at most 10,000'],
    [{ minPrice: '500000', maxPrice: '100000' }, 'minPrice', 'Minimum price must not be more than maximum price'],
    [{ minArea: '2000', maxArea: '1000' }, 'minArea', 'Minimum area must not be more than maximum area'],
    [{ sort: 'cheapest' }, 'sort', 'Sort must be one of newest, price-asc, price-desc or area'],
  ])('rejects %j naming the field', (input, field, message) => {
    expect(issuesOf(input)[0]).toEqual({ path: [field], message });
  });

  it('takes a city and a locality as place slugs', () => {
    expect(propertySearchSchema.parse({ city: 'bikaner', locality: 'सादुल-गंज' })).toEqual({
      ...DEFAULTS,
      city: 'bikaner',
      locality: 'सादुल-गंज',
    });
    expect(issuesOf({ city: 'Bikaner City' })[0]?.message).toMatch(/^City must be a place slug/);
    expect(issuesOf({ city: 'x'.repeat(201) })).toEqual([
      { path: ['city'], message: 'City must be at most 200 characters' },
    ]);
    expect(issuesOf({ locality: 'sadul-ganj' })).toEqual([
      { path: ['locality'], message: 'Locality needs a city: give city too' },
    ]);
  });

  it('cuts a long bad value in its message', () => {
    expect(issuesOf({ furnishing: 'z'.repeat(40) })[0]?.message).toBe(
      `Furnishing must be furnished, semi-furnished or unfurnished, not "${'z'.repeat(30)}…"`,
    );
  });

  it('names every bad field at once', () => {
    expect(issuesOf({ bedrooms: 'x', minArea: 'y', page: '0' }).map((issue) => issue.path)).toEqual([
      ['bedrooms'],
      ['minArea'],
      ['page'],
    ]);
  });

  it('trims the text and drops it when blank', () => {
    expect(propertySearchSchema.parse({ q: '  Bikaner  ' }).q).toBe('Bikaner');
    expect(propertySearchSchema.parse({ q: '   ' }).q).toBeUndefined();
    expect(propertySearchSchema.parse({ q: ` ${'x'.repeat(100)} ` }).q).toHaveLength(100);
  });

  it.each([
    ['true', true],
    ['1', true],
    ['', true],
    [true, true],
    ['false', false],
    ['0', false],
    [false, false],
  ])('reads the flag %j as %s', (raw, value) => {
    expect(propertySearchSchema.parse({ location: raw, verified: raw })).toMatchObject({
      location: value,
      verified: value,
    });
  });

  it('leaves verified out unless given', () => {
    expect(propertySearchSchema.parse({}).verified).toBeUndefined();
  });

  it('takes lists repeated, comma-separated or both, once each', () => {
    const search = propertySearchSchema.parse({
      bedrooms: ['1,2', '5+', '2'],
      bathrooms: '4',
      furnishing: 'furnished,semi-furnished',
      postedBy: ['owner', 'builder'],
      subType: 'flat,retail,other',
      tenant: 'women,family',
    });
    expect(search).toMatchObject({
      bedrooms: [1, 2, 5],
      bathrooms: [4],
      furnishing: ['furnished', 'semi-furnished'],
      postedBy: ['owner', 'builder'],
      subType: ['flat', 'retail', 'other'],
      tenant: ['women', 'family'],
    });
  });

  it('treats an empty list as no filter', () => {
    const search = propertySearchSchema.parse({ bedrooms: '', amenities: ',', subType: [] });
    expect(search.bedrooms).toBeUndefined();
    expect(search.amenities).toBeUndefined();
    expect(search.subType).toBeUndefined();
  });

  it('turns amenities given by filter id or label into canonical ids', () => {
    expect(propertySearchSchema.parse({ amenities: 'swimming-pool,Wi-Fi,gym,swimmingPool' }).amenities).toEqual([
      'swimmingPool',
      'internet',
      'gym',
    ]);
  });

  it('takes prices and areas, with an empty one as none and equal bounds allowed', () => {
    expect(
      propertySearchSchema.parse({ minPrice: '500000', maxPrice: '500000', minArea: '', maxArea: '1200.5' }),
    ).toMatchObject({ minPrice: 500_000, maxPrice: 500_000, minArea: undefined, maxArea: 1200.5 });
    expect(propertySearchSchema.parse({ minPrice: '0' }).minPrice).toBe(0);
  });

  it('takes the typed input of a client as is', () => {
    const input: PropertySearchInput = {
      q: 'lake view',
      location: true,
      purpose: 'buy',
      type: 'residential',
      subType: ['flat', 'studio'],
      bedrooms: [2, 5],
      bathrooms: [2],
      minPrice: 1_000_000,
      maxPrice: 9_000_000,
      minArea: 500,
      maxArea: 1500,
      furnishing: ['furnished'],
      postedBy: ['owner'],
      amenities: ['lift', 'swimming-pool'],
      verified: true,
      sort: 'price-asc',
      page: 2,
      limit: 24,
    };
    expect(propertySearchSchema.parse(input)).toEqual({ ...input, amenities: ['lift', 'swimmingPool'] });
  });

  it('ignores parameters it does not know', () => {
    expect(propertySearchSchema.parse({ utm_source: 'mail' })).toEqual(DEFAULTS);
  });

  it('names every parameter once, and only parameters of the schema', () => {
    expect(new Set(SEARCH_PARAM_NAMES).size).toBe(SEARCH_PARAM_NAMES.length);
    expect([...SEARCH_PARAM_NAMES].sort()).toEqual(Object.keys(propertySearchSchema.shape).sort());
    expectTypeOf<(typeof SEARCH_PARAM_NAMES)[number]>().toEqualTypeOf<keyof PropertySearchInput>();
    expectTypeOf<keyof PropertySearch>().toEqualTypeOf<keyof PropertySearchInput>();
  });

  it('gives the server typed values', () => {
    expectTypeOf<PropertySearch['bedrooms']>().toEqualTypeOf<BedroomOption[] | undefined>();
    expectTypeOf<PropertySearch['amenities']>().toEqualTypeOf<Amenity[] | undefined>();
    expectTypeOf<PropertySearch['subType']>().toEqualTypeOf<SubTypeFilter[] | undefined>();
    expectTypeOf<PropertySearch['minPrice']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<PropertySearch['location']>().toEqualTypeOf<boolean>();
    expectTypeOf<PropertySearch['sort']>().toEqualTypeOf<SortOption>();
    expectTypeOf<PropertySearch['page']>().toEqualTypeOf<number>();
  });
});

describe('toStoredPurpose', () => {
  it('maps buy to the stored sell and keeps the others', () => {
    expect([...new Set(SEARCH_PURPOSES.map(toStoredPurpose))].sort()).toEqual([...PURPOSES].sort());
    for (const purpose of [...FILTER_PURPOSES, ...PURPOSES]) expect(SEARCH_PURPOSES).toContain(purpose);
    expect(toStoredPurpose('buy')).toBe('sell');
    expect(toStoredPurpose('sell')).toBe('sell');
    expect(toStoredPurpose('rent')).toBe('rent');
    expect(toStoredPurpose('pg')).toBe('pg');
  });
});
