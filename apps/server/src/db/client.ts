import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database } from './database.ts';
import { ResilientPool } from './resilient-pool.ts';
import * as schema from './schema.ts';

/** An open database: the Drizzle handle plus what the server needs around it. */
export type DatabaseHandle = PgliteHandle | PostgresHandle;

interface HandleBase {
  db: Database;
  /** Resolves when a trivial query succeeds. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface PgliteHandle extends HandleBase {
  kind: 'pglite';
  client: PGlite;
}

export interface PostgresHandle extends HandleBase {
  kind: 'postgres';
  pool: ResilientPool;
}

export interface PostgresOptions {
  url: string;
  poolMax?: number;
  statementTimeoutMs?: number;
  connectTimeoutMs?: number;
  /** How long a request waits for the database to come back (a restart) before it is answered 503. */
  waitForDatabaseMs?: number;
  onPoolError?: (error: Error) => void;
}

/** Opens the embedded PGlite database; pg_trgm must be loaded on every open or reopening fails. */
export async function openPglite(dataDir?: string): Promise<PgliteHandle> {
  if (dataDir) await mkdir(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  return wrapPglite(client);
}

export function wrapPglite(client: PGlite): PgliteHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    kind: 'pglite',
    client,
    db,
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/**
 * How every connection plans (decision 039). Search reads a few hundred megabytes of index that stay in memory,
 * where a random page costs about what a sequential one does: at the default 4 the planner read half a million
 * GIN entries for 'lift + gym' (26 ms) rather than 11,000 entries of the newest-first index (7 ms). JIT compiles
 * a plan it guesses is big for tens of milliseconds, which a search answered in a few never wins back.
 */
export const PLANNER_SETTINGS = '-c random_page_cost=1.1 -c jit=off';

/**
 * Opens a PostgreSQL pool with connect and statement timeouts, and an error handler so an idle
 * client dropped by a database restart costs a log line, never the process. The pool waits out a
 * restart and retries reads that lost their connection (resilient-pool.ts).
 */
export function openPostgres(options: PostgresOptions): PostgresHandle {
  const pool = new ResilientPool({
    waitForDatabaseMs: options.waitForDatabaseMs ?? 5_000,
    connectionString: options.url,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: options.statementTimeoutMs ?? 10_000,
    application_name: 'aangan',
    options: PLANNER_SETTINGS,
  });
  pool.on('error', (error) => options.onPoolError?.(error));
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  return {
    kind: 'postgres',
    pool,
    db,
    // The health check says how the database is now: no waiting, no retry.
    ping: () => pool.pingOnce(),
    close: () => pool.end(),
  };
}
