import { cp, mkdir, mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { uploadVariantKeys } from '@aangan/domain';
import { listingBody, makeJpeg, multipartFile, signUpAndVerify, waitForCode } from '@aangan/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { cookiesFrom } from '../../test/test-app.ts';
import { createMigratedPostgresDatabase, testDatabaseKind } from '../../test/test-database.ts';
import { loadConfig } from '../config.ts';
import { openPostgres } from '../db/client.ts';
import { newsletterSubscribers } from '../db/schema.ts';
import { type RunningServer, startServer } from '../startup.ts';
import { BackupError, createBackup, restoreBackup } from './backup.ts';

/**
 * Backup and restore of the embedded database with its pictures (issue 14): back up while the server runs,
 * change things, restore, and find the earlier state. On PostgreSQL the dump is pg_dump's.
 */
describe.runIf(testDatabaseKind === 'pglite')('npm run backup and npm run restore', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  async function tempDir(): Promise<string> {
    const dir = await mkdtemp(path.join(tmpdir(), 'aangan-backup-'));
    dirs.push(dir);
    return dir;
  }

  function start(dataDir: string): Promise<RunningServer> {
    return startServer({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
    });
  }

  /** Signs up and verifies through the server's own outbox, waiting for the mail file to be written. */
  async function signIn(server: RunningServer): Promise<string> {
    const post = async (url: string, payload: unknown) => {
      const response = await server.app.inject({ method: 'POST', url, payload: payload as object });
      return { status: response.statusCode, body: response.body, response };
    };
    const outbox = path.join(server.config.dataDir, 'outbox');
    const { response } = await signUpAndVerify(post, (email) => waitForCode(outbox, email));
    return cookiesFrom(response);
  }

  async function titles(server: RunningServer): Promise<string[]> {
    const response = await server.app.inject({ method: 'GET', url: '/api/properties?limit=50' });
    return response
      .json()
      .items.map((item: { title: string }) => item.title)
      .sort();
  }

  it('backs up while running, and a restore brings back the earlier listings and pictures', async () => {
    const dataDir = await tempDir();
    let server = await start(dataDir);
    const cookie = await signIn(server);
    const photo = multipartFile(await makeJpeg(640, 480), 'front.jpg');
    const uploaded = await server.app.inject({
      method: 'POST',
      url: '/api/media',
      payload: photo.payload,
      headers: { 'content-type': photo.contentType, cookie },
    });
    const { key } = uploaded.json();
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/properties',
      payload: listingBody({ title: 'Flat kept in the backup', images: [key] }),
      headers: { cookie },
    });
    expect(created.statusCode).toBe(201);
    const kept = created.json().id;

    const folder = await createBackup(server.config, path.join(await tempDir(), 'backup'));

    // Changes after the backup: the listing (and its pictures) go, another comes.
    expect(
      (await server.app.inject({ method: 'DELETE', url: `/api/properties/${kept}`, headers: { cookie } })).statusCode,
    ).toBe(204);
    await server.app.inject({
      method: 'POST',
      url: '/api/properties',
      payload: listingBody({ title: 'Flat listed after the backup' }),
      headers: { cookie },
    });
    expect(await titles(server)).toEqual(['Flat listed after the backup']);
    for (const variant of uploadVariantKeys(key)) {
      expect((await server.app.inject({ method: 'GET', url: `/media/${variant}` })).statusCode).toBe(404);
    }

    await expect(restoreBackup(server.config, folder)).rejects.toThrow(BackupError);
    await server.stop();

    // A damaged copy is refused whole, and nothing moves.
    const damaged = path.join(await tempDir(), 'damaged');
    await cp(folder, damaged, { recursive: true });
    await truncate(path.join(damaged, 'database.tar.gz'), 100);
    await expect(restoreBackup(server.config, damaged)).rejects.toThrow(/not a readable database dump|does not hold/);

    const moved = await restoreBackup(server.config, folder);
    expect(moved.map((dir) => path.basename(dir))).toEqual([
      expect.stringMatching(/^db\.before-restore-/),
      expect.stringMatching(/^uploads\.before-restore-/),
    ]);

    server = await start(dataDir);
    try {
      expect(await titles(server)).toEqual(['Flat kept in the backup']);
      const detail = await server.app.inject({ method: 'GET', url: `/api/properties/${kept}`, headers: { cookie } });
      expect(detail.statusCode).toBe(200);
      for (const variant of uploadVariantKeys(key)) {
        const picture = await server.app.inject({ method: 'GET', url: `/media/${variant}` });
        expect(picture.statusCode).toBe(200);
        expect(picture.headers['content-type']).toBe('image/webp');
      }
    } finally {
      await server.stop();
    }
  });

  it('refuses a folder that is not a backup', async () => {
    const config = loadConfig({ DATA_DIR: await tempDir() });
    await expect(restoreBackup(config, await tempDir())).rejects.toThrow(/is not an Aangan backup/);
  });
});

describe.runIf(testDatabaseKind === 'postgres')('npm run backup and npm run restore on PostgreSQL', () => {
  it('dumps with pg_dump, restores with pg_restore, pictures included', async () => {
    const database = await createMigratedPostgresDatabase();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'aangan-backup-pg-'));
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: database.url });
    const picture = path.join(dataDir, 'uploads', 'properties', 'kept', 'detail.webp');
    try {
      let handle = openPostgres({ url: database.url });
      await handle.db.insert(newsletterSubscribers).values({ email: 'before@example.in', source: 'footer' });
      await handle.close();
      await mkdir(path.dirname(picture), { recursive: true });
      await writeFile(picture, 'picture bytes');

      const folder = await createBackup(config, path.join(dataDir, '..', `${path.basename(dataDir)}-backup`));

      handle = openPostgres({ url: database.url });
      await handle.db.delete(newsletterSubscribers);
      await handle.db.insert(newsletterSubscribers).values({ email: 'after@example.in', source: 'footer' });
      await handle.close();
      await rm(picture);

      await restoreBackup(config, folder);

      handle = openPostgres({ url: database.url });
      const emails = await handle.db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers);
      await handle.close();
      expect(emails).toEqual([{ email: 'before@example.in' }]);
      expect(await readFile(picture, 'utf8')).toBe('picture bytes');
      await rm(folder, { recursive: true, force: true });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
      await database.drop();
    }
  });
});
