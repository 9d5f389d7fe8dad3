import cluster, { type Worker } from 'node:cluster';
import { createRestartBackoff } from './cluster-restarts.ts';
import type { Config } from './config.ts';
import { prepareForWorkers, type RunningServer, StartupError, startServer } from './startup.ts';

/**
 * WEB_CONCURRENCY=N on one machine (decision 037). One Node process runs its JavaScript on one core, and the
 * server keeps no state of its own, so N identical processes use N cores. node:cluster lets them share PORT:
 * this primary accepts the connections and hands them round the workers. The primary does the start's
 * once-only work (migrations, seed, suggestions) before it forks; every worker builds the whole app; one of them
 * works the scheduled jobs. PostgreSQL only: the embedded PGlite lives inside one process (config.ts refuses).
 */

/** The place a forked worker fills, 1…N; a replacement takes the dead worker's place, and with it the jobs. */
const SLOT_VARIABLE = 'AANGAN_WORKER_SLOT';
/**
 * The place that works the jobs. pg-boss already hands each run to one process (SKIP LOCKED), so more would be
 * safe; one keeps the schedules' upkeep and the job runs off the other workers' requests.
 */
const JOBS_SLOT = 1;
/** How long a stopping worker may finish its requests and a job's run (pg-boss waits 30 s) before it is killed. */
const STOP_GRACE_MS = 45_000;

/** A worker's start: the app on PORT, shared through the primary, without the once-only database work. */
export function startClusterWorker(): Promise<RunningServer> {
  const slot = Number(process.env[SLOT_VARIABLE]);
  return startServer(process.env, { prepare: false, mayWorkJobs: slot === JOBS_SLOT });
}

type Level = 'info' | 'warn' | 'error';
const LEVEL_NUMBERS: Record<Config['LOG_LEVEL'], number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Number.POSITIVE_INFINITY,
};

/** The primary builds no app, so it writes its few lines itself, in the shape of the workers' (pino's) lines. */
function primaryLog(threshold: Config['LOG_LEVEL']) {
  return (level: Level, msg: string) => {
    if (LEVEL_NUMBERS[level] < LEVEL_NUMBERS[threshold]) return;
    const line = { level: LEVEL_NUMBERS[level], time: Date.now(), pid: process.pid, role: 'primary', msg };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  };
}

/** Resolves with how a new worker's start ended: it listens, or it exited first (and says why on stderr). */
function servesOrExits(worker: Worker): Promise<string | undefined> {
  return new Promise((resolve) => {
    worker.once('listening', () => resolve(undefined));
    worker.once('exit', (code, signal) => resolve(signal ?? `exit code ${code}`));
  });
}

/** The primary: prepares the database once, forks the workers, replaces the ones that die, stops them all. */
export async function startCluster(config: Config): Promise<void> {
  const log = primaryLog(config.LOG_LEVEL);
  if (!config.REDIS_URL) {
    log('warn', `${config.workers} workers without REDIS_URL: each process keeps its own rate limits`);
  }
  await prepareForWorkers(config, (message) => log('info', message));

  const workers = new Map<number, Worker>();
  const pendingRestarts = new Set<NodeJS.Timeout>();
  const backoff = createRestartBackoff();
  // Widened on purpose: the signal handlers and exit listeners change it while the start awaits.
  let phase = 'starting' as 'starting' | 'serving' | 'stopping';

  const replace = (slot: number, died: Worker, how: string) => {
    const delay = backoff.delayAfterDeath(Date.now());
    log('error', `worker ${slot} (pid ${died.process.pid}) died (${how}); replacing it in ${delay} ms`);
    const timer = setTimeout(() => {
      pendingRestarts.delete(timer);
      if (phase !== 'stopping') fork(slot);
    }, delay);
    pendingRestarts.add(timer);
  };

  const fork = (slot: number): Worker => {
    const worker = cluster.fork({ [SLOT_VARIABLE]: String(slot) });
    workers.set(slot, worker);
    worker.once('exit', (code, signal) => {
      if (workers.get(slot) === worker) workers.delete(slot);
      // At the first start a failure stops everything (below); while stopping, exits are what was asked.
      if (phase === 'serving') replace(slot, worker, signal ?? `exit code ${code}`);
    });
    return worker;
  };

  /** Asks every worker to stop as a single server would (SIGTERM); true when each exited cleanly. */
  const stopAll = async (): Promise<boolean> => {
    phase = 'stopping';
    for (const timer of pendingRestarts) clearTimeout(timer);
    const running = [...workers.values()];
    // A worker still starting has no handler yet, so SIGTERM ends it at once: what was asked, so clean too.
    const exits = running.map(
      (worker) =>
        new Promise<boolean>((resolve) =>
          worker.once('exit', (code, signal) => resolve(code === 0 || signal === 'SIGTERM')),
        ),
    );
    for (const worker of running) worker.process.kill('SIGTERM');
    const deadline = setTimeout(() => {
      for (const worker of running) if (!worker.isDead()) worker.process.kill('SIGKILL');
    }, STOP_GRACE_MS);
    const clean = await Promise.all(exits);
    clearTimeout(deadline);
    return clean.every(Boolean);
  };

  // Ctrl+C under a supervisor can deliver SIGINT and then SIGTERM: stop once.
  const shutdown = async (signal: string) => {
    if (phase === 'stopping') return;
    log('info', `${signal}: stopping ${workers.size} workers`);
    process.exit((await stopAll()) ? 0 : 1);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const slots = Array.from({ length: config.workers }, (_, index) => index + 1);
  const outcomes = await Promise.all(slots.map((slot) => servesOrExits(fork(slot))));
  // A SIGTERM during the start ends the workers it finds starting: the shutdown above exits, not a failure here.
  if (phase === 'stopping') return;
  const failedSlot = outcomes.findIndex((outcome) => outcome !== undefined);
  if (failedSlot >= 0) {
    // A worker that cannot start now (a port in use, a bad setting) would fail the same way again.
    await stopAll();
    throw new StartupError(`worker ${failedSlot + 1} stopped before it served (${outcomes[failedSlot]})`);
  }
  phase = 'serving';
  log('info', `${config.workers} workers serving http://localhost:${config.PORT} (jobs in worker ${JOBS_SLOT})`);
}
