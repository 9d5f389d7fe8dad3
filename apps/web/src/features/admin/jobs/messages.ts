import { type JobRun, LOCALE_TAGS, type Locale } from '@aangan/domain';
import type { MessageId } from '@lingui/core';
import { type Translate, wordsHook } from '../use-words';

/** Each job's name in words; a job added to the registry without words shows its name. */
const JOB_NAMES: Record<string, MessageId> = {
  'expire-listings': 'admin.job.expire-listings',
  'expiry-reminders': 'admin.job.expiry-reminders',
  'broker-flag-scan': 'admin.job.broker-flag-scan',
  'instant-alerts': 'admin.job.instant-alerts',
  'alert-digests-daily': 'admin.job.alert-digests-daily',
  'alert-digests-weekly': 'admin.job.alert-digests-weekly',
  'guest-alert-cleanup': 'admin.job.guest-alert-cleanup',
  'refresh-place-suggestions': 'admin.job.refresh-place-suggestions',
};

/** A run's figures in words; a figure without words shows its name. */
const FIGURE_NAMES: Record<string, MessageId> = {
  expired: 'admin.jobs.figure.expired',
  reminded7: 'admin.jobs.figure.reminded7',
  reminded1: 'admin.jobs.figure.reminded1',
  raised: 'admin.jobs.figure.raised',
  listings: 'admin.jobs.figure.listings',
  mails: 'admin.jobs.figure.mails',
  places: 'admin.jobs.figure.places',
  pausedSeconds: 'admin.jobs.figure.pausedSeconds',
  searches: 'admin.jobs.figure.searches',
  deleted: 'admin.jobs.figure.deleted',
};

/** The Jobs section's words (decision 020). */
function jobsWords(t: Translate, locale: Locale) {
  const when = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });
  const figureLabel = (key: string) => (FIGURE_NAMES[key] ? t(FIGURE_NAMES[key]) : key);
  return {
    JOBS_COPY: {
      description: t('admin.jobs.description'),
      engine: {
        working: t('admin.jobs.engine.working'),
        queueing: t('admin.jobs.engine.queueing'),
        stopped: t('admin.jobs.engine.stopped'),
      },
      queued: t('admin.jobs.queued'),
      active: t('admin.jobs.running'),
      failed: t('admin.jobs.failed'),
      lastRun: t('admin.jobs.lastRun'),
      never: t('admin.jobs.never'),
      lastFailure: t('admin.jobs.lastFailure'),
      runNow: t('admin.jobs.runNow'),
      queuedToast: t('admin.jobs.queued'),
      runFailed: t('admin.jobs.runFailed'),
      tryAgain: t('admin.tryAgain'),
      loading: t('admin.jobs.loading'),
      loadError: t('admin.jobs.loadError'),
      loadFailedTitle: t('admin.jobs.loadFailedTitle'),
      retries: (limit: number) => t('admin.jobs.retries', { limit }),
    },
    jobLabel: (name: string) => (JOB_NAMES[name] ? t(JOB_NAMES[name]) : name),
    OUTCOME_LABELS: {
      running: t('admin.jobs.running'),
      succeeded: t('admin.jobs.succeeded'),
      failed: t('admin.jobs.failed'),
    } satisfies Record<JobRun['outcome'], string>,
    /** '26 Nov, 4:15 pm · 1.2 s · by hand, attempt 2' */
    runInWords(run: JobRun): string {
      const parts = [when.format(new Date(run.startedAt))];
      if (run.finishedAt) {
        const ms = new Date(run.finishedAt).getTime() - new Date(run.startedAt).getTime();
        parts.push(
          ms < 1000 ? t('admin.jobs.milliseconds', { ms }) : t('admin.jobs.seconds', { s: (ms / 1000).toFixed(1) }),
        );
      }
      if (run.trigger === 'manual') parts.push(t('admin.jobs.byHand'));
      if (run.attempt > 1) parts.push(t('admin.jobs.attempt', { attempt: run.attempt }));
      return parts.join(' · ');
    },
    /** What a run did, from its figures: 'Expired: 3', '1-day reminders: 0, 7-day reminders: 5'. */
    summaryInWords(summary: Record<string, number> | null): string {
      if (!summary) return '';
      return Object.entries(summary)
        .map(([key, value]) => `${figureLabel(key)}: ${value}`)
        .join(', ');
    },
  };
}

export const useJobsWords = wordsHook(jobsWords);
