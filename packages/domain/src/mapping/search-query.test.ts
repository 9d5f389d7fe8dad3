import { describe, expect, it } from 'vitest';
import { FILTER_DEFAULTS, type FilterState } from '../search/filter-state.ts';
import { propertySearchSchema } from '../search/filters.ts';
import { SIDEBAR_AREA, SIDEBAR_BUDGETS, sidebarScales } from '../search/ranges.ts';
import { searchQueryToParams, toSearchQuery } from './search-query.ts';

const state = (changes: Partial<FilterState>): FilterState => ({ ...FILTER_DEFAULTS, ...changes });

/** The query object a server framework makes of a query string: repeated names become arrays. */
function asServerQuery(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    query[name] = values.length === 1 ? (values[0] as string) : values;
  }
  return query;
}

describe('toSearchQuery', () => {
  it('sends the purpose and type of the default state, and nothing else', () => {
    expect(toSearchQuery(FILTER_DEFAULTS)).toEqual({ purpose: 'buy', type: 'residential' });
  });

  it('sends buy as buy, which the server stores as sell', () => {
    expect(toSearchQuery(state({ purpose: 'buy' })).purpose).toBe('buy');
    expect(toSearchQuery(state({ purpose: 'pg' })).purpose).toBe('pg');
  });

  it.each([
    ['all', {}],
    ['buy', { purpose: 'buy' }],
    ['rent', { purpose: 'rent' }],
    ['pg', { purpose: 'pg' }],
    ['commercial', { type: 'commercial' }],
  ] as const)('lets the %s tab scope the search', (tab, scope) => {
    expect(toSearchQuery(state({ purpose: 'rent', propertyType: 'residential' }), { tab })).toEqual(scope);
  });

  it('sends every chosen filter', () => {
    const query = toSearchQuery(
      state({
        searchTerm: '  Bikaner  ',
        purpose: 'rent',
        subType: ['flat', 'penthouse'],
        bedrooms: [3, 5],
        bathrooms: [2],
        furnishing: ['furnished'],
        budget: [10_000, 50_000],
        area: [500, 2000],
        postedBy: ['owner'],
        amenities: ['lift', 'parking'],
        tenant: ['women'],
      }),
    );
    expect(query).toEqual({
      q: 'Bikaner',
      purpose: 'rent',
      type: 'residential',
      subType: ['flat', 'penthouse'],
      bedrooms: [3, 5],
      bathrooms: [2],
      minPrice: 10_000,
      maxPrice: 50_000,
      minArea: 500,
      maxArea: 2000,
      furnishing: ['furnished'],
      postedBy: ['owner'],
      amenities: ['lift', 'parking'],
      tenant: ['women'],
    });
  });

  it('sends no bound for a thumb at its slider end', () => {
    expect(toSearchQuery(state({ budget: [2_000_000, 10_000_000], area: [0, 1200] }))).toMatchObject({
      minPrice: 2_000_000,
      maxArea: 1200,
    });
    const query = toSearchQuery(state({ budget: [2_000_000, 10_000_000], area: [0, 1200] }));
    expect(query).not.toHaveProperty('maxPrice');
    expect(query).not.toHaveProperty('minArea');
  });

  it('reads bounds against the sidebar scales when given', () => {
    const scales = sidebarScales('buy', 'residential');
    expect(toSearchQuery(state(scalesDefault()), { scales })).toMatchObject({ maxPrice: 10_000_000 });
    expect(toSearchQuery(state(scalesDefault()), { scales })).not.toHaveProperty('minPrice');
    expect(toSearchQuery(state({ budget: [500_000, 50_000_000], area: [100, 10_000] }), { scales })).toEqual({
      purpose: 'buy',
      type: 'residential',
    });
  });

  it('leaves out tenants on a buy search, which no listing for sale can serve', () => {
    const women = state({ purpose: 'rent', tenant: ['women'] });
    expect(toSearchQuery(women, { tab: 'buy' })).toEqual({ purpose: 'buy' });
    expect(toSearchQuery({ ...women, purpose: 'buy' })).toEqual({ purpose: 'buy', type: 'residential' });
    expect(toSearchQuery(women, { tab: 'pg' })).toEqual({ purpose: 'pg', tenant: ['women'] });
    expect(toSearchQuery(women, { tab: 'all' })).toEqual({ tenant: ['women'] });
  });

  it('leaves out sub-types of the other type, and rooms on a commercial search', () => {
    const mixed = state({ propertyType: 'commercial', subType: ['flat', 'shop'], bedrooms: [2], bathrooms: [1] });
    expect(toSearchQuery(mixed)).toEqual({ purpose: 'buy', type: 'commercial', subType: ['shop'] });
    expect(toSearchQuery(mixed, { tab: 'commercial' })).toEqual({ type: 'commercial', subType: ['shop'] });
    expect(toSearchQuery(mixed, { tab: 'all' })).toEqual({ subType: ['flat', 'shop'], bedrooms: [2], bathrooms: [1] });
    expect(toSearchQuery(state({ subType: ['shop'] }))).toEqual({ purpose: 'buy', type: 'residential' });
  });

  it('passes sort, paging and the flags through', () => {
    expect(
      toSearchQuery(FILTER_DEFAULTS, {
        tab: 'all',
        sort: 'price-desc',
        page: 2,
        limit: 6,
        location: true,
        verified: true,
      }),
    ).toEqual({ location: true, verified: true, sort: 'price-desc', page: 2, limit: 6 });
  });

  it('cuts long text to what the API takes', () => {
    expect(toSearchQuery(state({ searchTerm: 'x'.repeat(300) })).q).toHaveLength(100);
  });

  it('gives queries the server accepts, in either form, with the same meaning', () => {
    const filters = state({
      searchTerm: 'a, b & c',
      purpose: 'pg',
      subType: ['flat', 'house'],
      bedrooms: [1, 5],
      bathrooms: [4],
      furnishing: ['semi-furnished', 'unfurnished'],
      budget: [3_000, 9_000],
      area: [100, 400],
      postedBy: ['owner', 'builder'],
      amenities: ['childrenPlayArea', 'internet'],
    });
    const query = toSearchQuery(filters, { sort: 'area', page: 3, limit: 50, location: false, verified: false });
    const parsed = propertySearchSchema.parse(query);
    expect(propertySearchSchema.parse(asServerQuery(searchQueryToParams(query)))).toEqual(parsed);
    expect(parsed).toEqual({ ...query, amenities: ['internet', 'childrenPlayArea'] });
  });
});

function scalesDefault(): Partial<FilterState> {
  return { budget: SIDEBAR_BUDGETS.buy.defaultValue, area: SIDEBAR_AREA.defaultValue };
}

describe('searchQueryToParams', () => {
  it('writes scalars once and lists as repeated parameters, in the API order', () => {
    const params = searchQueryToParams({
      limit: 6,
      bedrooms: [2, 3],
      q: 'lake view',
      verified: false,
      purpose: 'buy',
    });
    expect(params.toString()).toBe('q=lake+view&purpose=buy&bedrooms=2&bedrooms=3&verified=false&limit=6');
  });

  it('writes nothing for an empty query', () => {
    expect(searchQueryToParams({}).toString()).toBe('');
    expect(searchQueryToParams({ q: undefined }).toString()).toBe('');
  });
});
