import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplateDb: string;
  }
}

/**
 * Migrates one template database per run; each test file then copies it (PGlite: loadDataDir,
 * PostgreSQL: CREATE DATABASE … TEMPLATE), which is far faster than migrating again.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  // test.env reaches the workers, not this main-process hook, so read it from the project's config.
  if (project.config.env?.TEST_DB === 'postgres') return setupPostgres(project);
  return setupPglite(project);
}

async function setupPglite(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aangan-template-'));
  const handle = await openPglite();
  await runMigrations(handle);
  const dump = await handle.client.dumpDataDir('none');
  await handle.close();
  const templatePath = path.join(dir, 'template.tar');
  await writeFile(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', templatePath);
  return () => rm(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL must be set to run the PostgreSQL tests');
  const template = `aangan_tpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  const handle = openPostgres({ url: withDatabase(url, template) });
  await runMigrations(handle);
  await handle.close();
  project.provide('postgresTemplateDb', template);
  return async () => {
    // Drop the template and any test database a crashed worker left behind.
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
      [template, `${template}_%`],
    );
    for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
    await admin.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
