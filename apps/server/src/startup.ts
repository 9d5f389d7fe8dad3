import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { resolveAuthSecret } from './auth/secret.ts';
import { listenForBackups } from './backup/backup-socket.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { DataDirInUseError, lockDataDir } from './db/data-dir-lock.ts';
import { runMigrations } from './db/migrate.ts';
import { openDatabaseFromConfig, openReadReplicaFromConfig } from './db/open.ts';
import { seedDemoData } from './db/seed/demo-seed.ts';
import { refreshPlaceSuggestions } from './modules/places/service.ts';
import { runAdminCommandOn } from './modules/team/admin-command.ts';

/** A failure to start that one line explains; main.ts prints it without a stack trace. */
export class StartupError extends Error {}

export interface RunningServer {
  app: FastifyInstance;
  config: Config;
  url: string;
  stop(): Promise<void>;
}

async function ensureWritableDataDir(dataDir: string): Promise<void> {
  const probe = path.join(dataDir, `.write-test-${randomUUID()}`);
  try {
    await mkdir(dataDir, { recursive: true });
    await writeFile(probe, '');
    await rm(probe);
  } catch (error) {
    throw new StartupError(`DATA_DIR ${dataDir} is not writable (${describe(error)})`);
  }
}

/** The system error code (ECONNREFUSED, EACCES…) when there is one, else the message. */
function describe(error: unknown): string {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  if (error instanceof AggregateError && error.errors[0]) return describe(error.errors[0]);
  return error instanceof Error ? error.message : String(error);
}

/** Where the primary database is, in a startup error's words. */
const whereIs = (config: Config) => (config.DATABASE_URL ? 'DATABASE_URL' : `DATA_DIR ${config.dataDir}`);

async function pingDatabases(config: Config, database: DatabaseHandle, readDatabase?: DatabaseHandle): Promise<void> {
  try {
    await database.ping();
  } catch (error) {
    throw new StartupError(`${whereIs(config)}: cannot open the database (${describe(error)})`);
  }
  try {
    await readDatabase?.ping();
  } catch (error) {
    throw new StartupError(`DATABASE_READ_URL: cannot reach the read replica (${describe(error)})`);
  }
}

/**
 * The start's work on the database that must happen once however many processes serve: migrations, the demo
 * seed, the place suggestions. Only ever on the primary: a read replica copies its schema and rows from it.
 */
async function prepareDatabase(config: Config, database: DatabaseHandle, log: (message: string) => void) {
  try {
    await runMigrations(database);
  } catch (error) {
    // Say what the database refused (say, pg_trgm missing: install postgresql-contrib).
    const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : describe(error);
    throw new StartupError(`${whereIs(config)}: could not update the database schema (${reason})`);
  }
  if (config.SEED_DEMO !== false) {
    const { inserted } = await seedDemoData(database.db);
    if (inserted > 0) log(`seeded ${inserted} demo listings`);
  }
  // The search box's place suggestions answer from the first request, not from the job's first run (decision 032).
  const { places } = await refreshPlaceSuggestions(database.db);
  log(`place suggestions: ${places} places`);
}

async function lockEmbeddedDatabase(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) throw new StartupError(error.message);
    throw error;
  }
}

/**
 * `npm run backup` and `npm run admin` reach a running embedded database through a socket in DATA_DIR
 * (backup/backup-socket.ts).
 */
async function acceptBackups(config: Config, database: DatabaseHandle, app: FastifyInstance) {
  if (database.kind !== 'pglite') return async () => {};
  try {
    return await listenForBackups(config.dataDir, database.client, (args) => runAdminCommandOn(database.db, args));
  } catch (error) {
    // A DATA_DIR path too long for a socket, say: the server runs, and backups need it stopped.
    app.log.warn({ err: error }, 'backups while running are off: npm run backup will need the server stopped');
    return async () => {};
  }
}

/** The configuration, or a StartupError naming the setting that is wrong. */
export function readConfig(env: NodeJS.ProcessEnv): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) throw new StartupError(error.message);
    throw error;
  }
}

export interface StartOptions {
  /**
   * Whether this process migrates, seeds and refreshes the place suggestions (default yes). A cluster's
   * primary does that once before it forks (prepareForWorkers), so its workers do not (cluster.ts).
   */
  prepare?: boolean;
  /** Whether this process may work the scheduled jobs when JOBS allows (default yes); a cluster lets one worker. */
  mayWorkJobs?: boolean;
}

/** Loads configuration, opens and migrates the database, seeds demo data and listens. */
export async function startServer(
  env: NodeJS.ProcessEnv = process.env,
  options: StartOptions = {},
): Promise<RunningServer> {
  const config = readConfig(env);
  await ensureWritableDataDir(config.dataDir);
  const unlockDataDir = config.DATABASE_URL ? async () => {} : await lockEmbeddedDatabase(config.dataDir);

  let app: FastifyInstance | undefined;
  let stopBackups = async () => {};
  // A dropped idle connection (say, a database restart) is logged; the pool reconnects on demand.
  const onPoolError = (error: Error) => app?.log.error({ err: error }, 'idle database connection failed');
  const database = await openDatabaseFromConfig(config, onPoolError).catch(async (error: unknown) => {
    await unlockDataDir();
    throw new StartupError(`DATA_DIR ${config.dataDir}: cannot open the database (${describe(error)})`);
  });
  const readDatabase = openReadReplicaFromConfig(config, (error) =>
    app?.log.error({ err: error }, 'idle read replica connection failed'),
  );
  const closeDatabases = async () => {
    await readDatabase?.close();
    await database.close();
  };
  try {
    app = await buildApp(config, { database, readDatabase });
    await pingDatabases(config, database, readDatabase);
    const log = app.log;
    if (options.prepare !== false) await prepareDatabase(config, database, (message) => log.info(message));
    await app.listen({ port: config.PORT, host: config.HOST });
    // Scheduled work (decision 020): every process may queue a job; with JOBS on (the default) it works them too.
    await app.jobs.start({ work: options.mayWorkJobs !== false && config.JOBS !== false });
    stopBackups = await acceptBackups(config, database, app);
  } catch (error) {
    await app?.close().catch(() => undefined);
    await closeDatabases().catch(() => undefined);
    await unlockDataDir();
    if (describe(error) === 'EADDRINUSE') throw new StartupError(`PORT ${config.PORT} is already in use`);
    throw error;
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const running = app;
  return {
    app: running,
    config,
    url: `http://localhost:${port}`,
    stop: async () => {
      await stopBackups();
      // Running jobs finish before the mailer and the database close (app.ts stops them on close too).
      await running.jobs.stop();
      await running.close();
      await closeDatabases();
      await unlockDataDir();
    },
  };
}

/**
 * A cluster primary's start (cluster.ts), before it forks: what must happen once — the DATA_DIR checked, the
 * generated AUTH_SECRET written (workers racing to write it would each sign with their own), both databases
 * reached, migrations, the seed, the suggestions — on pools closed again before the workers open theirs.
 */
export async function prepareForWorkers(config: Config, log: (message: string) => void): Promise<void> {
  await ensureWritableDataDir(config.dataDir);
  await resolveAuthSecret(config.AUTH_SECRET, config.dataDir);
  const onPoolError = (error: Error) => log(`idle database connection failed: ${error.message}`);
  const database = await openDatabaseFromConfig(config, onPoolError);
  const readDatabase = openReadReplicaFromConfig(config, onPoolError);
  try {
    await pingDatabases(config, database, readDatabase);
    await prepareDatabase(config, database, log);
  } finally {
    await readDatabase?.close();
    await database.close();
  }
}
