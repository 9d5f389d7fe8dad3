import type { Property } from '@aangan/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount } from '../../../test/accounts.ts';
import { sendAs } from '../../../test/listings.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { mapPointColumns } from '../../db/map-point.ts';
import { placeSlugColumns } from '../../db/place-slugs.ts';
import { properties } from '../../db/schema.ts';
import { buildProperty, createRng } from '../../db/seed/factory.ts';
import type { PropertyInsert } from '../../db/seed/property.ts';
import { setRoleByEmail } from '../team/service.ts';

/**
 * GET /api/properties/:id/similar (decision 034) on a real database: what is similar, in which order, and the
 * detail route's own 401 and 404s. Listings are written as rows (a title each, to read the answers by), so the
 * test sets their prices, places and ages exactly.
 */
const NOW = new Date('2026-11-20T10:00:00Z');
const rng = createRng(3434);
const testApp = await createTestApp();
const poster = await createVerifiedAccount(testApp);
const viewer = await createVerifiedAccount(testApp);
const moderator = await createVerifiedAccount(testApp);
await setRoleByEmail(testApp.database.db, moderator.email, 'moderator');

afterAll(async () => {
  await testApp.close();
});

interface Spec {
  title: string;
  price: number;
  purpose?: 'sell' | 'rent' | 'pg';
  subType?: 'flat' | 'house' | 'office';
  city?: string;
  locality?: string;
  by?: Account;
  /** Hours before NOW it was posted: a larger number is older. */
  hoursAgo?: number;
  out?: 'hidden' | 'expired' | 'withdrawn';
}

const HOUR = 3_600_000;

/** A rent flat in Sadul Ganj, Bikaner, by the poster, unless the spec says otherwise; returns its id. */
async function insertListing(spec: Spec): Promise<string> {
  const { title, price, purpose = 'rent', subType = 'flat', city = 'Bikaner', locality = 'Sadul Ganj' } = spec;
  const { property } = buildProperty(rng, { purpose, subType, city: 'Bikaner', now: NOW });
  const createdAt = new Date(NOW.getTime() - (spec.hoursAgo ?? 1) * HOUR);
  const out: Partial<PropertyInsert> =
    spec.out === 'hidden'
      ? { listed: false, hiddenAt: NOW, hiddenReason: 'fake', hiddenBy: 'A moderator' }
      : spec.out === 'expired'
        ? { listed: false, expiredAt: NOW }
        : spec.out === 'withdrawn'
          ? { listed: false, withdrawnAt: NOW }
          : {};
  const [row] = await testApp.database.db
    .insert(properties)
    .values({
      ...property,
      title,
      price,
      city,
      locality,
      ...placeSlugColumns({ city, locality }),
      ...mapPointColumns({ city, locality, latitude: null, longitude: null }),
      postedById: (spec.by ?? poster).id,
      postedByType: 'owner',
      createdAt,
      updatedAt: createdAt,
      ...out,
    })
    .returning({ id: properties.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

function askSimilar(id: string, cookie: string | undefined = viewer.cookie) {
  return sendAs(testApp, 'GET', `/api/properties/${id}/similar`, cookie);
}

async function similarTitles(id: string, cookie?: string): Promise<string[]> {
  const response = await askSimilar(id, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: Property[] }>().items.map((item) => item.title);
}

// The listing opened: a ₹20,000 rent flat in Sadul Ganj. Everything else is measured against it.
const source = await insertListing({ title: 'This flat', price: 20_000 });
await insertListing({ title: 'Flat next door', price: 20_100, hoursAgo: 50 });
await insertListing({ title: 'Flat at +25%', price: 25_000, hoursAgo: 40 });
await insertListing({ title: 'Flat at -25%', price: 15_000, hoursAgo: 30 });
await insertListing({ title: 'House next door', price: 20_000, subType: 'house' });
// The same locality spelled otherwise is the same place (its slug).
await insertListing({ title: 'Flat in sadul-ganj', price: 21_000, locality: 'sadul-ganj', hoursAgo: 5 });
await insertListing({ title: 'Flat across town', price: 20_000, locality: 'Rani Bazar' });
// Not similar: just outside the window, another purpose, type or city.
await insertListing({ title: 'Flat at +25% and a rupee', price: 25_001 });
await insertListing({ title: 'Flat at -25% less a rupee', price: 14_999 });
await insertListing({ title: 'Flat for sale', price: 20_000, purpose: 'sell' });
await insertListing({ title: 'PG room', price: 20_000, purpose: 'pg' });
await insertListing({ title: 'Office to let', price: 20_000, subType: 'office' });
await insertListing({ title: 'Flat in Kota', price: 20_000, city: 'Kota', locality: 'Talwandi' });
// Not live, or the viewer's own.
await insertListing({ title: 'Hidden flat', price: 20_000, out: 'hidden' });
await insertListing({ title: 'Expired flat', price: 20_000, out: 'expired' });
await insertListing({ title: 'Let flat', price: 20_000, out: 'withdrawn' });
await insertListing({ title: "The viewer's own flat", price: 20_000, by: viewer });
const deleted = await insertListing({ title: 'Deleted flat', price: 20_000 });
expect((await sendAs(testApp, 'DELETE', `/api/properties/${deleted}`, poster.cookie)).statusCode).toBe(204);
// Opened themselves: out of public view.
const hiddenSource = await insertListing({ title: 'Hidden source', price: 20_000, out: 'hidden', city: 'Ajmer' });
const expiredSource = await insertListing({ title: 'Expired source', price: 20_000, out: 'expired', city: 'Ajmer' });

describe('GET /api/properties/:id/similar', () => {
  it('lists the same locality first, the same sub-type, then the closest price and the newest, then the city', async () => {
    expect(await similarTitles(source)).toEqual([
      'Flat next door',
      // ₹1,000 away.
      'Flat in sadul-ganj',
      // Both ₹5,000 away: the newer first.
      'Flat at -25%',
      'Flat at +25%',
      'House next door',
      'Flat across town',
    ]);
  });

  it('answers the items a search answers, in full, and is not cached', async () => {
    const response = await askSimilar(source);
    const [first] = response.json<{ items: Property[] }>().items;
    expect(first).toMatchObject({ title: 'Flat next door', purpose: 'rent', type: 'residential', price: 20_100 });
    expect(first?.postedBy.id).toBe(poster.id);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves out the listing itself, and the viewer’s own, whoever asks', async () => {
    // The poster asks: the source and the poster's others are their own, so only the viewer's flat remains.
    expect(await similarTitles(source, poster.cookie)).toEqual(["The viewer's own flat"]);
    const own = await insertListing({ title: 'Viewer flat to compare', price: 20_000, by: viewer });
    expect(await similarTitles(own)).not.toContain('Viewer flat to compare');
    expect(await similarTitles(own)).not.toContain("The viewer's own flat");
  });

  it('shows at most six, the closest ones', async () => {
    const prices = [40_000, 40_400, 39_700, 41_000, 38_500, 42_000, 37_000, 49_000];
    for (const [index, price] of prices.entries()) {
      await insertListing({ title: `Jodhpur flat ${index}`, price, city: 'Jodhpur', locality: 'Sardarpura' });
    }
    const jodhpur = await insertListing({
      title: 'Jodhpur source',
      price: 40_000,
      city: 'Jodhpur',
      locality: 'Sardarpura',
    });
    expect(await similarTitles(jodhpur)).toEqual([
      'Jodhpur flat 0',
      'Jodhpur flat 2',
      'Jodhpur flat 1',
      'Jodhpur flat 3',
      'Jodhpur flat 4',
      'Jodhpur flat 5',
    ]);
  });

  it('lists the rest of the city nearest first, before price: localities measured between their centres', async () => {
    const jaipur = { city: 'Jaipur', price: 20_000 };
    await insertListing({ ...jaipur, title: 'Far flat at the same price', locality: 'Vaishali Nagar' });
    await insertListing({ ...jaipur, title: 'Near flat, dearer', locality: 'Jagatpura', price: 24_000 });
    await insertListing({ ...jaipur, title: 'Flat with no known place', locality: 'Nowhere Colony' });
    const opened = await insertListing({ ...jaipur, title: 'Jaipur source', locality: 'Malviya Nagar' });
    expect(await similarTitles(opened)).toEqual([
      // Jagatpura is about 4.5 km from Malviya Nagar; Jaipur's centre, where a listing of a colony the gazetteer
      // does not know stands, about 7; Vaishali Nagar about 10.
      'Near flat, dearer',
      'Flat with no known place',
      'Far flat at the same price',
    ]);
  });

  it('orders by the rest alike in a town the gazetteer does not know (no point to measure from)', async () => {
    const town = { city: 'Nokha', price: 20_000 };
    await insertListing({ ...town, title: 'Nokha flat across town', locality: 'Station Road' });
    await insertListing({ ...town, title: 'Nokha flat next door', locality: 'Old Market', price: 21_000 });
    const opened = await insertListing({ ...town, title: 'Nokha source', locality: 'Old Market' });
    expect(await similarTitles(opened)).toEqual(['Nokha flat next door', 'Nokha flat across town']);
  });

  it('answers an empty list when nothing is like it', async () => {
    const lonely = await insertListing({ title: 'Lonely office', price: 9_999_999, subType: 'office', city: 'Kota' });
    expect(await similarTitles(lonely)).toEqual([]);
  });
});

describe('GET /api/properties/:id/similar answers as the detail route does', () => {
  const statusOf = async (path: string, cookie?: string) => (await sendAs(testApp, 'GET', path, cookie)).statusCode;

  it.each([
    ['a guest', source, undefined, 401],
    ['an unknown id', '00000000-0000-4000-8000-000000000000', viewer.cookie, 404],
    ['a malformed id', 'not-a-listing', viewer.cookie, 404],
    ['a deleted listing', deleted, viewer.cookie, 404],
    ['a hidden listing', hiddenSource, viewer.cookie, 404],
    ['an expired listing', expiredSource, viewer.cookie, 404],
    // Its poster and the team still open it, and so see what is like it.
    ['a hidden listing to its poster', hiddenSource, poster.cookie, 200],
    ['a hidden listing to a moderator', hiddenSource, moderator.cookie, 200],
  ])('%s: %i', async (_case, id, cookie, status) => {
    expect(await statusOf(`/api/properties/${id}/similar`, cookie)).toBe(status);
    expect(await statusOf(`/api/properties/${id}`, cookie)).toBe(status);
  });

  it('says what a 404 says on the detail page', async () => {
    const similar = await askSimilar(hiddenSource);
    const detail = await sendAs(testApp, 'GET', `/api/properties/${hiddenSource}`, viewer.cookie);
    expect(similar.json()).toEqual(detail.json());
    expect(similar.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
