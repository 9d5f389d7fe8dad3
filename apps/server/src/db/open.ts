import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { type DatabaseHandle, openPglite, openPostgres } from './client.ts';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR/db. */
export function openDatabaseFromConfig(
  config: Config,
  log?: FastifyBaseLogger,
): Promise<DatabaseHandle> | DatabaseHandle {
  if (!config.DATABASE_URL) return openPglite(path.join(config.dataDir, 'db'));
  return openPostgres({
    url: config.DATABASE_URL,
    poolMax: config.DATABASE_POOL_MAX,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    onPoolError: (error) => log?.error({ err: error }, 'idle database connection failed'),
  });
}
