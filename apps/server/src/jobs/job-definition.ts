/**
 * One kind of scheduled work (decision 020): its name (the queue's), when it runs, how a failed run is
 * retried, and what it does. `run` is given the moment it runs as of (an injectable clock, so tests move
 * time instead of waiting for it), never sleeps, and is idempotent: each change is one conditional
 * statement, so a run repeated after a crash, or racing another process's, changes nothing twice.
 * It answers what it did in figures, which the run's record keeps.
 */
export interface JobDefinition {
  name: string;
  /** A cron expression in UTC (minute hour day month weekday). */
  schedule: string;
  /** What the schedule means, for the console. */
  scheduleInWords: string;
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  /**
   * A job woken after changes as well as on its schedule: at most one run waits in the queue (pg-boss's
   * 'short' policy), so a burst of wake-ups while one waits adds nothing, and one sent while a run is
   * working still queues the next. Its runs that did nothing (every figure 0) keep no record: a job on a
   * one-minute sweep would otherwise add 1,440 idle rows a day to job_runs.
   */
  wakeable?: boolean;
  run(now: Date): Promise<Record<string, number>>;
}
