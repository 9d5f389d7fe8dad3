import { JOB_RUN_TRIGGERS, type JobRunTrigger } from '@aangan/domain';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.ts';
import type { JobDefinition } from './job-definition.ts';
import { runRecorded } from './job-runs.ts';
import { pgBossDb } from './pg-boss-db.ts';

/** How many of a job's queued runs wait, run, or failed after their retries (pg-boss's own states). */
interface QueueCounts {
  queued: number;
  active: number;
  failed: number;
}

export interface JobEngine {
  readonly definitions: readonly JobDefinition[];
  /** Whether this process is connected to the queue (it may queue jobs), and whether it works them. */
  readonly state: 'stopped' | 'queueing' | 'working';
  /**
   * Connects to the queue (creating pg-boss's schema on first use) and, with `work`, runs the schedules and
   * takes jobs. A process that only queues (JOBS=off) still lets an admin's Run now reach the workers.
   */
  start(options: { work: boolean }): Promise<void>;
  /** Lets running jobs finish, then disconnects; safe to call twice. */
  stop(): Promise<void>;
  /** Queues one run of a job now; false when this process is not connected to the queue. */
  enqueue(name: string, trigger: JobRunTrigger): Promise<boolean>;
  /**
   * After a change a wakeable job should see: queues a run unless one waits already, and wakes this
   * process's worker, so the run starts within moments here, or within a poll in a worker process. Not
   * a manual run, so it is recorded as the schedule's; does nothing while this process is not connected.
   */
  wake(name: string): Promise<void>;
  /** Each job's queue counts, or null while this process is not connected to the queue. */
  queueCounts(): Promise<Map<string, QueueCounts> | null>;
}

export interface JobEngineOptions {
  database: DatabaseHandle;
  definitions: readonly JobDefinition[];
  /** The moment a run works as of; tests give a fixed one. */
  clock?: () => Date;
  /** How often an idle worker looks for work; a Run now in this process wakes it at once. */
  pollingIntervalSeconds?: number;
  onError?: (error: unknown) => void;
}

/** The longest one run may take before pg-boss counts it failed (and retries it). */
const RUN_TIMEOUT_SECONDS = 10 * 60;

const triggerOf = (data: unknown): JobRunTrigger => {
  const trigger = (data as { trigger?: unknown } | null)?.trigger;
  return JOB_RUN_TRIGGERS.find((known) => known === trigger) ?? 'schedule';
};

/**
 * The job engine: pg-boss on the server's own database, PostgreSQL or the embedded PGlite alike
 * (decision 020). Each job is a queue; a run is a row pg-boss hands to exactly one worker of any process
 * (SELECT … FOR UPDATE SKIP LOCKED), kept in the database so it survives a restart, retried with back-off
 * when it throws, and recorded in job_runs by whoever ran it. Every process that works the queues also
 * keeps the schedules; pg-boss queues each cron slot once however many there are.
 */
export function createJobEngine(options: JobEngineOptions): JobEngine {
  const { database, definitions } = options;
  const clock = options.clock ?? (() => new Date());
  let boss: PgBoss | undefined;
  let state: JobEngine['state'] = 'stopped';
  const workers = new Map<string, string>();

  async function work(definition: JobDefinition, active: PgBoss): Promise<void> {
    const id = await active.work(
      definition.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 5, includeMetadata: true },
      async ([job]) => {
        if (!job) return;
        await runRecorded(
          database.db,
          {
            name: definition.name,
            trigger: triggerOf(job.data),
            attempt: job.retryCount + 1,
            forgetIdle: definition.wakeable === true,
          },
          () => definition.run(clock()),
        );
      },
    );
    workers.set(definition.name, id);
  }

  async function enqueue(name: string, trigger: JobRunTrigger): Promise<boolean> {
    if (!boss) return false;
    await boss.send(name, { trigger });
    const worker = workers.get(name);
    if (worker) boss.notifyWorker(worker);
    return true;
  }

  return {
    definitions,
    get state() {
      return state;
    },
    async start({ work: working }) {
      if (boss) return;
      const created = new PgBoss({
        db: pgBossDb(database),
        // Only a working process keeps time: it queues the cron slots and does pg-boss's upkeep.
        schedule: working,
        supervise: working,
        migrate: true,
        expireInSeconds: RUN_TIMEOUT_SECONDS,
      });
      created.on('error', (error) => options.onError?.(error));
      await created.start();
      for (const definition of definitions) {
        await created.createQueue(definition.name, {
          name: definition.name,
          retryLimit: definition.retry.limit,
          retryDelay: definition.retry.delaySeconds,
          retryBackoff: definition.retry.backoff,
          // 'short': one waiting run at most (a created job with the same name is not inserted twice).
          policy: definition.wakeable ? 'short' : 'standard',
        });
        if (working) {
          await created.schedule(definition.name, definition.schedule, { trigger: 'schedule' });
          await work(definition, created);
        }
      }
      boss = created;
      state = working ? 'working' : 'queueing';
    },
    async stop() {
      const active = boss;
      if (!active) return;
      boss = undefined;
      state = 'stopped';
      workers.clear();
      await active.stop({ graceful: true, wait: true, timeout: 30_000 });
    },
    enqueue,
    async wake(name) {
      await enqueue(name, 'schedule');
    },
    async queueCounts() {
      if (!boss) return null;
      const { rows } = await boss.getDb().executeSql(
        `select name,
           count(*) filter (where state in ('created', 'retry'))::int as queued,
           count(*) filter (where state = 'active')::int as active,
           count(*) filter (where state = 'failed')::int as failed
         from pgboss.job where name = any($1) group by name`,
        [definitions.map((definition) => definition.name)],
      );
      return new Map(
        rows.map((row: { name: string } & QueueCounts) => [
          row.name,
          { queued: row.queued, active: row.active, failed: row.failed },
        ]),
      );
    },
  };
}
