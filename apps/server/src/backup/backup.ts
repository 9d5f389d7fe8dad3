import { spawn } from 'node:child_process';
import { cp, mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Config } from '../config.ts';
import { DataDirInUseError, lockDataDir } from '../db/data-dir-lock.ts';
import { requestDumpFromServer, serverIsListening } from './backup-socket.ts';

/**
 * `npm run backup` and `npm run restore` (decision 013). A backup is a folder: `manifest.json`, the
 * database (`database.tar.gz`, PGlite's own dump, or `database.dump`, pg_dump's custom format) and the
 * uploaded pictures (`uploads/`, when they are local files). Not the outbox, and not the auth secret:
 * restoring on a machine with another secret only signs people out.
 */
const BACKUP_FORMAT = 1;

interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  database: 'pglite' | 'postgres';
  uploads: number;
}

/** A failure the command explains in one line. */
export class BackupError extends Error {}

const DATABASE_FILE = { pglite: 'database.tar.gz', postgres: 'database.dump' } as const;

function databaseKind(config: Config): BackupManifest['database'] {
  return config.DATABASE_URL ? 'postgres' : 'pglite';
}

function stamp(): string {
  return new Date().toISOString().replace(/[:.]/g, '-');
}

async function countFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT' ? `${command} was not found: install the PostgreSQL client tools` : error.message,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${command} failed: ${stderr.trim().split('\n').at(-1) ?? code}`)),
    );
  });
}

/** The embedded database in `dataDir`, or in memory without one. */
function openEmbedded(dataDir: string | undefined, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
}

/** Dumps the embedded database: through the running server when there is one, else by opening it here. */
async function dumpEmbedded(config: Config, out: string): Promise<void> {
  if ((await requestDumpFromServer(config.dataDir, out)) === 'done') return;
  const dbDir = path.join(config.dataDir, 'db');
  if (!(await stat(dbDir).catch(() => null)))
    throw new BackupError(`DATA_DIR ${config.dataDir} has no database to back up`);
  const unlock = await lockDataDir(config.dataDir).catch((error: unknown) => {
    if (error instanceof DataDirInUseError) {
      throw new BackupError(`${error.message}, but it does not answer backup requests: is it an older version?`);
    }
    throw error;
  });
  try {
    const client = await openEmbedded(dbDir);
    try {
      await writeFile(out, Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    await unlock();
  }
}

/** Writes a backup folder (default `./backups/aangan-<time>`) and returns its path. */
export async function createBackup(config: Config, target?: string): Promise<string> {
  const folder = path.resolve(target ?? path.join('backups', `aangan-${stamp()}`));
  await mkdir(folder, { recursive: true });
  const kind = databaseKind(config);
  const databaseFile = path.join(folder, DATABASE_FILE[kind]);
  if (kind === 'postgres') {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${databaseFile}`, config.DATABASE_URL as string]);
  } else {
    await dumpEmbedded(config, databaseFile);
  }
  // After the database: a picture uploaded meanwhile is an unused extra; none the dump names is missing
  // unless its listing was deleted in that instant.
  let uploads = 0;
  if (!config.S3_BUCKET) {
    const source = path.join(config.dataDir, 'uploads');
    if (await stat(source).catch(() => null)) {
      await cp(source, path.join(folder, 'uploads'), { recursive: true });
      uploads = await countFiles(path.join(folder, 'uploads'));
    }
  }
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date().toISOString(),
    database: kind,
    uploads,
  };
  await writeFile(path.join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return folder;
}

async function readManifest(folder: string, config: Config): Promise<BackupManifest> {
  const raw = await readFile(path.join(folder, 'manifest.json'), 'utf8').catch(() => {
    throw new BackupError(`${folder} is not an Aangan backup (no manifest.json)`);
  });
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(raw);
  } catch {
    throw new BackupError(`${folder}/manifest.json is not valid JSON`);
  }
  if (manifest.format !== BACKUP_FORMAT)
    throw new BackupError(`${folder} has backup format ${manifest.format}, expected ${BACKUP_FORMAT}`);
  if (manifest.database !== databaseKind(config)) {
    throw new BackupError(
      `${folder} holds a ${manifest.database} database, but this server uses ${databaseKind(config)} (check DATABASE_URL)`,
    );
  }
  return manifest as BackupManifest;
}

/** Moves a folder aside (never deletes it) and says where. */
async function moveAside(dir: string, moved: string[]): Promise<void> {
  if (!(await stat(dir).catch(() => null))) return;
  const aside = `${dir}.before-restore-${stamp()}`;
  await rename(dir, aside);
  moved.push(aside);
}

/**
 * Restores a backup into DATA_DIR (and DATABASE_URL). Checks the backup whole before touching anything; the
 * current database and pictures are moved aside, never deleted. Refuses while a server uses DATA_DIR.
 * Returns the folders moved aside.
 */
export async function restoreBackup(config: Config, folder: string): Promise<string[]> {
  const manifest = await readManifest(folder, config);
  const databaseFile = path.join(folder, DATABASE_FILE[manifest.database]);
  const moved: string[] = [];
  await mkdir(config.dataDir, { recursive: true });
  const unlock = await lockDataDir(config.dataDir).catch((error: unknown) => {
    if (error instanceof DataDirInUseError) throw new BackupError(`${error.message}: stop the server before restoring`);
    throw error;
  });
  try {
    if (await serverIsListening(config.dataDir)) {
      throw new BackupError(`a server is running on DATA_DIR ${config.dataDir}: stop it before restoring`);
    }
    if (manifest.database === 'pglite') {
      const dump = new Blob([
        await readFile(databaseFile).catch(() => {
          throw new BackupError(`${databaseFile} is missing`);
        }),
      ]);
      // Loaded once in memory first: a truncated or foreign file is refused before anything moves.
      const check = await openEmbedded(undefined, dump).catch(() => {
        throw new BackupError(`${databaseFile} is not a readable database dump`);
      });
      await check
        .query('select 1 from properties limit 1')
        .finally(() => check.close())
        .catch(() => {
          throw new BackupError(`${databaseFile} does not hold an Aangan database`);
        });
      const dbDir = path.join(config.dataDir, 'db');
      await moveAside(dbDir, moved);
      const restored = await openEmbedded(dbDir, dump);
      await restored.close();
    } else {
      await run('pg_restore', [
        '--clean',
        '--if-exists',
        '--no-owner',
        `--dbname=${config.DATABASE_URL}`,
        databaseFile,
      ]);
    }
    const uploads = path.join(folder, 'uploads');
    if (!config.S3_BUCKET && (await stat(uploads).catch(() => null))) {
      const target = path.join(config.dataDir, 'uploads');
      await moveAside(target, moved);
      await cp(uploads, target, { recursive: true });
    }
  } finally {
    await unlock();
  }
  return moved;
}
