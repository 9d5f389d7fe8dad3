import {
  type PropertyPage,
  type PropertySearchInput,
  primaryArea,
  SEARCH_COUNT_CAP,
  searchQueryToParams,
  toStoredSubTypes,
} from '@aangan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { properties, propertyImages, user } from '../../db/schema.ts';
import { buildDemoUsers, generateListings } from '../../db/seed/factory.ts';
import type { PropertyInsert } from '../../db/seed/property.ts';

/**
 * The search against a reference: 300 factory listings plus a few hand-made ones, and for each query
 * the ids an in-memory reading of docs/product.md §7 expects, compared with what the database answers.
 */
let testApp: TestApp;
let rows: PropertyInsert[] = [];
const NOW = new Date('2026-11-01T10:00:00Z');

async function insertListings(listings: PropertyInsert[]) {
  for (let start = 0; start < listings.length; start += 50) {
    await testApp.database.db.insert(properties).values(listings.slice(start, start + 50));
  }
}

beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  await db.insert(user).values(buildDemoUsers(NOW));
  const built = [...generateListings(300, 4242, { now: NOW, withIds: true })].flat();
  rows = built.map((listing) => listing.property);
  const [first, second, third] = rows as [PropertyInsert, PropertyInsert, PropertyInsert];
  // Hand-made rows for the edge cases: literal % and _, a big house, a listing with only a plot area.
  Object.assign(first, { title: '100% Vastu flat near_station', purpose: 'sell', bedrooms: 7 });
  Object.assign(second, { title: '100 Vastu flat nearXstation', society: 'Gulmohar Greens', purpose: 'rent' });
  Object.assign(third, { carpetArea: null, builtUpArea: null, plotArea: 2400, title: 'Corner plot' });
  await insertListings(rows);
  const images = built.flatMap((listing) =>
    listing.images.map((image) => ({ ...image, propertyId: listing.property.id as string })),
  );
  for (let start = 0; start < images.length; start += 200) {
    await db.insert(propertyImages).values(images.slice(start, start + 200));
  }
});

afterAll(async () => {
  await testApp.close();
});

async function search(query: PropertySearchInput | string): Promise<PropertyPage> {
  const qs = typeof query === 'string' ? query : searchQueryToParams({ limit: 50, ...query }).toString();
  const response = await testApp.app.inject({ method: 'GET', url: `/api/properties?${qs}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Every id the search finds, across all pages. */
async function allIds(query: PropertySearchInput): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const result = await search({ ...query, page, limit: 50 });
    ids.push(...result.items.map((item) => item.id));
    if (page * 50 >= result.total) return ids;
  }
}

function expected(predicate: (row: PropertyInsert) => boolean): string[] {
  return rows.filter(predicate).map((row) => row.id as string);
}

const within = (value: number | null | undefined, min?: number, max?: number) =>
  value != null && (min === undefined || value >= min) && (max === undefined || value <= max);

const lower = (row: PropertyInsert) =>
  `${row.title} ${row.description ?? ''} ${row.city} ${row.locality}`.toLowerCase();

describe('GET /api/properties filters, each against the reference', () => {
  const cases: [string, PropertySearchInput, (row: PropertyInsert) => boolean][] = [
    ['purpose buy = sell', { purpose: 'buy' }, (r) => r.purpose === 'sell'],
    ['purpose pg', { purpose: 'pg' }, (r) => r.purpose === 'pg'],
    ['type commercial', { type: 'commercial' }, (r) => r.type === 'commercial'],
    [
      'sub-type flat (flat, studio, serviced, floor) within residential',
      { type: 'residential', subType: ['flat'] },
      (r) => r.type === 'residential' && toStoredSubTypes(['flat']).residential.includes(r.subType as never),
    ],
    ['text in title, description, city or locality', { q: 'Bikaner' }, (r) => lower(r).includes('bikaner')],
    // The trigram index is asked for one long uncommon word, for none (common words only), or for the whole text
    // (text-match.ts): the rows found are the same.
    ['text of words, one long and uncommon', { q: 'Sadul Ganj' }, (r) => lower(r).includes('sadul ganj')],
    ['text of common words only', { q: 'Main Road' }, (r) => lower(r).includes('main road')],
    ['text of words, one uncommon, across two', { q: 'ul ganj' }, (r) => lower(r).includes('ul ganj')],
    ['text of short words', { q: 'road no' }, (r) => lower(r).includes('road no')],
    ['bedrooms 2 or 3', { bedrooms: [2, 3] }, (r) => r.bedrooms === 2 || r.bedrooms === 3],
    ['bedrooms 5 means 5 or more', { bedrooms: [5] }, (r) => (r.bedrooms ?? 0) >= 5],
    ['bathrooms 4 means 4 or more', { bathrooms: [1, 4] }, (r) => r.bathrooms === 1 || (r.bathrooms ?? 0) >= 4],
    ['budget', { minPrice: 1_000_000, maxPrice: 5_000_000 }, (r) => within(r.price, 1_000_000, 5_000_000)],
    [
      'area overlap on carpet, built-up or plot',
      { minArea: 1500, maxArea: 2500 },
      (r) => within(r.carpetArea, 1500, 2500) || within(r.builtUpArea, 1500, 2500) || within(r.plotArea, 1500, 2500),
    ],
    ['furnishing', { furnishing: ['furnished'] }, (r) => r.furnishing === 'furnished'],
    ['posted by builder', { postedBy: ['builder'] }, (r) => r.postedByType === 'builder'],
    [
      'amenities: all must be present',
      { amenities: ['lift', 'powerBackup'] },
      (r) => ['lift', 'powerBackup'].every((amenity) => r.amenities?.includes(amenity)),
    ],
    [
      'tenant women: for women or open to anyone',
      { tenant: ['women'] },
      (r) => r.tenantPreference === 'women' || r.tenantPreference === 'any',
    ],
    [
      'tenants family or men on PG',
      { purpose: 'pg', tenant: ['family', 'men'] },
      (r) => r.purpose === 'pg' && ['family', 'men', 'any'].includes(r.tenantPreference ?? ''),
    ],
    ['verified only', { verified: true }, (r) => r.verificationStatus === true],
    [
      'everything at once',
      {
        purpose: 'rent',
        type: 'residential',
        bedrooms: [2, 3, 5],
        maxPrice: 60_000,
        furnishing: ['semi-furnished', 'furnished'],
      },
      (r) =>
        r.purpose === 'rent' &&
        r.type === 'residential' &&
        (r.bedrooms === 2 || r.bedrooms === 3 || (r.bedrooms ?? 0) >= 5) &&
        within(r.price, undefined, 60_000) &&
        (r.furnishing === 'semi-furnished' || r.furnishing === 'furnished'),
    ],
  ];

  it.each(cases)('%s', async (_name, query, predicate) => {
    const want = expected(predicate);
    const got = await allIds(query);
    expect(got.sort()).toEqual(want.sort());
    expect((await search({ ...query, limit: 1 })).total).toBe(want.length);
  });

  it('finds some rows for every case, so each comparison means something', () => {
    for (const [name, , predicate] of cases) expect(expected(predicate).length, name).toBeGreaterThan(0);
  });
});

describe('free text', () => {
  it('matches % and _ literally', async () => {
    const percent = await search({ q: '100% vastu' });
    expect(percent.items.map((item) => item.title)).toEqual(['100% Vastu flat near_station']);
    const underscore = await search({ q: 'near_station' });
    expect(underscore.items.map((item) => item.title)).toEqual(['100% Vastu flat near_station']);
  });

  it('looks in society, sub-locality and address only with the location flag', async () => {
    expect((await search({ q: 'gulmohar greens' })).total).toBe(0);
    const withLocation = await search({ q: 'Gulmohar Greens', location: true });
    expect(withLocation.items.map((item) => item.title)).toContain('100 Vastu flat nearXstation');
  });
});

describe('sorting and paging', () => {
  it('orders by price both ways, by area largest first and by newest', async () => {
    const asc = (await search({ sort: 'price-asc', limit: 50 })).items.map((item) => item.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await search({ sort: 'price-desc', limit: 50 })).items.map((item) => item.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const newest = (await search({ limit: 50 })).items.map((item) => Date.parse(item.createdAt));
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    const areas = (await search({ sort: 'area', limit: 50 })).items.map(
      (item) => item.details.carpetArea || item.details.builtUpArea || item.details.plotArea || 0,
    );
    expect(areas).toEqual([...areas].sort((a, b) => b - a));
  });

  it('pages without overlap or gaps, with the exact total', async () => {
    const first = await search({ purpose: 'rent', limit: 7, page: 1, sort: 'price-asc' });
    const second = await search({ purpose: 'rent', limit: 7, page: 2, sort: 'price-asc' });
    const both = await search({ purpose: 'rent', limit: 14, page: 1, sort: 'price-asc' });
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(both.items.map((item) => item.id));
    expect(first).toMatchObject({ total: expected((r) => r.purpose === 'rent').length, totalCapped: false, page: 1 });
    const beyond = await search({ purpose: 'rent', limit: 50, page: 999 });
    expect(beyond.items).toEqual([]);
  });
});

describe('bad parameters', () => {
  it.each([
    ['bedrooms=six', 'bedrooms'],
    ['purpose=lease', 'purpose'],
    ['sort=cheapest', 'sort'],
    ['limit=51', 'limit'],
    ['page=0', 'page'],
    ['minPrice=-5', 'minPrice'],
    ['minPrice=9&maxPrice=1', 'minPrice'],
    ['amenities=helipad', 'amenities'],
    ['furnishing=luxury', 'furnishing'],
    ['tenant=students', 'tenant'],
    [`q=${'x'.repeat(101)}`, 'q'],
  ])('%s → 400 naming %s', async (query, field) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/properties?${query}` });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });
});

describe('past the count cap', () => {
  let everything: PropertyInsert[] = [];

  beforeAll(async () => {
    const filler = [...generateListings(3 * SEARCH_COUNT_CAP - rows.length, 99, { now: NOW, withIds: true })]
      .flat()
      .map((listing) => listing.property);
    // One city with more listings than the cap, for a capped search in a city.
    const { city, locality, citySlug, localitySlug } = filler[0] as PropertyInsert;
    for (const row of filler.filter((_, index) => index % 3 === 0)) {
      Object.assign(row, { city, locality, citySlug, localitySlug });
    }
    await insertListings(filler);
    everything = [...rows, ...filler];
  });

  it('stops counting at the cap and says so', async () => {
    const result = await search({ limit: 1 });
    expect(result).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });
    const stats = await testApp.app.inject({ method: 'GET', url: '/api/properties/stats' });
    expect(stats.json().total).toBe(everything.length);
  });

  // Past the cap the page comes from walking the sort's index instead of the counted matches.
  it.each([
    ['price-asc', (a: PropertyInsert, b: PropertyInsert) => a.price - b.price || compareIds(a, b)],
    ['price-desc', (a: PropertyInsert, b: PropertyInsert) => b.price - a.price || compareIds(b, a)],
  ] as const)('pages a capped search sorted by %s exactly as the reference', async (sort, compare) => {
    const reference = [...everything].sort(compare).map((row) => row.id);
    const second = await search({ sort, limit: 50, page: 2 });
    expect(second.totalCapped).toBe(true);
    expect(second.items.map((item) => item.id)).toEqual(reference.slice(50, 100));
  });

  it('pages a capped filtered search by newest exactly as the reference', async () => {
    const matching = everything.filter((row) => row.type === 'residential' && (row.bedrooms ?? 0) >= 1);
    expect(matching.length).toBeGreaterThan(SEARCH_COUNT_CAP);
    const byNewest = (a: PropertyInsert, b: PropertyInsert) =>
      (b.createdAt as Date).getTime() - (a.createdAt as Date).getTime() || compareIds(b, a);
    const reference = matching.sort(byNewest).map((row) => row.id);
    const third = await search({ bedrooms: [1, 2, 3, 4, 5], limit: 20, page: 3 });
    expect(third).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });
    expect(third.items.map((item) => item.id)).toEqual(reference.slice(40, 60));
  });

  it('pages a capped search in a city, of either type, sorted by area exactly as the reference', async () => {
    const counts = new Map<string, number>();
    for (const row of everything) counts.set(row.citySlug ?? '', (counts.get(row.citySlug ?? '') ?? 0) + 1);
    const [city] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [''];
    const matching = everything.filter((row) => row.citySlug === city);
    expect(matching.length).toBeGreaterThan(SEARCH_COUNT_CAP);
    expect(new Set(matching.map((row) => row.type)).size).toBe(2);
    const area = ({ carpetArea = null, builtUpArea = null, plotArea = null }: PropertyInsert) =>
      primaryArea({ carpetArea, builtUpArea, plotArea }) ?? -1;
    const largestFirst = (a: PropertyInsert, b: PropertyInsert) => area(b) - area(a) || compareIds(b, a);
    const reference = matching.sort(largestFirst).map((row) => row.id);
    const second = await search({ city, sort: 'area', limit: 25, page: 2 });
    expect(second).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });
    expect(second.items.map((item) => item.id)).toEqual(reference.slice(25, 50));
  });

  it('pages a capped search for an amenity, whose walk is kept from bitmaps, exactly as the reference', async () => {
    const counts = new Map<string, number>();
    for (const row of everything)
      for (const amenity of row.amenities ?? []) counts.set(amenity, (counts.get(amenity) ?? 0) + 1);
    const [amenity] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [''];
    const matching = everything.filter((row) => row.amenities?.includes(amenity));
    expect(matching.length).toBeGreaterThan(SEARCH_COUNT_CAP);
    const byPriceDown = (a: PropertyInsert, b: PropertyInsert) => b.price - a.price || compareIds(b, a);
    const reference = matching.sort(byPriceDown).map((row) => row.id);
    const second = await search({ amenities: [amenity as never], sort: 'price-desc', limit: 30, page: 2 });
    expect(second).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });
    expect(second.items.map((item) => item.id)).toEqual(reference.slice(30, 60));
  });
});

/** PostgreSQL orders uuids by their bytes, which is the order of their lower-case text. */
function compareIds(a: PropertyInsert, b: PropertyInsert): number {
  return (a.id as string) < (b.id as string) ? -1 : (a.id as string) > (b.id as string) ? 1 : 0;
}
