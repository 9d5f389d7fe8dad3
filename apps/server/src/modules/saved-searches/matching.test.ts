import { randomUUID } from 'node:crypto';
import { readSavedSearchUrl, savedSearchUrl } from '@aangan/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SAVED_SEARCH_URLS } from '../../../test/saved-search-urls.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Database } from '../../db/database.ts';
import { placeSlugColumns } from '../../db/place-slugs.ts';
import { properties, savedSearches, user } from '../../db/schema.ts';
import { buildDemoUsers, generateListings } from '../../db/seed/factory.ts';
import type { PropertyInsert } from '../../db/seed/property.ts';
import { searchConditions } from '../properties/service.ts';
import { savedSearchesMatching } from './matching.ts';
import { filterColumnsOf, searchOf } from './search-of.ts';

/**
 * The reverse match (which saved searches does this listing satisfy) against the forward search: a case per
 * filter kind, then 300 factory listings and a set of saved searches, where each search's forward results must
 * be exactly the listings whose reverse match names it.
 */
let testApp: TestApp;
let db: Database;
let posterId: string;
let seekerId: string;
const NOW = new Date('2026-11-01T10:00:00Z');

beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  const users = buildDemoUsers(NOW);
  await db.insert(user).values(users);
  posterId = users[0]?.id as string;
  seekerId = users[1]?.id as string;
});

afterAll(async () => {
  await testApp.close();
});

beforeEach(async () => {
  await db.delete(savedSearches);
});

/** A live residential rent flat in Sadul Ganj, Bikaner, changed as a case needs. */
async function listing(overrides: Partial<PropertyInsert> = {}): Promise<string> {
  const place = { city: overrides.city ?? 'Bikaner', locality: overrides.locality ?? 'Sadul Ganj' };
  const [row] = await db
    .insert(properties)
    .values({
      title: '2 BHK flat near Junagarh',
      description: 'Bright and airy.',
      purpose: 'rent',
      type: 'residential',
      subType: 'flat',
      price: 18_000,
      bedrooms: 2,
      bathrooms: 2,
      carpetArea: 950,
      builtUpArea: 1100,
      plotArea: null,
      furnishing: 'furnished',
      amenities: ['lift', 'gym'],
      address: '4 Ring Road',
      pincode: '334003',
      postedById: posterId,
      postedByType: 'owner',
      ...placeSlugColumns(place),
      ...overrides,
      city: place.city,
      locality: place.locality,
    })
    .returning({ id: properties.id });
  return row?.id as string;
}

/** Saves a results address for the seeker, as the API stores it, and returns its id. */
async function saved(url: string, userId = seekerId): Promise<string> {
  const target = readSavedSearchUrl(url);
  if (!target) throw new Error(`${url} is not a results page`);
  const [row] = await db
    .insert(savedSearches)
    .values({ userId, name: url, url: savedSearchUrl(target), ...filterColumnsOf(searchOf(target)) })
    .returning({ id: savedSearches.id });
  return row?.id as string;
}

/** For each address, whether the listing satisfies it. */
async function satisfied(listingId: string, urls: readonly string[]): Promise<Record<string, boolean>> {
  const ids = await Promise.all(urls.map((url) => saved(url)));
  const matching = await savedSearchesMatching(db, listingId);
  return Object.fromEntries(urls.map((url, index) => [url, matching.includes(ids[index] as string)]));
}

describe('savedSearchesMatching, filter by filter', () => {
  it('purpose: a tab fixes it, / and /commercial take any', async () => {
    const rent = await listing();
    expect(await satisfied(rent, ['/rent', '/buy', '/pg', '/', '/commercial?purpose=buy'])).toEqual({
      '/rent': true,
      '/buy': false,
      '/pg': false,
      '/': true,
      // The commercial tab searches commercial listings of every purpose.
      '/commercial?purpose=buy': false,
    });
    const sale = await listing({ purpose: 'sell', type: 'commercial', subType: 'retail', bedrooms: null });
    await db.delete(savedSearches);
    expect(await satisfied(sale, ['/buy', '/rent', '/commercial', '/commercial?purpose=rent'])).toEqual({
      '/buy': true,
      '/rent': false,
      '/commercial': true,
      '/commercial?purpose=rent': true,
    });
  });

  it('type: commercial, and residential implied by a room filter', async () => {
    const office = await listing({ type: 'commercial', subType: 'office', bedrooms: null, bathrooms: 1 });
    expect(await satisfied(office, ['/commercial', '/rent', '/rent?bathrooms=1', '/rent?bedrooms=2'])).toEqual({
      '/commercial': true,
      '/rent': true,
      '/rent?bathrooms=1': false,
      '/rent?bedrooms=2': false,
    });
  });

  it('sub-type: the stored sub-types a filter finds, per property type', async () => {
    const studio = await listing({ subType: 'studio' });
    const house = await listing({ subType: 'house' });
    const residentialOther = await listing({ subType: 'other', bedrooms: null });
    const commercialOther = await listing({ type: 'commercial', subType: 'other', bedrooms: null, bathrooms: null });
    const urls = ['/rent?subType=flat', '/rent?subType=house', '/rent?subType=plot', '/rent?subType=flat&subType=shop'];
    expect(await satisfied(studio, urls)).toEqual({
      '/rent?subType=flat': true,
      '/rent?subType=house': false,
      '/rent?subType=plot': false,
      '/rent?subType=flat&subType=shop': true,
    });
    const ids = await db.select({ id: savedSearches.id, url: savedSearches.url }).from(savedSearches);
    const idOf = (url: string) => ids.find((row) => row.url === url)?.id;
    expect(await savedSearchesMatching(db, house)).toEqual([idOf('/rent?subType=house')]);
    expect(await savedSearchesMatching(db, residentialOther)).toEqual([idOf('/rent?subType=plot')]);
    // 'other' is a commercial sub-type too, but a plot search asks for the residential one only.
    expect(await savedSearchesMatching(db, commercialOther)).toEqual([]);
  });

  it('bedrooms: exact counts, and 5 meaning 5 or more; a listing without them matches no count', async () => {
    const urls = ['/rent?bedrooms=2&bedrooms=3', '/rent?bedrooms=5', '/rent'];
    const expectations: [number | null, boolean, boolean][] = [
      [1, false, false],
      [2, true, false],
      [3, true, false],
      [4, false, false],
      [5, false, true],
      [7, false, true],
      [null, false, false],
    ];
    const ids = await Promise.all(urls.map((url) => saved(url)));
    for (const [bedrooms, twoOrThree, fivePlus] of expectations) {
      const matching = await savedSearchesMatching(db, await listing({ bedrooms }));
      expect(
        [ids[0], ids[1], ids[2]].map((id) => matching.includes(id as string)),
        `${bedrooms}`,
      ).toEqual([twoOrThree, fivePlus, true]);
    }
  });

  it('bathrooms: exact counts, and 4 meaning 4 or more', async () => {
    const [one, fourPlus] = await Promise.all([saved('/rent?bathrooms=1'), saved('/rent?bathrooms=4')]);
    for (const [bathrooms, isOne, isFourPlus] of [
      [1, true, false],
      [2, false, false],
      [4, false, true],
      [6, false, true],
    ] as const) {
      const matching = await savedSearchesMatching(db, await listing({ bathrooms }));
      expect([matching.includes(one), matching.includes(fourPlus)], `${bathrooms}`).toEqual([isOne, isFourPlus]);
    }
  });

  it('furnishing: any of those chosen; a listing that does not say matches none', async () => {
    const urls = ['/rent?furnishing=furnished', '/rent?furnishing=semi-furnished&furnishing=unfurnished'];
    expect(await satisfied(await listing({ furnishing: 'furnished' }), urls)).toEqual({
      [urls[0] as string]: true,
      [urls[1] as string]: false,
    });
    const [other] = await db
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(eq(savedSearches.url, urls[1] as string));
    expect(await savedSearchesMatching(db, await listing({ furnishing: 'unfurnished' }))).toEqual([other?.id]);
    expect(await savedSearchesMatching(db, await listing({ furnishing: null }))).toEqual([]);
  });

  it('budget: both bounds included, and a top at the slider’s end is open', async () => {
    const urls = ['/rent?minPrice=10000&maxPrice=20000', '/rent?minPrice=10000', '/rent?maxPrice=10000000'];
    const cases: [number, boolean[]][] = [
      [9_999, [false, false, true]],
      [10_000, [true, true, true]],
      [20_000, [true, true, true]],
      [20_001, [false, true, true]],
      // Above the slider's top (₹1 Cr): the open top still finds it.
      [250_000_000, [false, true, true]],
    ];
    const ids = await Promise.all(urls.map((url) => saved(url)));
    for (const [price, expected] of cases) {
      const matching = await savedSearchesMatching(db, await listing({ price }));
      expect(
        ids.map((id) => matching.includes(id)),
        `₹${price}`,
      ).toEqual(expected);
    }
  });

  it('area: any of carpet, built-up and plot area within the range', async () => {
    const id = await saved('/rent?minArea=1000&maxArea=2000');
    const cases: [Partial<PropertyInsert>, boolean][] = [
      [{ carpetArea: 900, builtUpArea: 1200 }, true],
      [{ carpetArea: 900, builtUpArea: 950 }, false],
      [{ carpetArea: null, builtUpArea: null, plotArea: 1500 }, true],
      [{ carpetArea: 2500, builtUpArea: 3000 }, false],
      [{ carpetArea: null, builtUpArea: null, plotArea: null }, false],
    ];
    for (const [areas, expected] of cases) {
      const matching = await savedSearchesMatching(db, await listing(areas));
      expect(matching.includes(id), JSON.stringify(areas)).toBe(expected);
    }
  });

  it("posted by: the poster's kind at listing time", async () => {
    const urls = ['/rent?postedBy=builder', '/rent?postedBy=owner&postedBy=builder'];
    expect(await satisfied(await listing({ postedByType: 'builder' }), urls)).toEqual({
      [urls[0] as string]: true,
      [urls[1] as string]: true,
    });
    const matching = await savedSearchesMatching(db, await listing({ postedByType: 'agent' }));
    expect(matching).toEqual([]);
  });

  it('tenants: listings for them or open to anyone; a listing for sale serves no tenant', async () => {
    const urls = ['/rent?tenant=women', '/rent?tenant=men&tenant=family', '/?tenant=men', '/rent'];
    expect(await satisfied(await listing({ tenantPreference: 'women' }), urls)).toEqual({
      [urls[0] as string]: true,
      [urls[1] as string]: false,
      [urls[2] as string]: false,
      [urls[3] as string]: true,
    });
    await db.delete(savedSearches);
    expect(await satisfied(await listing({ tenantPreference: 'any' }), urls)).toEqual({
      [urls[0] as string]: true,
      [urls[1] as string]: true,
      [urls[2] as string]: true,
      [urls[3] as string]: true,
    });
    await db.delete(savedSearches);
    const sale = await listing({ purpose: 'sell', tenantPreference: null, price: 5_000_000 });
    expect(await satisfied(sale, ['/?tenant=men', '/'])).toEqual({ '/?tenant=men': false, '/': true });
  });

  it('amenities: every one chosen must be there', async () => {
    const urls = ['/rent?amenities=lift&amenities=gym', '/rent?amenities=lift&amenities=swimmingPool', '/rent'];
    expect(await satisfied(await listing({ amenities: ['park', 'gym', 'lift'] }), urls)).toEqual({
      [urls[0] as string]: true,
      [urls[1] as string]: false,
      [urls[2] as string]: true,
    });
  });

  it('place: the city page takes its localities, a locality page only its own', async () => {
    const urls = ['/rent/bikaner', '/rent/bikaner/sadul-ganj', '/rent/bikaner/rani-bazar', '/rent/jaipur'];
    expect(await satisfied(await listing(), urls)).toEqual({
      '/rent/bikaner': true,
      '/rent/bikaner/sadul-ganj': true,
      '/rent/bikaner/rani-bazar': false,
      '/rent/jaipur': false,
    });
  });

  it('free text: a case-insensitive part of title, description, city or locality, % and _ taken literally', async () => {
    const urls = ['/rent?q=JUNAGARH', '/rent?q=sadul', '/rent?q=airy', '/rent?q=fort', '/rent?q=100%25', '/rent?q=a_b'];
    expect(await satisfied(await listing({ title: '100% Vastu flat near Junagarh' }), urls)).toEqual({
      '/rent?q=JUNAGARH': true,
      '/rent?q=sadul': true,
      '/rent?q=airy': true,
      '/rent?q=fort': false,
      '/rent?q=100%25': true,
      '/rent?q=a_b': false,
    });
  });

  it('never matches a listing out of public view, nor one that is gone', async () => {
    const all = await saved('/');
    const live = await listing();
    expect(await savedSearchesMatching(db, live)).toEqual([all]);
    const hidden = await listing({
      listed: false,
      hiddenAt: NOW,
      hiddenReason: 'fake',
      hiddenBy: 'moderator@aangan.in',
    });
    const expired = await listing({ listed: false, expiredAt: NOW });
    const withdrawn = await listing({ listed: false, withdrawnAt: NOW });
    // Out of view only because its poster is suspended.
    const ownerSuspended = await listing({ listed: false });
    for (const id of [hidden, expired, withdrawn, ownerSuspended]) {
      expect(await savedSearchesMatching(db, id)).toEqual([]);
    }
    await db.delete(properties).where(eq(properties.id, live));
    expect(await savedSearchesMatching(db, live)).toEqual([]);
    expect(await savedSearchesMatching(db, randomUUID())).toEqual([]);
  });
});

describe('savedSearchesMatching against the forward search', () => {
  it('finds, for every listing, exactly the saved searches whose results hold it', async () => {
    const built = [...generateListings(300, 2020, { now: NOW, withIds: true })].flat();
    const rows = built.map((each) => each.property);
    for (let start = 0; start < rows.length; start += 50) {
      await db.insert(properties).values(rows.slice(start, start + 50));
    }
    const ids = rows.map((row) => row.id as string);
    // A place page of a city and of a locality the factory used, so place searches find something.
    const [first] = rows;
    const cityUrl = `/rent/${first?.citySlug}`;
    const localityUrl = `/buy/${first?.citySlug}/${first?.localitySlug}`;
    const urls = [...SAVED_SEARCH_URLS, cityUrl, localityUrl];
    const savedIds = await Promise.all(urls.map((url) => saved(url)));

    const reverse = new Map<string, Set<string>>(savedIds.map((id) => [id, new Set()]));
    for (const id of ids) {
      for (const match of await savedSearchesMatching(db, id)) reverse.get(match)?.add(id);
    }
    let found = 0;
    for (const [index, url] of urls.entries()) {
      const target = readSavedSearchUrl(url);
      if (!target) throw new Error(url);
      const forward = await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(searchConditions(searchOf(target)), inArray(properties.id, ids)));
      const expected = forward.map((row) => row.id).sort();
      expect([...(reverse.get(savedIds[index] as string) ?? [])].sort(), url).toEqual(expected);
      found += expected.length;
    }
    // The comparison is not vacuous: the searches find a good part of the listings between them.
    expect(found).toBeGreaterThan(300);
  });
});
