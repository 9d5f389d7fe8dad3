import type { PropertyPage } from '@aangan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from '../../../test/accounts.ts';
import { createListing } from '../../../test/listings.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMigratedPostgresDatabase, testDatabaseKind } from '../../../test/test-database.ts';
import { openPostgres } from '../../db/client.ts';

/**
 * Two server processes on one PostgreSQL database share their answers through Redis (decision 038): what one read,
 * the other serves, and a write through either shows in both once the bound has passed. Each app here has its own
 * pool, Redis connection and memory, as a process does. A process on another database never takes these answers.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BOUND_MS = 5_000;
let now = new Date('2027-04-01T06:30:00Z');

describe.skipIf(testDatabaseKind !== 'postgres')('two processes sharing Redis', () => {
  const env = {
    SEARCH_CACHE_SECONDS: String(BOUND_MS / 1000),
    REDIS_URL,
    AUTH_SECRET: 'shared-answers-redis-secret-of-32-chars+',
  };
  const url = `/api/properties?q=quorbelt${Date.now()}`;
  let first: TestApp;
  let second: TestApp;
  let other: TestApp;
  let ownerCookie = '';
  const dropDatabases: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    const shared = await createMigratedPostgresDatabase();
    const elsewhere = await createMigratedPostgresDatabase();
    dropDatabases.push(shared.drop, elsewhere.drop);
    const clock = () => now;
    first = await createTestApp(env, openPostgres({ url: shared.url, poolMax: 2 }), clock);
    second = await createTestApp(env, openPostgres({ url: shared.url, poolMax: 2 }), clock);
    other = await createTestApp(env, openPostgres({ url: elsewhere.url, poolMax: 2 }), clock);
    ownerCookie = (await createVerifiedAccount(first)).cookie;
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close(), other?.close()]);
    await Promise.all(dropDatabases.map((drop) => drop()));
  });
  const ask = async (app: TestApp) => {
    const response = await app.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return { cache: response.headers['x-cache'], etag: response.headers.etag, page: response.json() as PropertyPage };
  };

  it('what one process read, the other answers from Redis; another database never does', async () => {
    const read = await ask(first);
    expect(read.cache).toBe('miss');
    // Redis is written after the answer: wait until the other process finds it there.
    await expect.poll(async () => (await ask(second)).cache).toBe('hit');
    expect((await ask(second)).etag).toBe(read.etag);
    expect((await ask(other)).cache).toBe('miss');
  });

  it('a write through one process shows in both once the bound has passed', async () => {
    await createListing(first, ownerCookie, { title: `2 BHK ${url.split('=')[1]} near the lake` });
    expect((await ask(second)).page.total).toBe(0);
    now = new Date(now.getTime() + BOUND_MS);
    const fresh = await ask(second);
    expect(fresh).toMatchObject({ cache: 'miss', page: { total: 1 } });
    await expect.poll(async () => (await ask(first)).etag).toBe(fresh.etag);
    expect((await ask(first)).page.total).toBe(1);
  });
});
