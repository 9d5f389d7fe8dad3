import pg from 'pg';
import { isDatabaseUnavailable } from '../http/database-unavailable.ts';

export interface ResilientPoolOptions extends pg.PoolConfig {
  /** How long a request may wait for the database to come back before it is told 503 (a restart is 1–3 s). */
  waitForDatabaseMs: number;
}

/**
 * A statement that cannot change anything, so running it twice is harmless. Conservative: anything that is
 * not plainly a SELECT (or a WITH that only selects) counts as a write.
 */
export function isReadOnlyStatement(text: string): boolean {
  const statement = text.trim().toLowerCase();
  if (!/^(select|with)\b/.test(statement)) return false;
  return !/\b(insert|update|delete|merge|for\s+(update|share|no\s+key\s+update|key\s+share)|nextval|setval|pg_advisory\w*)\b/.test(
    statement,
  );
}

function statementText(config: unknown): string {
  if (typeof config === 'string') return config;
  const text = (config as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

const guardedClients = new WeakSet<pg.PoolClient>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A pg.Pool that rides out a database restart (issue 14: a restart failed 76 % of requests as 500s):
 * - getting a connection while the database is down is retried with a short backoff for up to
 *   `waitForDatabaseMs`, so a restart costs latency, not failures (nothing was sent, so writes may wait too);
 * - a read whose connection drops mid-way runs once more on a fresh connection;
 * - a write whose connection drops is never retried: it may have been applied, so it fails (503) and the
 *   client decides. Transactions run on one client from `connect()` and are never retried either.
 * Drizzle treats it as a pool (its class name says Pool), so every service gets this without change.
 */
export class ResilientPool extends pg.Pool {
  readonly #waitForDatabaseMs: number;

  constructor({ waitForDatabaseMs, ...config }: ResilientPoolOptions) {
    super(config);
    this.#waitForDatabaseMs = waitForDatabaseMs;
  }

  /** A connection, waiting a bounded time for the database; pg's own `query` comes through here too. */
  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads (promise and callback) are kept as they are.
  override connect(callback?: any): any {
    const connecting = this.#connectWaiting();
    if (typeof callback !== 'function') return connecting;
    connecting.then(
      (client) => callback(undefined, client, () => client.release()),
      (error: Error) => callback(error, undefined, () => {}),
    );
    return undefined;
  }

  async #connectWaiting(): Promise<pg.PoolClient> {
    const deadline = Date.now() + this.#waitForDatabaseMs;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return this.#guarded(await super.connect());
      } catch (error) {
        if (!isDatabaseUnavailable(error) || Date.now() >= deadline) throw error;
        await sleep(Math.min(100 * 2 ** attempt, 500, Math.max(0, deadline - Date.now())));
      }
    }
  }

  /**
   * Makes a checked-out client safe to lose:
   * - pg-pool listens for a client's errors only while it is idle, so a connection that dies while checked
   *   out (a transaction between two statements) would throw an unhandled 'error' and end the process; such
   *   an error goes to the pool's handler instead.
   * - Drizzle sends BEGIN before its try/finally, so a client whose BEGIN fails on a dead connection would
   *   never be released and the pool would shrink with every restart. A statement that fails because the
   *   connection is gone releases (and so discards) the client at once; release is made safe to call twice.
   */
  #guarded(client: pg.PoolClient): pg.PoolClient {
    const release = client.release;
    let released = false;
    client.release = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      release.call(client, error);
    };
    if (!guardedClients.has(client)) {
      guardedClients.add(client);
      client.on('error', (error) => this.emit('error', error, client));
      const query = client.query;
      // biome-ignore lint/suspicious/noExplicitAny: pg's query overloads pass through untouched.
      client.query = ((...args: any[]) => {
        const result = (query as (...all: unknown[]) => unknown).apply(client, args);
        if (result instanceof Promise) {
          result.catch((error: unknown) => {
            if (isDatabaseUnavailable(error)) client.release(error instanceof Error ? error : true);
          });
        }
        return result;
      }) as typeof client.query;
    }
    return client;
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's overloads are kept; only the promise form is retried.
  override query(config: any, values?: any, callback?: any): any {
    if (typeof values === 'function' || typeof callback === 'function') return super.query(config, values, callback);
    return this.#queryRetryingReads(config, values);
  }

  async #queryRetryingReads(config: unknown, values: unknown) {
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    const run = () => super.query(config as any, values as any) as Promise<pg.QueryResult>;
    try {
      return await run();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || !isReadOnlyStatement(statementText(config))) throw error;
      return run();
    }
  }

  /** One quick look for the health check: no waiting for the database, no retry. */
  async pingOnce(): Promise<void> {
    const client = await super.connect();
    try {
      await client.query('select 1');
    } finally {
      client.release();
    }
  }
}
