import type PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';

/**
 * pg-boss speaks to the database through `executeSql` (its `db` option), so it shares the server's own
 * connection: the PostgreSQL pool that rides out a restart (db/resilient-pool.ts), or the embedded PGlite.
 * PGlite runs a statement with parameters through the extended protocol, which takes one statement at a
 * time; pg-boss sends its schema scripts (several statements) without parameters, which `exec` runs whole.
 * PGlite queues each call behind any open transaction of the app, so pg-boss never writes inside one.
 */
export function pgBossDb(database: DatabaseHandle): PgBoss.Db {
  if (database.kind === 'postgres') {
    return { executeSql: (text, values) => database.pool.query(text, values) };
  }
  const client = database.client;
  return {
    async executeSql(text, values) {
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [], rowCount: results.at(-1)?.affectedRows ?? 0 };
      }
      const result = await client.query(text, values);
      return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
    },
  };
}
