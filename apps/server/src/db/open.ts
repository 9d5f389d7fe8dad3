import path from 'node:path';
import type { Config } from '../config.ts';
import { type DatabaseHandle, openPglite, openPostgres, type PostgresHandle } from './client.ts';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR/db. */
export async function openDatabaseFromConfig(
  config: Config,
  onPoolError: (error: Error) => void,
): Promise<DatabaseHandle> {
  if (!config.DATABASE_URL) return openPglite(path.join(config.dataDir, 'db'));
  return openPostgres({
    url: config.DATABASE_URL,
    poolMax: config.DATABASE_POOL_MAX,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    onPoolError,
  });
}

/**
 * The read replica (DATABASE_READ_URL) for the public reads, with the primary's pool settings, so a replica's
 * restart is ridden out the same way; undefined without one, and the primary serves those reads too. Never
 * migrated: a replica is read-only and copies its schema from the primary (decision 037).
 */
export function openReadReplicaFromConfig(
  config: Config,
  onPoolError: (error: Error) => void,
): PostgresHandle | undefined {
  if (!config.DATABASE_READ_URL) return undefined;
  return openPostgres({
    url: config.DATABASE_READ_URL,
    poolMax: config.DATABASE_POOL_MAX,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    onPoolError,
  });
}
