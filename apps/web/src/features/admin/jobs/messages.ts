import type { JobRun } from '@aangan/domain';

/** The Jobs section's words (decision 020). */
export const JOBS_COPY = {
  description:
    'Scheduled work runs on the job engine in the database: each run once, by whichever server takes it, retried with back-off when it fails.',
  engine: {
    working: 'This server runs jobs.',
    queueing: 'This server queues jobs; separate workers run them (JOBS=off).',
    stopped: 'This server is not connected to the job queue.',
  },
  queued: 'Queued',
  active: 'Running',
  failed: 'Failed',
  lastRun: 'Last run',
  never: 'Not run yet',
  lastFailure: 'Last failure',
  runNow: 'Run now',
  queuedToast: 'Queued',
  runFailed: 'Could not queue the job',
  loading: 'Loading the jobs',
  loadError: 'There was a problem loading the jobs. Please try again.',
  retries: (limit: number) => `retried up to ${limit} times`,
} as const;

/** Each job's name in words; a job added to the registry without words shows its name. */
export const JOB_LABELS: Record<string, string> = {
  'expire-listings': 'Expire listings',
  'expiry-reminders': 'Expiry reminders',
  'broker-flag-scan': 'Broker flag scan',
};

export const OUTCOME_LABELS: Record<JobRun['outcome'], string> = {
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
};

const when = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** '26 Nov, 4:15 pm · 1.2 s · by hand, attempt 2' */
export function runInWords(run: JobRun): string {
  const parts = [when.format(new Date(run.startedAt))];
  if (run.finishedAt) {
    const ms = new Date(run.finishedAt).getTime() - new Date(run.startedAt).getTime();
    parts.push(ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`);
  }
  if (run.trigger === 'manual') parts.push('run by hand');
  if (run.attempt > 1) parts.push(`attempt ${run.attempt}`);
  return parts.join(' · ');
}

/** A run's figures in words; a figure without words shows its name. */
const FIGURE_LABELS: Record<string, string> = {
  expired: 'Expired',
  reminded7: '7-day reminders',
  reminded1: '1-day reminders',
  raised: 'Flags raised',
};

/** What a run did, from its figures: 'Expired: 3', '1-day reminders: 0, 7-day reminders: 5'. */
export function summaryInWords(summary: Record<string, number> | null): string {
  if (!summary) return '';
  return Object.entries(summary)
    .map(([key, value]) => `${FIGURE_LABELS[key] ?? key}: ${value}`)
    .join(', ');
}
