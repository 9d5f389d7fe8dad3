import {
  BBOX_MESSAGES,
  COORDINATE_MESSAGES,
  type LatLng,
  type ListingInput,
  type Property,
  placeCentre,
} from '@aangan/domain';
import { listingBody } from '@aangan/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount } from '../../../test/accounts.ts';
import { sendAs } from '../../../test/listings.ts';
import { createTeamMember } from '../../../test/team.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { backfillMapPoints } from '../../db/map-point.ts';
import { properties } from '../../db/schema.ts';

// Listing coordinates (decision 036): the owner's exact pin, the public point everyone else sees, the bbox search.

let testApp: TestApp;
let owner: Account;
let seeker: Account;
let caller: Account;

/** Near Sadul Ganj in Bikaner, 6 decimals: digits that appear in no answer but the owner's and a caller's. */
const PIN = { lat: 28.021_457, lng: 73.339_123 };
const SADUL_GANJ = placeCentre('Bikaner', 'Sadul Ganj') as LatLng;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await createVerifiedAccount(testApp, { name: 'Ravi Owner' });
  seeker = await createVerifiedAccount(testApp, { name: 'Sita Seeker' });
  caller = await createVerifiedAccount(testApp, { name: 'Kiran Caller' });
});

afterAll(async () => {
  await testApp.close();
});

function send(method: 'POST' | 'PATCH' | 'PUT' | 'GET', url: string, account?: Account, payload?: unknown) {
  return sendAs(testApp, method, url, account?.cookie, payload);
}

function at(location: Partial<ListingInput['location']>, overrides: Partial<ListingInput> = {}): ListingInput {
  return listingBody({ ...overrides, location: { ...listingBody().location, ...location } });
}

async function create(body: ListingInput): Promise<string> {
  const response = await send('POST', '/api/properties', owner, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function storedPoints(id: string) {
  const [row] = await testApp.database.db
    .select({
      latitude: properties.latitude,
      longitude: properties.longitude,
      mapLatitude: properties.mapLatitude,
      mapLongitude: properties.mapLongitude,
    })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}

async function searchIds(query: string): Promise<string[]> {
  const response = await send('GET', `/api/properties?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items.map((item: Property) => item.id);
}

const hasExactPin = (body: string) => body.includes(String(PIN.lat)) || body.includes(String(PIN.lng));

describe('a listing with a pin', () => {
  let id: string;

  beforeAll(async () => {
    id = await create(at({ latitude: PIN.lat, longitude: PIN.lng }));
  });

  it("stores the owner's pin as sent and the locality's centre as its public point", async () => {
    expect(await storedPoints(id)).toEqual({
      latitude: PIN.lat,
      longitude: PIN.lng,
      mapLatitude: SADUL_GANJ.lat,
      mapLongitude: SADUL_GANJ.lng,
    });
  });

  it('gives the owner the pin on the edit form and the detail page', async () => {
    const edit = await send('GET', `/api/properties/${id}/edit`, owner);
    expect(edit.json().location).toMatchObject({ map: SADUL_GANJ, pin: PIN });
    const detail = await send('GET', `/api/properties/${id}`, owner);
    expect(detail.json().location).toMatchObject({ map: SADUL_GANJ, pin: PIN });
  });

  it('shows everyone else the public point only: cards, the detail page, similar and saved listings', async () => {
    const detail = await send('GET', `/api/properties/${id}`, seeker);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().location).toMatchObject({ map: SADUL_GANJ, pin: null });
    const other = await create(at({ latitude: 28.0211, longitude: 73.3402 }, { price: 19_000 }));
    expect((await send('PUT', `/api/me/saved/${id}`, seeker)).statusCode).toBeLessThan(300);
    const answers = await Promise.all([
      send('GET', '/api/properties?city=bikaner'),
      send('GET', `/api/properties?bbox=28,73.3,28.1,73.4`),
      send('GET', `/api/properties/${other}/similar`, seeker),
      send('GET', '/api/me/saved', seeker),
    ]);
    for (const answer of [detail, ...answers]) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(hasExactPin(answer.body), answer.body).toBe(false);
    }
    const card = answers[0]?.json().items.find((item: Property) => item.id === id);
    expect(card.location.map).toEqual(SADUL_GANJ);
    expect(card.location).not.toHaveProperty('pin');
  });

  it("shows the team's moderators the public point only", async () => {
    const moderator = await createTeamMember(testApp, 'moderator');
    const page = await send('GET', `/api/admin/listings/${id}`, moderator);
    expect(page.statusCode, page.body).toBe(200);
    expect(hasExactPin(page.body)).toBe(false);
  });

  it('gives the pin to a person who opens the contact details, then on the detail page too', async () => {
    const before = await send('GET', `/api/properties/${id}`, caller);
    expect(before.json().location.pin).toBeNull();
    const contact = await send('GET', `/api/properties/${id}/contact`, caller);
    expect(contact.statusCode, contact.body).toBe(200);
    expect(contact.json()).toMatchObject({ name: 'Ravi Owner', pin: PIN });
    const after = await send('GET', `/api/properties/${id}`, caller);
    expect(after.json().location).toMatchObject({ map: SADUL_GANJ, pin: PIN });
  });

  it('moves the public point with an edit of the place, and drops the pin when the edit leaves it out', async () => {
    const moved = at({ locality: 'Rani Bazar', latitude: 28.0101, longitude: 73.323 });
    expect((await send('PATCH', `/api/properties/${id}`, owner, moved)).statusCode).toBe(200);
    const raniBazar = placeCentre('Bikaner', 'Rani Bazar') as LatLng;
    expect(await storedPoints(id)).toEqual({
      latitude: 28.0101,
      longitude: 73.323,
      mapLatitude: raniBazar.lat,
      mapLongitude: raniBazar.lng,
    });
    expect((await send('PATCH', `/api/properties/${id}`, owner, at({ locality: 'Rani Bazar' }))).statusCode).toBe(200);
    expect(await storedPoints(id)).toEqual({
      latitude: null,
      longitude: null,
      mapLatitude: raniBazar.lat,
      mapLongitude: raniBazar.lng,
    });
  });
});

describe("a listing's public point", () => {
  it("is the city's centre for a locality the gazetteer does not know", async () => {
    const id = await create(at({ locality: 'Naya Shahar', latitude: 28.0301, longitude: 73.3012 }));
    const bikaner = placeCentre('Bikaner') as LatLng;
    expect(await storedPoints(id)).toMatchObject({ mapLatitude: bikaner.lat, mapLongitude: bikaner.lng });
  });

  it('is the pin to 2 decimals where the gazetteer knows neither, and none without a pin', async () => {
    const pinned = await create(at({ city: 'Nokha', locality: 'Station Road', latitude: 27.5612, longitude: 73.4718 }));
    expect(await storedPoints(pinned)).toMatchObject({ mapLatitude: 27.56, mapLongitude: 73.47 });
    const unpinned = await create(at({ city: 'Nokha', locality: 'Station Road' }));
    expect(await storedPoints(unpinned)).toEqual({
      latitude: null,
      longitude: null,
      mapLatitude: null,
      mapLongitude: null,
    });
    const card = (await send('GET', '/api/properties?city=nokha'))
      .json()
      .items.find((item: Property) => item.id === unpinned);
    expect(card.location.map).toBeNull();
  });
});

describe('a bad pin', () => {
  it.each([
    [{ latitude: 28.02 }, 'location.longitude', COORDINATE_MESSAGES.latitudeWithoutLongitude],
    [{ longitude: 73.3 }, 'location.latitude', COORDINATE_MESSAGES.longitudeWithoutLatitude],
    [{ latitude: 51.5, longitude: 73.3 }, 'location.latitude', COORDINATE_MESSAGES.latitudeOutside],
    [{ latitude: 28.02, longitude: -0.12 }, 'location.longitude', COORDINATE_MESSAGES.longitudeOutside],
    [{ latitude: '28.02', longitude: 73.3 }, 'location.latitude', COORDINATE_MESSAGES.latitudeNumber],
  ])('%j is refused with a 400 naming the field', async (pin, field, message) => {
    const response = await send('POST', '/api/properties', owner, at(pin as Partial<ListingInput['location']>));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'BAD_REQUEST', fields: { [field]: message } });
  });

  it('is refused by the database too, whatever the caller', async () => {
    const [row] = await testApp.database.db.select({ id: properties.id }).from(properties).limit(1);
    const id = row?.id as string;
    const write = (values: Partial<typeof properties.$inferInsert>) =>
      testApp.database.db.update(properties).set(values).where(eq(properties.id, id));
    await expect(write({ latitude: 28.02, longitude: null })).rejects.toThrow();
    await expect(write({ latitude: 51.5, longitude: 73.3 })).rejects.toThrow();
    await expect(write({ mapLatitude: 28.02, mapLongitude: null })).rejects.toThrow();
    await expect(write({ mapLatitude: 28.02, mapLongitude: 100 })).rejects.toThrow();
  });
});

describe('GET /api/properties?bbox=', () => {
  let sadulGanj: string;
  let jaipur: string;

  beforeAll(async () => {
    sadulGanj = await create(at({ latitude: PIN.lat, longitude: PIN.lng }, { title: 'Bbox flat in Sadul Ganj' }));
    jaipur = await create(
      at({ city: 'Jaipur', locality: 'Malviya Nagar', pincode: '302017' }, { title: 'Bbox flat in Jaipur' }),
    );
  });

  it('finds the listings whose public point is in the box, with the other filters', async () => {
    const aroundSadulGanj = 'bbox=28.01,73.33,28.03,73.35';
    expect(await searchIds(aroundSadulGanj)).toContain(sadulGanj);
    expect(await searchIds(aroundSadulGanj)).not.toContain(jaipur);
    expect(await searchIds('bbox=26.8,75.7,27,75.9')).toEqual(expect.arrayContaining([jaipur]));
    expect(await searchIds('bbox=26.8,75.7,27,75.9')).not.toContain(sadulGanj);
    expect(await searchIds(`${aroundSadulGanj}&purpose=rent&bedrooms=2`)).toContain(sadulGanj);
    expect(await searchIds(`${aroundSadulGanj}&purpose=buy`)).not.toContain(sadulGanj);
    const page = (await send('GET', `/api/properties?bbox=26.8,75.7,27,75.9`)).json();
    expect(page.total).toBe(page.items.length);
  });

  it('never finds a listing by its exact pin: a tiny box around the pin that misses the centre finds nothing', async () => {
    const aroundPin = `bbox=${PIN.lat - 0.0005},${PIN.lng - 0.0005},${PIN.lat + 0.0005},${PIN.lng + 0.0005}`;
    expect(await searchIds(aroundPin)).toEqual([]);
    const onCentre = `bbox=${SADUL_GANJ.lat},${SADUL_GANJ.lng},${SADUL_GANJ.lat + 0.0001},${SADUL_GANJ.lng + 0.0001}`;
    expect(await searchIds(onCentre)).toContain(sadulGanj);
  });

  it.each([
    ['1,2,3', BBOX_MESSAGES.shape],
    ['28.03,73.33,28.01,73.35', BBOX_MESSAGES.order],
    ['51.4,-0.2,51.6,0.1', BBOX_MESSAGES.outside],
    ['8,70,25,75', BBOX_MESSAGES.tooLarge],
    ['28.01,73.33,28.03,73.35&bbox=28.01,73.33,28.03,73.35', BBOX_MESSAGES.shape],
  ])('answers %j with a 400 that says what is wrong', async (bbox, message) => {
    const response = await send('GET', `/api/properties?bbox=${bbox}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'BAD_REQUEST', fields: { bbox: message } });
  });
});

describe('backfillMapPoints', () => {
  it("writes the public point of rows that have none, and leaves an unknown place's row without one", async () => {
    const known = await create(at({ latitude: PIN.lat, longitude: PIN.lng }, { title: 'Backfill flat' }));
    const unknown = await create(at({ city: 'Nokha', locality: 'Old Town' }, { title: 'Backfill unknown' }));
    // As a row from before migration 0026 would be.
    await testApp.database.db.execute(
      sql`update properties set map_latitude = null, map_longitude = null where id in (${known}, ${unknown})`,
    );
    expect(await backfillMapPoints(testApp.database.db, 2)).toBeGreaterThanOrEqual(1);
    expect(await storedPoints(known)).toMatchObject({ mapLatitude: SADUL_GANJ.lat, mapLongitude: SADUL_GANJ.lng });
    expect(await storedPoints(unknown)).toMatchObject({ mapLatitude: null, mapLongitude: null });
    expect(await backfillMapPoints(testApp.database.db)).toBe(0);
  });
});
