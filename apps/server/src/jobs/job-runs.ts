import type { JobRunTrigger } from '@aangan/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { jobRuns } from '../db/schema.ts';

/** The longest error text kept: the message and the top of the stack are what a reader needs. */
const ERROR_MAX = 2_000;

function describeError(error: unknown): string {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return text.slice(0, ERROR_MAX);
}

/**
 * Runs one attempt of a job and keeps its record: written as running when it starts (so the console shows
 * a run in progress), then succeeded with what it did, or failed with the error, which is thrown on for
 * the engine to retry. The record's times are the wall clock's, whatever moment the job runs as of.
 * With `forgetIdle` (a wakeable job) a run that succeeded doing nothing removes its record again.
 */
export async function runRecorded(
  db: Database,
  job: { name: string; trigger: JobRunTrigger; attempt: number; forgetIdle?: boolean },
  work: () => Promise<Record<string, number>>,
): Promise<void> {
  const [run] = await db
    .insert(jobRuns)
    .values({ job: job.name, trigger: job.trigger, attempt: job.attempt, startedAt: new Date() })
    .returning({ id: jobRuns.id });
  if (!run) throw new Error('an insert returns its row');
  try {
    const summary = await work();
    if (job.forgetIdle && Object.values(summary).every((figure) => figure === 0)) {
      await db.delete(jobRuns).where(eq(jobRuns.id, run.id));
      return;
    }
    await db
      .update(jobRuns)
      .set({ outcome: 'succeeded', summary, finishedAt: new Date() })
      .where(eq(jobRuns.id, run.id));
  } catch (error) {
    await db
      .update(jobRuns)
      .set({ outcome: 'failed', error: describeError(error), finishedAt: new Date() })
      .where(eq(jobRuns.id, run.id));
    throw error;
  }
}
