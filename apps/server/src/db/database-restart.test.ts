import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from '../../test/accounts.ts';
import { createListing } from '../../test/listings.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMigratedPostgresDatabase, testDatabaseKind } from '../../test/test-database.ts';
import { openPostgres } from './client.ts';
import { newsletterSubscribers } from './schema.ts';

/**
 * Issue 14 finding 4: a PostgreSQL restart under load failed 76 % of requests, almost all as 500. The app
 * reaches the database through a TCP proxy; mid-load the proxy drops every connection and refuses new ones
 * for OUTAGE_MS — exactly what a restart looks like from the app — then accepts again. Goal: under 2 % of
 * requests fail, none with a 500, every failure a 503 with Retry-After, and no write applied twice.
 */
const REQUESTS = 600;
const CONCURRENCY = 8;
const CUT_AFTER = 150;
const OUTAGE_MS = 1_500;

describe.runIf(testDatabaseKind === 'postgres')('a database restart under load', () => {
  let proxy: TcpProxy;
  let drop: () => Promise<void>;
  let testApp: TestApp;

  beforeAll(async () => {
    const database = await createMigratedPostgresDatabase();
    drop = database.drop;
    const target = new URL(database.url);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    target.host = `127.0.0.1:${proxy.port}`;
    testApp = await createTestApp({}, openPostgres({ url: target.toString(), poolMax: 6 }));
  });

  afterAll(async () => {
    // Closing the pool waits for every client it lent: a client lost in the outage must have come back.
    await testApp.close();
    await proxy.close();
    await drop();
  });

  it('fails under 2 % of requests, never with a 500, and applies no write twice', async () => {
    const owner = await createVerifiedAccount(testApp);
    const buyer = await createVerifiedAccount(testApp);
    const listingId = await createListing(testApp, owner.cookie);
    const requests = [
      () => testApp.app.inject({ method: 'GET', url: '/api/properties?q=flat&sort=price-asc' }),
      () =>
        testApp.app.inject({ method: 'GET', url: `/api/properties/${listingId}`, headers: { cookie: buyer.cookie } }),
      () => testApp.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: buyer.cookie } }),
      () => testApp.app.inject({ method: 'PUT', url: `/api/me/saved/${listingId}`, headers: { cookie: buyer.cookie } }),
    ];

    const statuses: number[] = [];
    const failures: { status: number; retryAfter: unknown }[] = [];
    let sent = 0;
    let outage: Promise<void> | undefined;
    async function worker() {
      while (sent < REQUESTS) {
        const index = sent++;
        if (index === CUT_AFTER) outage = restart();
        // Every fifth request is a write that must happen at most once: a newsletter sign-up of its own.
        const response =
          index % 5 === 4
            ? await testApp.app.inject({
                method: 'POST',
                url: '/api/newsletter',
                payload: { email: `load${index}@example.in` },
                // Many people, not one address hitting the per-IP limit.
                remoteAddress: `10.0.${index >> 8}.${index & 255}`,
              })
            : await (requests[index % requests.length] as () => ReturnType<typeof testApp.app.inject>)();
        // By the request's own index: the workers answer out of order, and the writes are every fifth request.
        statuses[index] = response.statusCode;
        if (response.statusCode >= 400)
          failures.push({ status: response.statusCode, retryAfter: response.headers['retry-after'] });
      }
    }
    async function restart() {
      await proxy.cut();
      // The one deliberate duration: how long the database is away.
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
      await proxy.restore();
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await outage;

    const failureRate = failures.length / statuses.length;
    console.info(
      `database restart: ${statuses.length} requests, ${failures.length} failed (${(failureRate * 100).toFixed(2)} %), ${OUTAGE_MS} ms outage`,
    );
    expect(statuses).toHaveLength(REQUESTS);
    expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
    expect(failures.every((failure) => failure.status === 503 && failure.retryAfter === '5')).toBe(true);
    expect(failureRate).toBeLessThan(0.02);
    // No client lost in the outage is still lent out: the pool keeps its full size for the next restart.
    if (testApp.database.kind === 'postgres')
      expect(testApp.database.pool.idleCount).toBe(testApp.database.pool.totalCount);

    // Each sign-up address is stored at most once (the unique index would refuse a second, so a retried
    // write would have shown up as a failure above), and every 201/200 answer's row is there.
    const [stored] = await testApp.database.db
      .select({ value: count() })
      .from(newsletterSubscribers)
      .where(like(newsletterSubscribers.email, 'load%@example.in'));
    const answeredOk = statuses.filter((status, index) => index % 5 === 4 && status < 400).length;
    expect(stored?.value).toBeGreaterThanOrEqual(answeredOk);
    expect(stored?.value).toBeLessThanOrEqual(REQUESTS / 5);
  });
});
