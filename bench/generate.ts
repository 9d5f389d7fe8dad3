/**
 * Loads N benchmark listings into a database with the shared data factory, or reuses the rows of an
 * earlier run when the count already matches: generating a million listings takes minutes.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { BuiltListing, DatabaseHandle } from '@aangan/server/data-tools';
import {
  buildDemoUsers,
  DEMO_POSTERS,
  generateListings,
  lockDataDir,
  MIGRATIONS_DIR,
  openPglite,
  openPostgres,
  properties,
  propertyImages,
  runMigrations,
  user,
} from '@aangan/server/data-tools';
import { onCleanup } from './cleanup.ts';
import type { BenchOptions } from './options.ts';
import { DEFAULT_BENCH_DATABASE, LOCAL_POSTGRES } from './options.ts';

/** Change it and every benchmark listing changes (and existing bench databases must be regenerated). */
const BENCH_SEED = 20_250_801;
const BATCH_SIZE = 1_000;
/** PostgreSQL's limit on bind parameters per statement is 65,535; stay clear of it. */
const MAX_PARAMS = 60_000;
/** Marks a database the benchmark created, so it alone may be emptied when the row count differs. */
const OWNED_COMMENT = 'Aangan benchmark data: npm run bench may empty it';

/** Where the rows live, as the server must be told (DATA_DIR for PGlite, DATABASE_URL for PostgreSQL). */
export interface BenchTarget {
  kind: 'pglite' | 'postgres';
  /** PGlite: the server's DATA_DIR (the database itself is in DATA_DIR/db). */
  dataDir?: string;
  databaseUrl?: string;
  /** What to print and record: a path or a URL without credentials. */
  label: string;
}

export interface GenerationReport {
  target: BenchTarget;
  reused: boolean;
  rows: number;
  images: number;
  seconds: number;
  rowsPerSecond: number | null;
  databaseBytes: number;
}

function pgliteDataDir(benchDir: string, rows: number): string {
  return path.join(benchDir, `.data-pglite-${rows}`);
}

/**
 * Opens (creating if needed) the target database and makes sure it holds exactly `rows` listings of the
 * current schema. A finished generation leaves a marker (rows, seed, migrations fingerprint) as the
 * comment of the properties table; when it matches, the rows are reused, otherwise regenerated. Row
 * count alone is not enough: a migration edited in place would leave the old schema (and indexes) behind.
 */
export async function prepareData(
  options: BenchOptions,
  benchDir: string,
  databaseName = DEFAULT_BENCH_DATABASE,
): Promise<GenerationReport> {
  const target = await resolveTarget(options, benchDir, databaseName);
  const rowsAndSeed = `aangan-bench rows=${options.rows} seed=${BENCH_SEED} `;
  const expected = `${rowsAndSeed}migrations=${await migrationsFingerprint()}`;
  const started = performance.now();
  // The server refuses a PGlite directory another live process has locked; hold it the same way.
  if (target.dataDir) await mkdir(target.dataDir, { recursive: true });
  const unlock = target.dataDir ? await lockDataDir(target.dataDir) : async () => {};
  const unlockOnExit = onCleanup('unlock the PGlite directory', unlock);
  let handle = await open(target);
  // Closes whichever handle is current, also when Ctrl+C interrupts the generation.
  const released = onCleanup('close the bench database', () => handle.close());
  try {
    const found = await readMarker(handle);
    const reused = found === expected || (found?.startsWith(rowsAndSeed) === true && (await onlyNewMigrations(handle)));
    if (found === expected) {
      console.log(`  reusing ${fmt(options.rows)} listings in ${target.label}`);
    } else if (reused) {
      // The same rows under an older schema: migrating forward takes seconds, generating again many minutes.
      console.log(`  reusing ${fmt(options.rows)} listings in ${target.label}: applying the newer migrations…`);
      await runMigrations(handle);
      await exec(handle, 'vacuum analyze');
      await exec(handle, `comment on table properties is '${expected}'`);
    } else {
      if (found !== undefined && (found !== null || (await hasListings(handle)))) {
        console.log(`  ${target.label} holds other data (${found ?? 'no finished generation'}): emptying it`);
        handle = await empty(handle, target, found);
      }
      await runMigrations(handle);
      await insertListings(handle, options.rows);
      // VACUUM sets the visibility map, so count(*) can use index-only scans as in a settled database.
      console.log('  vacuum analyze…');
      await exec(handle, 'vacuum analyze');
      await exec(handle, `comment on table properties is '${expected}'`);
    }
    const seconds = (performance.now() - started) / 1_000;
    const [sizes] = await query<{ images: number; bytes: number }>(
      handle,
      'select (select count(*)::int from property_images) as images, pg_database_size(current_database())::float8 as bytes',
    );
    return {
      target,
      reused,
      rows: options.rows,
      images: sizes?.images ?? 0,
      seconds,
      rowsPerSecond: reused ? null : options.rows / seconds,
      databaseBytes: sizes?.bytes ?? 0,
    };
  } finally {
    // PGlite's data directory can be opened by one process only: the server needs it next.
    released();
    await handle.close();
    unlockOnExit();
    await unlock();
  }
}

/** Changes whenever a migration file does, edits in place included. */
async function migrationsFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
  for (const name of files) hash.update(name).update(await readFile(path.join(MIGRATIONS_DIR, name)));
  return hash.digest('hex').slice(0, 12);
}

/**
 * Whether the database's schema is an earlier state of today's migrations: every migration it applied is,
 * in order, one of today's files unchanged (drizzle records each file's SHA-256), so applying the rest gives
 * exactly the schema a fresh generation would. A migration edited in place, or another branch's, means no.
 */
async function onlyNewMigrations(handle: DatabaseHandle): Promise<boolean> {
  const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const today = await Promise.all(
    journal.entries.map(async ({ tag }) =>
      createHash('sha256')
        .update(await readFile(path.join(MIGRATIONS_DIR, `${tag}.sql`)))
        .digest('hex'),
    ),
  );
  const applied = await query<{ hash: string }>(
    handle,
    'select hash from drizzle.__drizzle_migrations order by created_at, id',
  );
  return applied.length <= today.length && applied.every((row, index) => row.hash === today[index]);
}

/**
 * The marker of a finished generation; null when the table exists without one (stopped half-way or
 * someone else's data), undefined when there is no properties table at all (a fresh database).
 */
async function readMarker(handle: DatabaseHandle): Promise<string | null | undefined> {
  const [row] = await query<{ present: boolean; marker: string | null }>(
    handle,
    "select to_regclass('public.properties') is not null as present, obj_description(to_regclass('public.properties'), 'pg_class') as marker",
  );
  return row?.present ? row.marker : undefined;
}

async function resolveTarget(options: BenchOptions, benchDir: string, databaseName: string): Promise<BenchTarget> {
  if (options.db === 'pglite') {
    const dataDir = pgliteDataDir(benchDir, options.rows);
    return { kind: 'pglite', dataDir, label: path.relative(path.dirname(benchDir), dataDir) };
  }
  if (options.databaseUrl)
    return { kind: 'postgres', databaseUrl: options.databaseUrl, label: redact(options.databaseUrl) };
  await createOwnDatabase(databaseName);
  const databaseUrl = `${LOCAL_POSTGRES}/${databaseName}`;
  return { kind: 'postgres', databaseUrl, label: databaseUrl };
}

/** Creates the bench's database (`aangan_bench`…) on the local server unless it exists; tolerates a concurrent creator. */
async function createOwnDatabase(name: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const admin = openPostgres({ url: `${LOCAL_POSTGRES}/postgres`, poolMax: 1 });
  try {
    const found = await admin.pool.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return;
    try {
      await admin.pool.query(`create database ${name}`);
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === '42P04')) throw error;
    }
    await admin.pool.query(`comment on database ${name} is '${OWNED_COMMENT}'`);
    console.log(`  created database ${name}`);
  } finally {
    await admin.close();
  }
}

function open(target: BenchTarget): Promise<DatabaseHandle> | DatabaseHandle {
  if (target.kind === 'pglite') return openPglite(path.join(target.dataDir ?? '', 'db'));
  // A generous statement timeout: VACUUM of a million rows takes longer than the server's 10 s.
  return openPostgres({ url: target.databaseUrl ?? '', poolMax: 3, statementTimeoutMs: 30 * 60_000 });
}

/**
 * Empties a database the benchmark owns, schema included (the migrations may have changed): the PGlite
 * directory is ours by name, a PostgreSQL database when it carries our comment (we created it) or our
 * marker (we filled it). Anyone else's data is never touched.
 */
async function empty(handle: DatabaseHandle, target: BenchTarget, marker: string | null): Promise<DatabaseHandle> {
  if (handle.kind === 'pglite') {
    await handle.close();
    // Everything but the lock file we hold.
    await rm(path.join(target.dataDir ?? '', 'db'), { recursive: true, force: true });
    return open(target);
  }
  const [row] = await query<{ comment: string | null }>(
    handle,
    "select shobj_description(oid, 'pg_database') as comment from pg_database where datname = current_database()",
  );
  if (row?.comment !== OWNED_COMMENT && !marker?.startsWith('aangan-bench ')) {
    throw new Error(
      `${target.label} already holds data and was not created by the benchmark: empty it yourself or set BENCH_DATABASE_URL to another database`,
    );
  }
  await exec(handle, 'drop schema if exists drizzle cascade; drop schema public cascade; create schema public');
  return handle;
}

async function insertListings(handle: DatabaseHandle, rows: number): Promise<void> {
  const now = new Date();
  await handle.db.insert(user).values(buildDemoUsers(now)).onConflictDoNothing();
  // On PostgreSQL a second batch is inserted while the next one is generated: the server process and this
  // one then share the two cores. PGlite runs in this process, so there is nothing to overlap.
  const maxInFlight = handle.kind === 'postgres' ? 2 : 1;
  const pending: Promise<void>[] = [];
  const started = performance.now();
  let inserted = 0;
  let lastPrint = started;
  let printed = 0;
  const progress = (last = false) => {
    const nowMs = performance.now();
    if (last ? printed === inserted : nowMs - lastPrint < 2_000) return;
    lastPrint = nowMs;
    printed = inserted;
    const rate = inserted / ((nowMs - started) / 1_000);
    console.log(`  generated ${fmt(inserted)} / ${fmt(rows)} listings (${fmt(Math.round(rate))} rows/s)`);
  };
  const batches = generateListings(rows, BENCH_SEED, {
    batchSize: BATCH_SIZE,
    posters: DEMO_POSTERS,
    withIds: true,
    now,
  });
  for (const batch of batches) {
    const insert = insertBatch(handle, batch).then(() => {
      inserted += batch.length;
      progress();
    });
    // Marked as handled now; the failure still surfaces when it is awaited below.
    insert.catch(() => undefined);
    pending.push(insert);
    if (pending.length >= maxInFlight) await pending.shift();
  }
  await Promise.all(pending);
  progress(true);
}

/** One transaction per batch, so a counted listing always has its pictures. */
async function insertBatch(handle: DatabaseHandle, batch: BuiltListing[]): Promise<void> {
  const propertyRows = batch.map((listing) => listing.property);
  const imageRows = batch.flatMap(({ property, images }) =>
    images.map((image) => ({ ...image, propertyId: property.id ?? '' })),
  );
  await handle.db.transaction(async (tx) => {
    for (const rows of chunksWithinParams(propertyRows)) await tx.insert(properties).values(rows);
    for (const rows of chunksWithinParams(imageRows)) await tx.insert(propertyImages).values(rows);
  });
}

/** Drizzle binds one parameter per defined value, so the widest row bounds a statement's parameters. */
function chunksWithinParams<T extends object>(rows: T[]): T[][] {
  const widest = rows.reduce((max, row) => Math.max(max, Object.keys(row).length), 1);
  const size = Math.max(1, Math.floor(MAX_PARAMS / widest));
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size) chunks.push(rows.slice(start, start + size));
  return chunks;
}

async function hasListings(handle: DatabaseHandle): Promise<boolean> {
  const [row] = await query<{ found: boolean }>(handle, 'select exists (select 1 from properties) as found');
  return row?.found ?? false;
}

async function query<T>(handle: DatabaseHandle, text: string): Promise<T[]> {
  if (handle.kind === 'pglite') return (await handle.client.query<T>(text)).rows;
  return (await handle.pool.query(text)).rows as T[];
}

async function exec(handle: DatabaseHandle, text: string): Promise<void> {
  if (handle.kind === 'pglite') await handle.client.exec(text);
  else await handle.pool.query(text);
}

/** A URL to print or record: its password masked; `setting` names it when it is not a URL at all. */
export function redact(url: string, setting = 'BENCH_DATABASE_URL'): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return setting;
  }
}

const fmt = (value: number) => value.toLocaleString('en');
