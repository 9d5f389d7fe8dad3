import { JOB_MESSAGES, type JobRun, type TeamJobs } from '@aangan/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit-log.ts';
import { findTeamActor } from '../../audit/team-actor.ts';
import type { Database } from '../../db/database.ts';
import { jobRuns } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { JobEngine } from '../../jobs/job-engine.ts';

type RunRow = typeof jobRuns.$inferSelect;

function toJobRun(row: RunRow): JobRun {
  return {
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    outcome: row.outcome,
    trigger: row.trigger,
    attempt: row.attempt,
    summary: row.summary ?? null,
    error: row.error,
  };
}

/** Each job's latest run, and its latest failure: one row per job each, through `job_runs_job_idx`. */
async function latestRuns(db: Database, names: string[], failedOnly: boolean): Promise<Map<string, RunRow>> {
  const rows = await db
    .selectDistinctOn([jobRuns.job])
    .from(jobRuns)
    .where(and(inArray(jobRuns.job, names), failedOnly ? eq(jobRuns.outcome, 'failed') : undefined))
    .orderBy(jobRuns.job, desc(jobRuns.startedAt));
  return new Map(rows.map((row) => [row.job, row]));
}

/** The console's Jobs section: every job of the registry with its schedule, queue and latest runs. */
export async function readJobs(db: Database, engine: JobEngine): Promise<TeamJobs> {
  const names = engine.definitions.map((definition) => definition.name);
  const [last, failures, counts] = await Promise.all([
    latestRuns(db, names, false),
    latestRuns(db, names, true),
    engine.queueCounts(),
  ]);
  return {
    engine: engine.state,
    items: engine.definitions.map((definition) => {
      const lastRun = last.get(definition.name);
      const lastFailure = failures.get(definition.name);
      return {
        name: definition.name,
        schedule: definition.schedule,
        scheduleInWords: definition.scheduleInWords,
        retryLimit: definition.retry.limit,
        queue: counts ? (counts.get(definition.name) ?? { queued: 0, active: 0, failed: 0 }) : null,
        lastRun: lastRun ? toJobRun(lastRun) : null,
        lastFailure: lastFailure && lastFailure.id !== lastRun?.id ? toJobRun(lastFailure) : null,
      };
    }),
  };
}

/**
 * An admin's Run now: one run queued at once, with its audit entry. 404 for a name the registry lacks;
 * 409 when this process is not connected to the queue (it never is only in tests that build the app
 * without starting it). The entry is written once the job is queued, so a refused one leaves none.
 */
export async function runJobNow(db: Database, engine: JobEngine, actorId: string, name: string) {
  if (!engine.definitions.some((definition) => definition.name === name)) {
    throw new AppError('NOT_FOUND', JOB_MESSAGES.notFound);
  }
  if (!(await engine.enqueue(name, 'manual'))) throw new AppError('CONFLICT', JOB_MESSAGES.engineStopped);
  await db.transaction(async (tx) => {
    const actor = await findTeamActor(tx, actorId);
    await recordAudit(tx, { actor, action: 'job.run', target: { type: 'job', id: name }, after: { queued: true } });
  });
  return { name, queued: true as const };
}
