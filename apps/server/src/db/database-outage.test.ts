import { count, eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testDatabaseKind } from '../../test/test-database.ts';
import { openPostgres } from './client.ts';
import { newsletterSubscribers } from './schema.ts';

/**
 * Issue 14 finding 4 on PostgreSQL: a read that loses its connection runs again on a fresh one, a write
 * never does, and an unreachable database is a 503 with Retry-After. Each test waits for states: a
 * statement is terminated only once pg_stat_activity shows it waiting on the lock the test holds.
 */
describe.runIf(testDatabaseKind === 'postgres')('a database that drops or refuses connections', () => {
  let testApp: TestApp;
  let locker: pg.PoolClient;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  function pool() {
    if (testApp.database.kind !== 'postgres') throw new Error('PostgreSQL only');
    return testApp.database.pool;
  }

  /** Holds newsletter_subscribers locked, so statements on it wait where the test can find and end them. */
  async function lockTable() {
    locker = await pool().connect();
    await locker.query('begin');
    await locker.query('lock table newsletter_subscribers in access exclusive mode');
  }

  async function unlockTable() {
    await locker.query('commit');
    locker.release();
  }

  /** The connections whose statement (matching `like`) waits on the lock the test holds. */
  async function waitingOnTheLock(like: string): Promise<number[]> {
    for (;;) {
      // Statistics are a snapshot per transaction, and the locker is inside one: ask for a fresh look.
      await locker.query('select pg_stat_clear_snapshot()');
      const { rows } = await locker.query<{ pid: number }>(
        `select pid from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and query ilike $1 and pid <> pg_backend_pid()`,
        [like],
      );
      if (rows.length > 0) return rows.map((row) => row.pid);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Waits until a statement matching `like` waits on the lock, then terminates its connection. */
  async function terminateWhenWaiting(like: string): Promise<void> {
    const [pid] = await waitingOnTheLock(like);
    await locker.query('select pg_terminate_backend($1)', [pid]);
  }

  it('runs a read again on a fresh connection when its connection is terminated', async () => {
    await lockTable();
    const read = pool().query('select count(*)::int as total from newsletter_subscribers');
    await terminateWhenWaiting('select count(*)::int as total from newsletter_subscribers%');
    // The retry, on a fresh connection, waits on the same lock; releasing it lets the retry through.
    await waitingOnTheLock('select count(*)::int as total from newsletter_subscribers%');
    await unlockTable();
    const result = await read;
    expect(result.rows[0].total).toBe(0);
  });

  it('never runs a write twice: a write that lost its connection is a 503 with Retry-After, applied at most once', async () => {
    await lockTable();
    const signUp = testApp.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'outage@example.in' },
    });
    await terminateWhenWaiting('insert into "newsletter_subscribers"%');
    await unlockTable();
    const response = await signUp;
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json().error.code).toBe('UNAVAILABLE');
    const [row] = await testApp.database.db
      .select({ value: count() })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'outage@example.in'));
    expect(row?.value).toBe(0);
  });

  it('answers 503 with Retry-After, never 500, while the database cannot be reached', async () => {
    // A port nothing listens on: every connection is refused, for longer than the pool waits.
    const unreachable = openPostgres({ url: 'postgres://postgres@127.0.0.1:1/none', waitForDatabaseMs: 300 });
    const down = await createTestApp({}, unreachable);
    try {
      for (const url of ['/api/properties', '/api/properties/stats']) {
        const response = await down.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual({ error: { code: 'UNAVAILABLE', message: expect.any(String) } });
      }
      const write = await down.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'a@b.in' } });
      expect(write.statusCode).toBe(503);
      expect((await down.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    } finally {
      await down.app.close();
      await unreachable.close();
    }
  });
});
