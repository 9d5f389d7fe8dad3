import type { TeamJobs } from '@aangan/domain';
import { PlayIcon } from 'lucide-react';
import { LoadErrorPanel } from '../../../components/load-error-panel';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminWords } from '../messages';
import { useJobs, useRunJob } from './api';
import { useJobsWords } from './messages';

type Job = TeamJobs['items'][number];

function Count({ label, value, alert }: { label: string; value: number | undefined; alert?: boolean }) {
  return (
    <div className="flex flex-col rounded-lg bg-muted/60 px-3 py-2">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className={alert && value ? 'font-semibold text-danger' : 'font-semibold text-foreground'}>{value ?? '—'}</dd>
    </div>
  );
}

function JobRow({ job, isAdmin }: { job: Job; isAdmin: boolean }) {
  const { JOBS_COPY, jobLabel, OUTCOME_LABELS, runInWords, summaryInWords } = useJobsWords();
  const run = useRunJob();
  const label = jobLabel(job.name);
  const runNow = () =>
    run.mutate(job.name, {
      onSuccess: () => toast.success(JOBS_COPY.queuedToast, { description: label }),
      onError: (error) => toast.error(JOBS_COPY.runFailed, { description: errorMessage(error, JOBS_COPY.tryAgain) }),
    });
  const { lastRun, lastFailure } = job;
  return (
    <li className="flex flex-col gap-3 py-4" aria-label={label}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-foreground">{label}</h3>
          <p className="text-muted-foreground text-sm">
            {job.scheduleInWords} · <code className="text-xs">{job.schedule}</code> ·{' '}
            {JOBS_COPY.retries(job.retryLimit)}
          </p>
        </div>
        {isAdmin && (
          <Button size="sm" variant="outline" onClick={runNow} disabled={run.isPending}>
            <PlayIcon aria-hidden="true" />
            {JOBS_COPY.runNow} <span className="sr-only">{label}</span>
          </Button>
        )}
      </div>
      <dl className="grid grid-cols-3 gap-2 sm:max-w-sm">
        <Count label={JOBS_COPY.queued} value={job.queue?.queued} />
        <Count label={JOBS_COPY.active} value={job.queue?.active} />
        <Count label={JOBS_COPY.failed} value={job.queue?.failed} alert />
      </dl>
      <div className="flex flex-col gap-1 text-sm">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{JOBS_COPY.lastRun}:</span>
          {lastRun ? (
            <>
              <Badge
                variant={lastRun.outcome === 'failed' ? 'danger' : lastRun.outcome === 'succeeded' ? 'success' : 'soft'}
              >
                {OUTCOME_LABELS[lastRun.outcome]}
              </Badge>
              <span className="text-muted-foreground">{runInWords(lastRun)}</span>
              {summaryInWords(lastRun.summary) && <span>{summaryInWords(lastRun.summary)}</span>}
            </>
          ) : (
            <span className="text-muted-foreground">{JOBS_COPY.never}</span>
          )}
        </p>
        {[lastRun, lastFailure].map(
          (failed) =>
            failed?.outcome === 'failed' &&
            failed.error && (
              <div key={failed.startedAt} className="rounded-lg border border-danger/30 bg-danger-soft px-3 py-2">
                {failed === lastFailure && (
                  <p className="font-medium">
                    {JOBS_COPY.lastFailure}: {runInWords(failed)}
                  </p>
                )}
                <pre className="max-h-32 overflow-auto whitespace-pre-wrap break-words text-xs">{failed.error}</pre>
              </div>
            ),
        )}
      </div>
    </li>
  );
}

/** The console's Jobs section (decision 020): each scheduled job, its queue and its latest run; admins Run now. */
export function JobsSection() {
  const { JOBS_COPY } = useJobsWords();
  const { SECTION_LABELS, sectionTitle } = useAdminWords();
  useDocumentTitle(sectionTitle(SECTION_LABELS.jobs));
  const { user } = useCurrentUser();
  const { data, isError, isFetching, refetch } = useJobs();
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-foreground text-lg leading-tight">{SECTION_LABELS.jobs}</h2>
        <CardDescription>{JOBS_COPY.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {!data && isError && (
          <LoadErrorPanel
            title={JOBS_COPY.loadFailedTitle}
            onRetry={() => void refetch()}
            isRetrying={isFetching}
            headingLevel="h3"
          >
            <p role="alert">{JOBS_COPY.loadError}</p>
          </LoadErrorPanel>
        )}
        {!data && !isError && (
          <div aria-busy="true" className="flex flex-col gap-3 py-3">
            <span role="status" className="sr-only">
              {JOBS_COPY.loading}
            </span>
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        )}
        {data && (
          <>
            <p className="text-muted-foreground text-sm">{JOBS_COPY.engine[data.engine]}</p>
            <ul className="divide-y divide-border">
              {data.items.map((job) => (
                <JobRow key={job.name} job={job} isAdmin={user?.role === 'admin'} />
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
