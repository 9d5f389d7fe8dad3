/**
 * The scheduled work the console shows (decision 020): each job by name, how its runs are started and how
 * they end. The jobs themselves (schedule, handler, retries) are the server's registry (apps/server/src/jobs).
 */
export const JOB_RUN_TRIGGERS = ['schedule', 'manual'] as const;
export type JobRunTrigger = (typeof JOB_RUN_TRIGGERS)[number];

export const JOB_RUN_OUTCOMES = ['running', 'succeeded', 'failed'] as const;

/** A job's name as the queue and the console know it: lower-case words joined by hyphens. */
export const JOB_NAME_PATTERN = /^[a-z][a-z0-9-]{0,63}$/;

export const JOB_MESSAGES = {
  notFound: 'There is no job of that name.',
  queued: 'The job is queued: a worker picks it up within a few seconds.',
  engineStopped: 'Scheduled work is not running in this server process, so it cannot take a job now.',
} as const;
