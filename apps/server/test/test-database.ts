import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openPostgres, wrapPglite } from '../src/db/client.ts';
import { withDatabase } from './global-setup.ts';

/** Which database this test project runs on (vitest.config.ts sets TEST_DB per project). */
export const testDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A fresh, migrated database of its own for one test file; close() removes it. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind === 'postgres') return createPostgresDatabase();
  const template = await readFile(inject('pgliteTemplatePath'));
  const client = await PGlite.create({ loadDataDir: new Blob([template]), extensions: { pg_trgm } });
  return wrapPglite(client);
}

/** A fresh copy of the migrated template on the test server: its URL, and how to drop it. */
export async function createMigratedPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const template = inject('postgresTemplateDb');
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  await runAdmin(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  return {
    url: withDatabase(adminUrl, name),
    drop: () => runAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function createPostgresDatabase(): Promise<DatabaseHandle> {
  const { url, drop } = await createMigratedPostgresDatabase();
  const handle = openPostgres({ url, poolMax: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

/** An empty PostgreSQL database (not from the template), to prove migrations run from scratch. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `aangan_empty_${randomBytes(4).toString('hex')}`;
  await runAdmin(adminUrl, `CREATE DATABASE ${name}`);
  return {
    url: withDatabase(adminUrl, name),
    drop: () => runAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function runAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
