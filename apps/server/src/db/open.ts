import path from 'node:path';
import type { Config } from '../config.ts';
import { type DatabaseHandle, openPglite, openPostgres } from './client.ts';

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
