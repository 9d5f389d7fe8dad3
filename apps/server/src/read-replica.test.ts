import { listingBody } from '@aangan/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount } from '../test/accounts.ts';
import { sendAs } from '../test/listings.ts';
import { insertPlaceFixtures, PLACE_FIXTURES } from '../test/places.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';
import type { DatabaseHandle } from './db/client.ts';
import { properties } from './db/schema.ts';
import { refreshPlaceSuggestions } from './modules/places/service.ts';

/**
 * A read replica (DATABASE_READ_URL, decision 037), played by a second migrated database: the public reads
 * (search, stats, place pages, place suggestions) answer from it; a person's own listings, the detail page, the
 * edit form and every write use the primary. The two are never synchronised here, so each answer shows which
 * one it came from: the place fixtures live only in the "replica", a listing made through the API only in the
 * primary.
 */
let testApp: TestApp;
let replica: DatabaseHandle;
let owner: Account;
/** The live Bikaner listings of the place fixtures (the hidden and expired ones are in no public read). */
const BIKANER_LIVE = 6;

beforeAll(async () => {
  replica = await createTestDatabase();
  testApp = await createTestApp({}, undefined, undefined, replica);
  await insertPlaceFixtures(replica.db);
  await refreshPlaceSuggestions(replica.db);
  owner = await createVerifiedAccount(testApp);
});

afterAll(async () => {
  await testApp.close();
});

async function okJson(method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: unknown) {
  const response = await sendAs(testApp, method, url, cookie, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

describe('the public reads come from the read replica', () => {
  it('search, stats, place pages and place suggestions see the replica’s listings, which the primary lacks', async () => {
    const inPrimary = await testApp.database.db.select({ id: properties.id }).from(properties);
    expect(inPrimary).toEqual([]);

    expect((await okJson('GET', '/api/properties?city=bikaner')).total).toBe(BIKANER_LIVE);
    expect((await okJson('GET', '/api/properties/stats')).total).toBe(
      PLACE_FIXTURES.filter((fixture) => !fixture.out).length,
    );
    expect((await okJson('GET', '/api/places/rent/bikaner')).count).toBe(5);
    expect((await okJson('GET', '/api/places/top-cities')).cities.map((city: { slug: string }) => city.slug)).toContain(
      'bikaner',
    );
    const suggestions = await okJson('GET', '/api/places?q=bika');
    expect(suggestions.places.map((place: { name: string }) => place.name)).toContain('Bikaner');
  });
});

describe('a person’s own reads and every write use the primary', () => {
  it('a new listing lands in the primary only: its owner sees it and its edits at once, search does not', async () => {
    const body = listingBody({ title: 'Flat written to the primary' });
    const { id } = await okJson('POST', '/api/properties', owner.cookie, body);

    const [stored] = await testApp.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.id, id));
    expect(stored?.id).toBe(id);
    expect(await replica.db.select({ id: properties.id }).from(properties).where(eq(properties.id, id))).toEqual([]);

    // The detail page, the edit form and My Properties read the primary: the new listing is there at once.
    expect((await okJson('GET', `/api/properties/${id}`, owner.cookie)).title).toBe(body.title);
    expect((await okJson('GET', `/api/properties/${id}/edit`, owner.cookie)).title).toBe(body.title);
    const mine = async () => (await okJson('GET', '/api/me/properties', owner.cookie)).items;
    expect((await mine()).map((item: { id: string }) => item.id)).toEqual([id]);
    // Search reads the replica, which (never synchronised here) has not got it: the count is the replica's.
    expect((await okJson('GET', '/api/properties?city=bikaner')).total).toBe(BIKANER_LIVE);

    await okJson('PATCH', `/api/properties/${id}`, owner.cookie, { ...body, title: 'Flat, edited', price: 21_000 });
    const [edited] = await mine();
    expect({ title: edited.title, price: edited.price }).toEqual({ title: 'Flat, edited', price: 21_000 });
    expect((await okJson('GET', `/api/properties/${id}/edit`, owner.cookie)).title).toBe('Flat, edited');
  });
});
