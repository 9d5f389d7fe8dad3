import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client.ts';
import { backfillMapPoints } from './map-point.ts';
import { backfillPlaceSlugs } from './place-slugs.ts';

/** Sits beside this module in the source tree and beside main.js in the bundle. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant shared by every Aangan process; serialises migrations when N servers start at once.
const MIGRATION_LOCK_KEY = 7_246_311;

export async function runMigrations(handle: DatabaseHandle, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(drizzlePglite(handle.client), { migrationsFolder });
    await backfillPlaceSlugs(handle.db);
    await backfillMapPoints(handle.db);
    return;
  }
  // An advisory lock is held by one connection, so lock, migrate and unlock on the same client.
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePostgres(drizzle(client), { migrationsFolder });
      // Under the same lock: one server fills the slugs while the others wait (decision 023).
      await backfillPlaceSlugs(drizzle(client));
      // And the public points the map and a bbox search read (decision 036).
      await backfillMapPoints(drizzle(client));
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
