import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { unusedPort } from '../test/free-port.ts';
import { createEmptyPostgresDatabase, testDatabaseKind } from '../test/test-database.ts';
import { StartupError, startServer } from './startup.ts';

const run = promisify(execFile);
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const baseEnv = { NODE_ENV: 'test', LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: '0' } as const;

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'aangan-startup-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Whether the database at `url` has the listings table, i.e. whether anything migrated it. */
async function hasListingsTable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("select to_regclass('public.properties') is not null as present");
    return rows[0].present;
  } finally {
    await client.end();
  }
}

async function countListings(url: string): Promise<number> {
  const response = await fetch(`${url}/api/properties/stats`);
  const body = (await response.json()) as { total: number };
  return body.total;
}

describe('startServer', () => {
  it(`seeds demo listings on first start and keeps the data across a restart (${testDatabaseKind})`, async () => {
    const database = testDatabaseKind === 'postgres' ? await createEmptyPostgresDatabase() : undefined;
    const env = { ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '' };
    try {
      const first = await startServer(env);
      const seeded = await countListings(first.url);
      expect(seeded).toBeGreaterThanOrEqual(50);
      await first.stop();

      const second = await startServer(env);
      expect(await countListings(second.url)).toBe(seeded);
      await second.stop();
    } finally {
      await database?.drop();
    }
  });

  it.runIf(testDatabaseKind === 'postgres')('names DATABASE_URL when the schema cannot be updated', async () => {
    const database = await createEmptyPostgresDatabase();
    try {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      await client.query('create table properties (id int)');
      await client.end();
      await expect(startServer({ ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: database.url })).rejects.toThrow(
        new StartupError('DATABASE_URL: could not update the database schema (relation "properties" already exists)'),
      );
    } finally {
      await database.drop();
    }
  });
});

describe.runIf(testDatabaseKind === 'postgres')('startServer with a read replica (DATABASE_READ_URL)', () => {
  it('names DATABASE_READ_URL when the replica cannot be reached, before touching the primary', async () => {
    const database = await createEmptyPostgresDatabase();
    const closedPort = await unusedPort();
    try {
      await expect(
        startServer({
          ...baseEnv,
          DATA_DIR: dataDir,
          DATABASE_URL: database.url,
          DATABASE_READ_URL: `postgres://nobody@127.0.0.1:${closedPort}/replica`,
        }),
      ).rejects.toThrow(new StartupError('DATABASE_READ_URL: cannot reach the read replica (ECONNREFUSED)'));
      // Nothing was migrated: the replica is checked before the primary's schema is touched.
      expect(await hasListingsTable(database.url)).toBe(false);
    } finally {
      await database.drop();
    }
  });

  it('serves with a replica and never migrates it', async () => {
    const primary = await createEmptyPostgresDatabase();
    const replica = await createEmptyPostgresDatabase();
    try {
      const server = await startServer({
        ...baseEnv,
        DATA_DIR: dataDir,
        DATABASE_URL: primary.url,
        DATABASE_READ_URL: replica.url,
        SEED_DEMO: 'false',
      });
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      await server.stop();
      expect(await hasListingsTable(replica.url)).toBe(false);
    } finally {
      await primary.drop();
      await replica.drop();
    }
  });
});

// These do not depend on the database kind, so they run once, in the PGlite project.
describe.runIf(testDatabaseKind === 'pglite')('startServer settings', () => {
  it('skips the demo data when SEED_DEMO is false', async () => {
    const server = await startServer({ ...baseEnv, DATA_DIR: dataDir, SEED_DEMO: 'false' });
    expect(await countListings(server.url)).toBe(0);
    await server.stop();
  });

  it('names DATABASE_URL when it cannot be parsed', async () => {
    await expect(startServer({ ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: 'postgres//nohost' })).rejects.toThrow(
      new StartupError('DATABASE_URL must be a URL like postgres://user:password@host:5432/aangan'),
    );
  });

  it('names DATABASE_URL when the database cannot be reached', async () => {
    const closedPort = await unusedPort();
    await expect(
      startServer({ ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: `postgres://nobody@127.0.0.1:${closedPort}/none` }),
    ).rejects.toThrow(/^DATABASE_URL: cannot open the database \(ECONNREFUSED\)$/);
  });

  it('refuses a DATA_DIR another live process is using', async () => {
    await writeFile(path.join(dataDir, 'db.lock'), String(process.ppid));
    await expect(startServer({ ...baseEnv, DATA_DIR: dataDir })).rejects.toThrow(
      new StartupError(`DATA_DIR ${dataDir} is in use by another Aangan process (pid ${process.ppid})`),
    );
  });

  it('takes over a lock left by a process that has died', async () => {
    await writeFile(path.join(dataDir, 'db.lock'), '999999999');
    const server = await startServer({ ...baseEnv, DATA_DIR: dataDir, SEED_DEMO: 'false' });
    await server.stop();
    await expect(readFile(path.join(dataDir, 'db.lock'))).rejects.toThrow(/ENOENT/);
  });

  it('names the port when it is in use', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      await expect(startServer({ ...baseEnv, DATA_DIR: dataDir, PORT: String(port) })).rejects.toThrow(
        new StartupError(`PORT ${port} is already in use`),
      );
    } finally {
      blocker.close();
    }
  });

  it('names DATA_DIR when it cannot be written', async () => {
    const file = path.join(dataDir, 'a-file');
    await writeFile(file, 'not a directory');
    await expect(startServer({ ...baseEnv, DATA_DIR: file })).rejects.toThrow(
      new StartupError(`DATA_DIR ${file} is not writable (EEXIST)`),
    );
  });
});

describe.runIf(testDatabaseKind === 'pglite')('main', () => {
  it('prints one clear line, without a stack trace, for a bad setting', async () => {
    const result = await run(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: { ...process.env, ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: '::not-a-url::' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in result ? result.code : 0).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Aangan could not start: DATABASE_URL must be a URL like postgres://user:password@host:5432/aangan',
    ]);
  });

  it('refuses several workers on the embedded database in one line, before forking any', async () => {
    const result = await run(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: { ...process.env, ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: '', WEB_CONCURRENCY: '2' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in result ? result.code : 0).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Aangan could not start: WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded database serves one process (unset it, or use PostgreSQL)',
    ]);
  });
});
