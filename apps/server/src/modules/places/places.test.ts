import { type Place, placeSlug, SEARCH_COUNT_CAP } from '@aangan/domain';
import { listingBody } from '@aangan/testing';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from '../../../test/accounts.ts';
import { sendAs } from '../../../test/listings.ts';
import { insertPlaceFixtures, insertRentals, PLACE_FIXTURES } from '../../../test/places.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { backfillPlaceSlugs } from '../../db/place-slugs.ts';
import { properties } from '../../db/schema.ts';

/**
 * Place pages against a real database (decision 023): slugs written on create and edit and backfilled,
 * the search by city and locality, the place answers and their 404s, the top cities, and that a hidden or
 * expired listing is counted nowhere.
 */
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  expect(await insertPlaceFixtures(testApp.database.db)).toBe(PLACE_FIXTURES.length);
});

afterAll(async () => {
  await testApp.close();
});

async function place(path: string): Promise<Place> {
  const response = await sendAs(testApp, 'GET', `/api/places/${path}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function searchIds(query: string): Promise<number> {
  const response = await sendAs(testApp, 'GET', `/api/properties?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().total;
}

describe('place slugs on the listings', () => {
  it('backfills rows written without them, in Unicode, and finds none left after', async () => {
    const rows = await testApp.database.db
      .select({ city: properties.city, citySlug: properties.citySlug, localitySlug: properties.localitySlug })
      .from(properties);
    expect(rows.every((entry) => entry.citySlug === placeSlug(entry.city))).toBe(true);
    expect(rows.map((entry) => entry.localitySlug)).toContain('मालवीय-नगर');
    expect(await backfillPlaceSlugs(testApp.database.db)).toBe(0);
  });

  it('writes them on create and on every edit', async () => {
    const poster = await createVerifiedAccount(testApp);
    const created = await sendAs(
      testApp,
      'POST',
      '/api/properties',
      poster.cookie,
      listingBody({
        location: { city: 'Sri Ganganagar', locality: 'Jawahar Nagar', address: '1 A Road', pincode: '335001' },
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const slugsOf = async () =>
      (
        await testApp.database.db
          .select({ city: properties.citySlug, locality: properties.localitySlug })
          .from(properties)
          .where(eq(properties.id, id))
      )[0];
    expect(await slugsOf()).toEqual({ city: 'sri-ganganagar', locality: 'jawahar-nagar' });
    const edited = await sendAs(
      testApp,
      'PATCH',
      `/api/properties/${id}`,
      poster.cookie,
      listingBody({ location: { city: 'श्री गंगानगर', locality: 'Sector 4', address: '1 A Road', pincode: '335001' } }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await slugsOf()).toEqual({ city: 'श्री-गंगानगर', locality: 'sector-4' });
    await testApp.database.db.delete(properties).where(eq(properties.id, id));
  });
});

describe('the search by place', () => {
  it('finds a city’s and a locality’s live listings by slug', async () => {
    expect(await searchIds('city=bikaner')).toBe(6);
    expect(await searchIds('city=bikaner&purpose=rent')).toBe(5);
    expect(await searchIds('city=bikaner&locality=sadul-ganj&purpose=rent')).toBe(4);
    expect(await searchIds('city=bikaner&locality=sadul-ganj&type=commercial')).toBe(1);
    expect(await searchIds(`city=${encodeURIComponent('जयपुर')}&purpose=pg`)).toBe(1);
    expect(await searchIds('city=kota')).toBe(0);
  });

  it('refuses a city or locality that is not a slug, in words', async () => {
    const bad = await sendAs(testApp, 'GET', '/api/properties?city=Bikaner%20City');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.city).toMatch(/^City must be a place slug/);
    const orphan = await sendAs(testApp, 'GET', '/api/properties?locality=sadul-ganj');
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().error.fields.locality).toBe('Locality needs a city: give city too');
  });
});

describe('GET /api/places/:segment/:city[/:locality]', () => {
  it('answers a city page: names, count, localities and the other segments', async () => {
    expect(await place('rent/bikaner')).toEqual({
      segment: 'rent',
      city: { name: 'Bikaner', slug: 'bikaner' },
      locality: null,
      count: 5,
      countCapped: false,
      localities: [
        { name: 'Sadul Ganj', slug: 'sadul-ganj', count: 4, countCapped: false },
        { name: 'Rani Bazar', slug: 'rani-bazar', count: 1, countCapped: false },
      ],
      segments: [
        { segment: 'buy', count: 1, countCapped: false },
        { segment: 'rent', count: 5, countCapped: false },
        { segment: 'pg', count: 0, countCapped: false },
        { segment: 'commercial', count: 1, countCapped: false },
      ],
    });
  });

  it('answers a locality page with the city’s localities for links', async () => {
    const answer = await place('commercial/bikaner/sadul-ganj');
    expect(answer).toMatchObject({
      segment: 'commercial',
      city: { name: 'Bikaner', slug: 'bikaner' },
      locality: { name: 'Sadul Ganj', slug: 'sadul-ganj' },
      count: 1,
      localities: [{ name: 'Sadul Ganj', slug: 'sadul-ganj', count: 1, countCapped: false }],
    });
    const counts = Object.fromEntries(answer.segments.map((entry) => [entry.segment, entry.count]));
    expect(counts).toEqual({ buy: 0, rent: 4, pg: 0, commercial: 1 });
  });

  it('answers a known place whose segment has no listing with a count of 0', async () => {
    const answer = await place('pg/bikaner/rani-bazar');
    expect(answer.count).toBe(0);
    expect(answer.locality).toEqual({ name: 'Rani Bazar', slug: 'rani-bazar' });
  });

  it('finds places named in other scripts', async () => {
    const answer = await place(`pg/${encodeURIComponent('जयपुर')}/${encodeURIComponent('मालवीय-नगर')}`);
    expect(answer.city.name).toBe('जयपुर');
    expect(answer.locality?.name).toBe('मालवीय नगर');
    expect(answer.count).toBe(1);
  });

  it.each([
    ['a city with only a hidden listing', 'rent/kota'],
    ['a locality with only a hidden listing', 'rent/bikaner/hidden-lane'],
    ['a city nobody lists in', 'buy/pune'],
    ['a locality of another city', 'pg/jaipur/sadul-ganj'],
    ['a segment that is not one', 'all/bikaner'],
    ['a slug in capitals', 'rent/Bikaner'],
  ])('answers 404 in words for %s', async (_, path) => {
    const response = await sendAs(testApp, 'GET', `/api/places/${path}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toMatch(/^Place not found/);
  });

  it('counts neither hidden nor expired listings anywhere', async () => {
    const answer = await place('buy/bikaner');
    // The expired sale in Sadul Ganj is not counted; the live one in Rani Bazar is.
    expect(answer.count).toBe(1);
    expect(answer.localities).toEqual([{ name: 'Rani Bazar', slug: 'rani-bazar', count: 1, countCapped: false }]);
    expect((await place('rent/bikaner')).localities.map((entry) => entry.slug)).not.toContain('hidden-lane');
  });
});

describe('counts past the search’s cap', () => {
  const city = 'Ajmer';
  const ids: string[] = [];
  const rent = async (locality: string, count: number) =>
    ids.push(...(await insertRentals(testApp.database.db, { city, locality }, count)));

  afterAll(async () => {
    await testApp.database.db.delete(properties).where(inArray(properties.id, ids));
  });

  it('count to the cap, then say there are more, as the search’s total does', async () => {
    await rent('Vaishali Nagar', SEARCH_COUNT_CAP);
    expect(await place('rent/ajmer')).toMatchObject({
      count: SEARCH_COUNT_CAP,
      countCapped: false,
      localities: [{ slug: 'vaishali-nagar', count: SEARCH_COUNT_CAP, countCapped: false }],
    });

    // One more in the city: the city's count passes the cap; each locality's is still exact.
    await rent('Ana Sagar', 1);
    const city = await place('rent/ajmer');
    expect(city).toMatchObject({ count: SEARCH_COUNT_CAP, countCapped: true });
    expect(city.segments).toContainEqual({ segment: 'rent', count: SEARCH_COUNT_CAP, countCapped: true });
    expect(city.segments).toContainEqual({ segment: 'buy', count: 0, countCapped: false });
    expect(city.localities).toEqual([
      { name: 'Vaishali Nagar', slug: 'vaishali-nagar', count: SEARCH_COUNT_CAP, countCapped: false },
      { name: 'Ana Sagar', slug: 'ana-sagar', count: 1, countCapped: false },
    ]);
    const search = (await sendAs(testApp, 'GET', '/api/properties?city=ajmer&purpose=rent')).json();
    expect({ total: search.total, totalCapped: search.totalCapped }).toEqual({
      total: SEARCH_COUNT_CAP,
      totalCapped: true,
    });

    // And one more in the locality: its link and its own page say more too.
    await rent('Vaishali Nagar', 1);
    expect((await place('rent/ajmer')).localities[0]).toEqual({
      name: 'Vaishali Nagar',
      slug: 'vaishali-nagar',
      count: SEARCH_COUNT_CAP,
      countCapped: true,
    });
    expect(await place('rent/ajmer/vaishali-nagar')).toMatchObject({ count: SEARCH_COUNT_CAP, countCapped: true });
  });
});

describe('GET /api/places/top-cities', () => {
  it('lists the cities with live listings, most first, as most listings spell them', async () => {
    const response = await sendAs(testApp, 'GET', '/api/places/top-cities');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      cities: [
        { name: 'Bikaner', slug: 'bikaner', count: 6 },
        { name: 'जयपुर', slug: 'जयपुर', count: 1 },
      ],
    });
  });
});
