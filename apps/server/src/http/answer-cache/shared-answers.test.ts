import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { PropertyPage } from '@aangan/domain';
import { listingBody } from '@aangan/testing';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount } from '../../../test/accounts.ts';
import { createListing, sendAs } from '../../../test/listings.ts';
import { createTeamMember } from '../../../test/team.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { properties } from '../../db/schema.ts';

/**
 * The shared answer cache through the real app and database (decision 038): every kind of listing write shows
 * in search once the bound has passed and not a moment later, the answer is the same for a guest and a signed-in
 * person and carries nobody's data, and the ETag saves a browser or CDN the body. The app's clock is the test's,
 * so the bound is crossed by moving it, never by waiting.
 */
const BOUND_MS = 5_000;
let now = new Date('2027-03-01T06:30:00Z');
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

const testApp = await createTestApp(
  { SEARCH_CACHE_SECONDS: String(BOUND_MS / 1000), AUTH_SECRET: 'shared-answers-test-secret-of-32-chars+' },
  undefined,
  () => now,
);
afterAll(() => testApp.close());
const owner = await createVerifiedAccount(testApp, { name: 'Kavya Owner' });
const moderator = await createTeamMember(testApp, 'moderator');

let sequence = 0;
/** A word no other listing has, so each test's search is its own question. */
function uniqueWord(): string {
  sequence += 1;
  return `velquor${sequence}x`;
}

function get(app: TestApp, url: string, headers: Record<string, string> = {}) {
  return app.app.inject({ method: 'GET', url, headers });
}

function pageOf(response: LightMyRequestResponse): PropertyPage {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function titlesFor(word: string, app = testApp): Promise<string[]> {
  return pageOf(await get(app, `/api/properties?q=${word}`)).items.map((item) => item.title);
}

async function listingWith(word: string, account: Account = owner): Promise<string> {
  await testApp.rateLimitStore.reset(`listing-create:user:hour:${account.id.toLowerCase()}`);
  await testApp.rateLimitStore.reset(`listing-create:user:day:${account.id.toLowerCase()}`);
  return createListing(testApp, account.cookie, { title: `2 BHK ${word} near the lake` });
}

describe('a write shows in search within the bound, whichever kind it is', () => {
  it('a new listing: the answer read before it stays until the bound, then it is found', async () => {
    const word = uniqueWord();
    const first = await get(testApp, `/api/properties?q=${word}`);
    expect(first.headers['x-cache']).toBe('miss');
    expect(pageOf(first).total).toBe(0);
    await listingWith(word);
    const kept = await get(testApp, `/api/properties?q=${word}`);
    expect(kept.headers['x-cache']).toBe('hit');
    expect(pageOf(kept).total).toBe(0);
    later(BOUND_MS - 1);
    expect(await titlesFor(word)).toEqual([]);
    later(1);
    expect(await titlesFor(word)).toEqual([`2 BHK ${word} near the lake`]);
  });

  type Write = (id: string) => Promise<void>;
  const wordOf = new Map<string, string>();
  const writes: Array<[string, Write, (word: string) => string[]]> = [
    [
      'edited by its owner',
      async (id) => {
        const title = `2 BHK ${wordOf.get(id)} near the lake renovated`;
        const edit = await sendAs(testApp, 'PATCH', `/api/properties/${id}`, owner.cookie, listingBody({ title }));
        expect(edit.statusCode, edit.body).toBe(200);
      },
      (word) => [`2 BHK ${word} near the lake renovated`],
    ],
    [
      'hidden by a moderator',
      async (id) => {
        const hide = await sendAs(testApp, 'POST', `/api/admin/listings/${id}/hide`, moderator.cookie, {
          reason: 'spam',
        });
        expect(hide.statusCode, hide.body).toBe(200);
      },
      () => [],
    ],
    [
      'expired by the sweep',
      async (id) => {
        await testApp.database.db.update(properties).set({ expiresAt: now }).where(eq(properties.id, id));
        const sweep = testApp.app.jobs.definitions.find((job) => job.name === 'expire-listings');
        await sweep?.run(now);
        const [row] = await testApp.database.db.select().from(properties).where(eq(properties.id, id));
        expect(row?.listed).toBe(false);
      },
      () => [],
    ],
    [
      'deleted by its owner',
      async (id) => {
        expect((await sendAs(testApp, 'DELETE', `/api/properties/${id}`, owner.cookie)).statusCode).toBe(204);
      },
      () => [],
    ],
  ];

  it.each(writes)('a listing %s: the old answer until the bound, then the new one', async (_kind, write, after) => {
    const word = uniqueWord();
    const id = await listingWith(word);
    wordOf.set(id, word);
    const before = [`2 BHK ${word} near the lake`];
    expect(await titlesFor(word)).toEqual(before);
    await write(id);
    expect(await titlesFor(word)).toEqual(before);
    later(BOUND_MS - 1);
    expect(await titlesFor(word)).toEqual(before);
    later(1);
    expect(await titlesFor(word)).toEqual(after(word));
  });

  it('the hero count follows the same bound', async () => {
    const count = async () => (await get(testApp, '/api/properties/stats')).json().total as number;
    const before = await count();
    await listingWith(uniqueWord());
    expect(await count()).toBe(before);
    later(BOUND_MS);
    expect(await count()).toBe(before + 1);
  });
});

describe('one answer for everyone', () => {
  it('a signed-in owner and a guest get the same bytes, with no pin, cookie or per-person field', async () => {
    const word = uniqueWord();
    await listingWith(word);
    // The owner asks first, so had the answer been theirs, the guest would be served it.
    const mine = await get(testApp, `/api/properties?q=${word}`, { cookie: owner.cookie });
    const guest = await get(testApp, `/api/properties?q=${word}`);
    expect(mine.headers['x-cache']).toBe('bypass');
    expect(guest.headers['x-cache']).toBe('hit');
    expect(guest.body).toBe(mine.body);
    expect(guest.headers.etag).toBe(mine.headers.etag);
    expect(mine.headers['set-cookie']).toBeUndefined();
    const [item] = pageOf(guest).items;
    // The exact pin is the owner's and a contact's (decision 036): never in a search answer.
    expect(item?.location).not.toHaveProperty('pin');
    expect(guest.body).not.toContain(owner.email);
  });

  it('the same question in another order of its parameters is one answer', async () => {
    const word = uniqueWord();
    const one = await get(testApp, `/api/properties?q=${word}&purpose=rent&bedrooms=2`);
    const other = await get(testApp, `/api/properties?bedrooms=2&purpose=rent&q=${word}`);
    expect(one.headers['x-cache']).toBe('miss');
    expect(other.headers['x-cache']).toBe('hit');
  });

  it('a bad question is refused as before, and never kept', async () => {
    const refused = await get(testApp, '/api/properties?bedrooms=abc');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['x-cache']).toBeUndefined();
  });
});

describe('a signed-in person', () => {
  it('sees their own edit at once, and leaves the fresh answer for the guests after them', async () => {
    const word = uniqueWord();
    const id = await listingWith(word);
    expect(await titlesFor(word)).toEqual([`2 BHK ${word} near the lake`]);
    const title = `2 BHK ${word} near the lake, repainted`;
    expect(
      (await sendAs(testApp, 'PATCH', `/api/properties/${id}`, owner.cookie, listingBody({ title }))).statusCode,
    ).toBe(200);
    const mine = await get(testApp, `/api/properties?q=${word}`, { cookie: owner.cookie });
    expect(pageOf(mine).items.map((item) => item.title)).toEqual([title]);
    // Within the bound, yet the guest now gets what the owner's request read.
    expect(await titlesFor(word)).toEqual([title]);
  });
});

describe('ETags, 304 and compression', () => {
  it('answers an unchanged If-None-Match with 304 and no body, and a changed answer with 200', async () => {
    const word = uniqueWord();
    const url = `/api/properties?q=${word}`;
    const first = await get(testApp, url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=5');
    const unchanged = await get(testApp, url, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    // A CDN may send the strong form, or a list.
    expect((await get(testApp, url, { 'if-none-match': `"x", ${etag.slice(2)}` })).statusCode).toBe(304);
    later(2_000);
    // What is left of the bound, so a CDN in front never keeps it longer.
    expect((await get(testApp, url)).headers['cache-control']).toBe('public, max-age=0, s-maxage=3');
    await listingWith(word);
    later(BOUND_MS);
    const changed = await get(testApp, url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(pageOf(changed).total).toBe(1);
  });

  it('sends brotli, gzip or plain JSON as asked, each the same answer', async () => {
    const word = uniqueWord();
    await listingWith(word);
    const url = `/api/properties?q=${word}`;
    const plain = await get(testApp, url);
    const br = await get(testApp, url, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(testApp, url, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toContain('Accept-Encoding');
  });

  it('place pages are shared answers too', async () => {
    const first = await get(testApp, '/api/places/rent/bikaner');
    const second = await get(testApp, '/api/places/rent/bikaner');
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'hit']);
    expect(second.body).toBe(first.body);
  });
});

describe('with the cache off (SEARCH_CACHE_SECONDS=0)', () => {
  it('every answer is read anew, and a write shows at once; the ETag still saves the body', async () => {
    const off = await createTestApp({ AUTH_SECRET: 'shared-answers-off-secret-of-32-chars+++' }, undefined, () => now);
    try {
      const poster = await createVerifiedAccount(off);
      const word = uniqueWord();
      const url = `/api/properties?q=${word}`;
      const first = await get(off, url);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect((await get(off, url, { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
      await createListing(off, poster.cookie, { title: `2 BHK ${word} near the lake` });
      const second = await get(off, url);
      expect(second.headers['x-cache']).toBe('miss');
      expect(pageOf(second).total).toBe(1);
    } finally {
      await off.close();
    }
  });
});
