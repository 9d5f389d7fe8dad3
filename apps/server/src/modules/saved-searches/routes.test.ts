import {
  SAVED_SEARCH_MESSAGES as M,
  MAX_RUPEES,
  MAX_SAVED_SEARCHES,
  PROPERTY_NOT_FOUND_MESSAGE,
  type SavedSearch,
  SEARCH_COUNT_CAP,
} from '@aangan/domain';
import { listingBody } from '@aangan/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount } from '../../../test/accounts.ts';
import { createListing, sendAs } from '../../../test/listings.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { properties, savedSearches } from '../../db/schema.ts';

let testApp: TestApp;
let poster: Account;
let refuser: Account | undefined;
let changer: { account: Account; saved: SavedSearch } | undefined;

beforeAll(async () => {
  testApp = await createTestApp();
  poster = await createVerifiedAccount(testApp);
  // A place to save searches of: Sadul Ganj, Bikaner (the test listing's place).
  await createListing(testApp, poster.cookie);
});

afterAll(async () => {
  await testApp.close();
});

const missingId = '00000000-0000-4000-8000-000000000000';
const save = (account: Account | undefined, body: unknown, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: { ...(account ? { cookie: account.cookie } : {}), ...headers },
    payload: body as Record<string, unknown>,
  });
const list = async (account: Account): Promise<SavedSearch[]> => {
  const response = await sendAs(testApp, 'GET', '/api/saved-searches', account.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
};

/** Lists a property as the poster, past the hourly listing limit (not what these tests are about). */
async function freshListing(overrides: Parameters<typeof listingBody>[0] = {}): Promise<string> {
  for (const window of ['hour', 'day']) {
    await testApp.rateLimitStore.reset(`listing-create:user:${window}:${poster.id.toLowerCase()}`);
  }
  return createListing(testApp, poster.cookie, overrides);
}

function expectError(response: Awaited<ReturnType<typeof save>>, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().error.message).toBe(message);
}

describe('saving a search', () => {
  it('stores the canonical address, names it in English, and answers it as the list shows it', async () => {
    const seeker = await createVerifiedAccount(testApp);
    const response = await save(seeker, { url: '/hi/rent/bikaner/?maxPrice=40000&bedrooms=3,2&sort=price-asc#top' });
    expect(response.statusCode, response.body).toBe(201);
    const saved: SavedSearch = response.json();
    expect(saved).toMatchObject({
      name: '2–3 BHK homes for rent in Bikaner under ₹40,000',
      url: '/rent/bikaner?bedrooms=2&bedrooms=3&maxPrice=40000',
      frequency: 'daily',
      newMatches: 0,
      newMatchesCapped: false,
    });
    expect(saved.lastSeenAt).toBe(saved.createdAt);
    expect(await list(seeker)).toEqual([saved]);
  });

  it('keeps the name the page sends (the suggestion in its language, or the person’s own), trimmed', async () => {
    const seeker = await createVerifiedAccount(testApp);
    const hindi = await save(seeker, {
      url: '/rent/bikaner/sadul-ganj',
      name: '  सादुल गंज, बीकानेर में किराये के लिए प्रॉपर्टी ',
    });
    expect(hindi.statusCode, hindi.body).toBe(201);
    expect(hindi.json().name).toBe('सादुल गंज, बीकानेर में किराये के लिए प्रॉपर्टी');
    // Without a name the server's suggestion is English, whatever the page's language.
    const unnamed = await save(seeker, { url: '/pg' }, { 'accept-language': 'hi-IN' });
    expect(unnamed.json().name).toBe('PG accommodations');
  });

  it('refuses the same search twice, however its address is spelled', async () => {
    const seeker = await createVerifiedAccount(testApp);
    expect((await save(seeker, { url: '/buy?bedrooms=2&furnishing=furnished' })).statusCode).toBe(201);
    for (const url of ['/buy?furnishing=furnished&bedrooms=2', '/hi/buy?bedrooms=2&furnishing=furnished&page=3']) {
      expectError(await save(seeker, { url, name: 'Again' }), 409, M.alreadySaved);
    }
    // Someone else may save the same search.
    const other = await createVerifiedAccount(testApp);
    expect((await save(other, { url: '/buy?bedrooms=2&furnishing=furnished' })).statusCode).toBe(201);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per person`, async () => {
    const seeker = await createVerifiedAccount(testApp);
    for (let index = 1; index <= MAX_SAVED_SEARCHES; index += 1) {
      const response = await save(seeker, { url: `/rent?minPrice=${index * 1000}` });
      expect(response.statusCode, response.body).toBe(201);
    }
    expectError(await save(seeker, { url: '/rent?minPrice=500000' }), 409, M.limitReached);
    expect(M.limitReached).toBe('You can save up to 20 searches. Delete one to save another.');
    // A search already saved is said to be so, even at the limit.
    expectError(await save(seeker, { url: '/rent?minPrice=1000' }), 409, M.alreadySaved);
    const items = await list(seeker);
    expect(items).toHaveLength(MAX_SAVED_SEARCHES);
    // Newest first.
    expect(items[0]?.url).toBe(`/rent?minPrice=${MAX_SAVED_SEARCHES * 1000}`);
    // Deleting one makes room.
    expect((await sendAs(testApp, 'DELETE', `/api/saved-searches/${items[0]?.id}`, seeker.cookie)).statusCode).toBe(
      204,
    );
    expect((await save(seeker, { url: '/rent?minPrice=500000' })).statusCode).toBe(201);
  });

  it('passes the limit once only when two saves race', async () => {
    const seeker = await createVerifiedAccount(testApp);
    for (let index = 1; index < MAX_SAVED_SEARCHES; index += 1) {
      expect((await save(seeker, { url: `/buy?minPrice=${index * 100000}` })).statusCode).toBe(201);
    }
    const answers = await Promise.all([save(seeker, { url: '/pg?q=a' }), save(seeker, { url: '/pg?q=b' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await list(seeker)).toHaveLength(MAX_SAVED_SEARCHES);
  });

  it.each([
    [{}, 'url', M.urlRequired],
    [{ url: '' }, 'url', M.urlRequired],
    [{ url: 42 }, 'url', M.urlRequired],
    [{ url: '/about' }, 'url', M.notAResultsPage],
    [{ url: '/rent/Bikaner' }, 'url', M.notAResultsPage],
    [{ url: '/rent/bikaner/sadul-ganj/more' }, 'url', M.notAResultsPage],
    [{ url: '/all' }, 'url', M.notAResultsPage],
    [{ url: 'https://aangan.in/rent' }, 'url', M.notAResultsPage],
    [{ url: '//evil.example/rent' }, 'url', M.notAResultsPage],
    [{ url: '/rent/%E0%A4' }, 'url', M.notAResultsPage],
    [{ url: `/rent?q=${'x'.repeat(2000)}` }, 'url', M.urlTooLong],
    [{ url: '/rent?maxPrice=1e20' }, 'url', `Maximum price must be at most ${MAX_RUPEES.toLocaleString('en-IN')}`],
    [{ url: '/rent', name: '' }, 'name', M.nameRequired],
    [{ url: '/rent', name: '   ' }, 'name', M.nameRequired],
    [{ url: '/rent', name: 'x'.repeat(81) }, 'name', M.nameTooLong],
    [{ url: '/rent', name: ['a'] }, 'name', M.nameRequired],
    [{ url: '/rent', frequency: 'daily' }, 'frequency', 'Unknown field: frequency'],
  ])('refuses %j with a 400 naming the field', async (body, field, message) => {
    // One person for every case (sign-ups are limited per address): nothing is ever saved for them.
    refuser ??= await createVerifiedAccount(testApp);
    const response = await save(refuser, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await list(refuser)).toEqual([]);
  });

  it('refuses a place no live listing names: it has no page to save', async () => {
    const seeker = await createVerifiedAccount(testApp);
    expectError(await save(seeker, { url: '/rent/nowhere-town' }), 400, M.unknownPlace);
    expectError(await save(seeker, { url: '/rent/bikaner/no-such-locality' }), 400, M.unknownPlace);
  });

  it('strips control characters a forged link carries in its text', async () => {
    const seeker = await createVerifiedAccount(testApp);
    const response = await save(seeker, { url: '/rent?q=lake%00view%0A' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().url).toBe('/rent?q=lake+view');
  });

  it('asks a guest to sign in', async () => {
    expect((await save(undefined, { url: '/rent' })).statusCode).toBe(401);
    expect((await sendAs(testApp, 'GET', '/api/saved-searches')).statusCode).toBe(401);
  });
});

describe('new matches', () => {
  it('counts live listings the search finds, posted or edited since the person last opened it', async () => {
    const seeker = await createVerifiedAccount(testApp);
    const before = await freshListing({ title: 'Old pg room', purpose: 'pg' });
    const saved: SavedSearch = (await save(seeker, { url: '/pg/bikaner' })).json();
    const counts = async () => (await list(seeker)).map((item) => item.newMatches);
    expect(await counts()).toEqual([0]);

    await freshListing({ title: 'New pg room', purpose: 'pg' });
    await freshListing({ title: 'A rent flat, not a pg', purpose: 'rent' });
    await freshListing({
      title: 'A pg room elsewhere',
      purpose: 'pg',
      location: { ...listingBody().location, city: 'Jaipur' },
    });
    expect(await counts()).toEqual([1]);

    // Edited since: new to the person too.
    const edited = await sendAs(testApp, 'PATCH', `/api/properties/${before}`, poster.cookie, {
      ...listingBody({ purpose: 'pg', title: 'Old pg room, now with meals' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await counts()).toEqual([2]);

    // Opened: nothing is new any more.
    const seen = await sendAs(testApp, 'POST', `/api/saved-searches/${saved.id}/seen`, seeker.cookie);
    expect(seen.statusCode, seen.body).toBe(204);
    const [after] = await list(seeker);
    expect(after?.newMatches).toBe(0);
    expect(Date.parse(after?.lastSeenAt ?? '')).toBeGreaterThan(Date.parse(saved.lastSeenAt));

    // A new listing taken down before the person looks is not counted.
    const hiddenLater = await freshListing({ title: 'Withdrawn pg room', purpose: 'pg' });
    expect(await counts()).toEqual([1]);
    await testApp.database.db
      .update(properties)
      .set({ listed: false, withdrawnAt: new Date() })
      .where(eq(properties.id, hiddenLater));
    expect(await counts()).toEqual([0]);
  });

  it(`stops counting at the search's cap (${SEARCH_COUNT_CAP}) and says there are more`, async () => {
    const seeker = await createVerifiedAccount(testApp);
    const saved: SavedSearch = (await save(seeker, { url: '/commercial?q=filler+godown' })).json();
    await testApp.database.db.execute(sql`
      insert into properties (title, purpose, type, sub_type, price, city, locality, address, pincode, posted_by_id, posted_by_type, city_slug, locality_slug)
      select 'Filler godown ' || n, 'rent', 'commercial', 'warehouse', 90000, 'Bikaner', 'Rani Bazar', '1 Station Road', '334001', ${poster.id}, 'owner', 'bikaner', 'rani-bazar'
      from generate_series(1, ${SEARCH_COUNT_CAP + 1}) as n`);
    const [item] = await list(seeker);
    expect(item).toMatchObject({ id: saved.id, newMatches: SEARCH_COUNT_CAP, newMatchesCapped: true });
  });
});

describe('a stored search that no longer reads as one', () => {
  it('lists with no new matches rather than failing', async () => {
    const seeker = await createVerifiedAccount(testApp);
    // As if the search's limits had narrowed since it was saved.
    await testApp.database.db
      .insert(savedSearches)
      .values({ userId: seeker.id, name: 'Old search', url: '/rent?maxPrice=1e20' });
    expect(await list(seeker)).toMatchObject([{ name: 'Old search', newMatches: 0, newMatchesCapped: false }]);
  });
});

describe('renaming, deleting, and whose it is', () => {
  it('renames and changes the frequency, answering the search as the list shows it', async () => {
    const seeker = await createVerifiedAccount(testApp);
    const saved: SavedSearch = (await save(seeker, { url: '/rent' })).json();
    const renamed = await sendAs(testApp, 'PATCH', `/api/saved-searches/${saved.id}`, seeker.cookie, {
      name: ' Flats for my sister ',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ ...saved, name: 'Flats for my sister', newMatches: 0 });
    const weekly = await sendAs(testApp, 'PATCH', `/api/saved-searches/${saved.id}`, seeker.cookie, {
      frequency: 'weekly',
    });
    expect(weekly.json()).toMatchObject({ name: 'Flats for my sister', frequency: 'weekly' });
    expect(await list(seeker)).toEqual([weekly.json()]);
  });

  it.each([
    [{}, '_', M.nothingToChange],
    [{ name: '' }, 'name', M.nameRequired],
    [{ name: 'x'.repeat(81) }, 'name', M.nameTooLong],
    [{ frequency: 'hourly' }, 'frequency', M.frequencyInvalid],
    [{ url: '/buy' }, 'url', 'Unknown field: url'],
  ])('refuses the change %j with a 400', async (body, field, message) => {
    // One person and search for every case (sign-ups are limited per address): it never changes.
    if (!changer) {
      const account = await createVerifiedAccount(testApp);
      changer = { account, saved: (await save(account, { url: '/rent' })).json() };
    }
    const { account, saved } = changer;
    const response = await sendAs(testApp, 'PATCH', `/api/saved-searches/${saved.id}`, account.cookie, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await list(account)).toEqual([saved]);
  });

  it('deletes, and a second delete finds nothing', async () => {
    const seeker = await createVerifiedAccount(testApp);
    const saved: SavedSearch = (await save(seeker, { url: '/rent' })).json();
    const url = `/api/saved-searches/${saved.id}`;
    expect((await sendAs(testApp, 'DELETE', url, seeker.cookie)).statusCode).toBe(204);
    expect(await list(seeker)).toEqual([]);
    expectError(await sendAs(testApp, 'DELETE', url, seeker.cookie), 404, M.notFound);
  });

  it("answers another person's search as not there (404), and changes nothing of it", async () => {
    const owner = await createVerifiedAccount(testApp);
    const stranger = await createVerifiedAccount(testApp);
    const saved: SavedSearch = (await save(owner, { url: '/buy' })).json();
    const url = `/api/saved-searches/${saved.id}`;
    for (const [method, path, body] of [
      ['PATCH', url, { name: 'Mine now' }],
      ['DELETE', url, undefined],
      ['POST', `${url}/seen`, undefined],
    ] as const) {
      expectError(await sendAs(testApp, method, path, stranger.cookie, body), 404, M.notFound);
      // The same answer as for an id that was never there, or is not an id.
      expectError(
        await sendAs(testApp, method, path.replace(saved.id, missingId), owner.cookie, body),
        404,
        M.notFound,
      );
      expectError(
        await sendAs(testApp, method, path.replace(saved.id, 'not-an-id'), owner.cookie, body),
        404,
        M.notFound,
      );
    }
    expect(await list(stranger)).toEqual([]);
    expect(await list(owner)).toEqual([saved]);
    expect(M.notFound).not.toBe(PROPERTY_NOT_FOUND_MESSAGE);
  });

  it('goes with its owner’s account', async () => {
    const seeker = await createVerifiedAccount(testApp);
    await save(seeker, { url: '/rent' });
    const deleted = await sendAs(testApp, 'POST', '/api/me/delete', seeker.cookie, {
      password: seeker.password,
      confirmation: 'DELETE',
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const left = await testApp.database.db.select().from(savedSearches).where(eq(savedSearches.userId, seeker.id));
    expect(left).toEqual([]);
  });
});
