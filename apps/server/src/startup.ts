import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { listenForBackups } from './backup/backup-socket.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { DataDirInUseError, lockDataDir } from './db/data-dir-lock.ts';
import { runMigrations } from './db/migrate.ts';
import { openDatabaseFromConfig } from './db/open.ts';
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

async function prepareDatabase(config: Config, database: DatabaseHandle, app: FastifyInstance): Promise<void> {
  const where = config.DATABASE_URL ? 'DATABASE_URL' : `DATA_DIR ${config.dataDir}`;
  try {
    await database.ping();
  } catch (error) {
    throw new StartupError(`${where}: cannot open the database (${describe(error)})`);
  }
  try {
    await runMigrations(database);
  } catch (error) {
    // Say what the database refused (say, pg_trgm missing: install postgresql-contrib).
    const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : describe(error);
    throw new StartupError(`${where}: could not update the database schema (${reason})`);
  }
  if (config.SEED_DEMO !== false) {
    const { inserted } = await seedDemoData(database.db);
    if (inserted > 0) app.log.info(`seeded ${inserted} demo listings`);
  }
  // The search box's place suggestions answer from the first request, not from the job's first run (decision 032).
  const { places } = await refreshPlaceSuggestions(database.db);
  app.log.info(`place suggestions: ${places} places`);
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

/** Loads configuration, opens and migrates the database, seeds demo data and listens. */
export async function startServer(env: NodeJS.ProcessEnv = process.env): Promise<RunningServer> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) throw new StartupError(error.message);
    throw error;
  }
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
  try {
    app = await buildApp(config, { database });
    await prepareDatabase(config, database, app);
    await app.listen({ port: config.PORT, host: config.HOST });
    // Scheduled work (decision 020): every process may queue a job; with JOBS on (the default) it works them too.
    await app.jobs.start({ work: config.JOBS !== false });
    stopBackups = await acceptBackups(config, database, app);
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
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
      await database.close();
      await unlockDataDir();
    },
  };
}
