import type { ReportCase } from '@aangan/domain';
import { BadgeCheckIcon, EyeOffIcon, FlagIcon, UserIcon } from 'lucide-react';
import { Link } from 'react-router';
import { CoverImage } from '../../../components/listing-card/listing-cover';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { useListingsWords } from '../listings/messages';
import { useAdminWords } from '../messages';
import { DecideReportsDialog } from './decide-reports-dialog';
import { useReportsWords } from './messages';

type Report = ReportCase['reports'][number];

/** One report: the reason, the reporter's words, when, and who (their account's age and email state). */
function ReportLine({ report }: { report: Report }) {
  const { formatDate, REPORT_REASON_LABELS, timeAgo } = useAdminWords();
  const { REPORTS_COPY } = useReportsWords();
  const { PERSON_COPY } = useAdminWords();
  const { reporter } = report;
  return (
    <li className="flex flex-col gap-1 rounded-lg border bg-muted/40 p-3 text-sm">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <span className="font-medium text-foreground">{REPORT_REASON_LABELS[report.reason]}</span>
        <span className="text-muted-foreground text-xs">{timeAgo(report.reportedAt)}</span>
      </p>
      {report.details && <p className="whitespace-pre-line break-words text-foreground">{report.details}</p>}
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground text-xs">
        {reporter ? (
          <>
            <Link
              to={`/admin/accounts/${encodeURIComponent(reporter.id)}`}
              className="break-all rounded-sm underline-offset-2 hover:text-brand hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {reporter.email}
            </Link>
            <span>
              {REPORTS_COPY.reporterAge(formatDate(reporter.memberSince) ?? '')} ·{' '}
              {reporter.emailVerified ? PERSON_COPY.emailVerified : PERSON_COPY.emailNotVerified}
            </span>
          </>
        ) : (
          <span>{REPORTS_COPY.deletedReporter}</span>
        )}
        {!report.countsForHiding && (
          <Badge variant="outline" className="text-xs">
            {REPORTS_COPY.notCounting}
          </Badge>
        )}
      </p>
    </li>
  );
}

/** Why the case is where it is in the queue, when it is at the top for a reason. */
function Urgency({ entry, threshold }: { entry: ReportCase; threshold: number }) {
  const { REPORTS_COPY } = useReportsWords();
  if (entry.autoHidden) {
    return (
      <p className="flex items-center gap-1.5 font-medium text-danger text-sm">
        <EyeOffIcon aria-hidden="true" className="size-4 shrink-0" />
        {REPORTS_COPY.autoHidden}
      </p>
    );
  }
  if (entry.verifiedAtThreshold) {
    return (
      <p className="flex items-center gap-1.5 font-medium text-brand-strong text-sm">
        <BadgeCheckIcon aria-hidden="true" className="size-4 shrink-0" />
        {REPORTS_COPY.verifiedAtThreshold(threshold)}
      </p>
    );
  }
  return null;
}

/**
 * One listing's case: the listing (its title opens its page in the console), its owner and state, why it
 * is at the top, each open report with its reporter, and Decide.
 */
export function ReportCaseItem({
  entry,
  threshold,
  onConflict,
}: {
  entry: ReportCase;
  threshold: number;
  onConflict: () => void;
}) {
  const { HIDE_REASON_LABELS } = useAdminWords();
  const { REPORTS_COPY } = useReportsWords();
  const { LISTING_STATE_LABELS } = useListingsWords();
  const { listing, owner } = entry;
  return (
    <article
      aria-label={listing.title}
      className="flex flex-col gap-3 rounded-xl border bg-surface p-3 shadow-sm sm:p-4"
    >
      <div className="flex gap-3 sm:gap-4">
        <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-muted sm:size-20">
          <CoverImage cover={listing.cover} />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="line-clamp-2 break-words font-semibold text-foreground leading-snug">
            <Link
              to={`/admin/listings/${encodeURIComponent(listing.id)}`}
              className="rounded-sm hover:text-brand focus-visible:outline-2 focus-visible:outline-ring"
            >
              {listing.title}
            </Link>
          </h3>
          <p className="truncate text-muted-foreground text-sm">
            {[listing.locality, listing.city].filter(Boolean).join(', ')}
          </p>
          <p className="flex items-center gap-1 text-muted-foreground text-sm">
            <UserIcon aria-hidden="true" className="size-3.5 shrink-0" />
            <Link
              to={`/admin/accounts/${encodeURIComponent(owner.id)}`}
              className="truncate rounded-sm hover:text-brand focus-visible:outline-2 focus-visible:outline-ring"
            >
              {REPORTS_COPY.owner(owner.name, owner.email)}
            </Link>
          </p>
          <div className="flex flex-wrap gap-1.5 pt-0.5">
            <Badge variant={listing.state === 'live' ? 'success' : 'danger'}>
              {LISTING_STATE_LABELS[listing.state]}
              {listing.hiddenReason &&
                listing.hiddenReason !== 'reports' &&
                ` · ${HIDE_REASON_LABELS[listing.hiddenReason]}`}
            </Badge>
            {listing.verified && <Badge variant="soft">{REPORTS_COPY.verified}</Badge>}
          </div>
        </div>
      </div>
      <Urgency entry={entry} threshold={threshold} />
      <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
        <FlagIcon aria-hidden="true" className="size-4 shrink-0" />
        {REPORTS_COPY.reporters(entry.reporters, entry.countingReporters)}
      </p>
      <ul aria-label={REPORTS_COPY.reportsHeading} className="flex flex-col gap-2">
        {entry.reports.map((report) => (
          <ReportLine key={report.id} report={report} />
        ))}
      </ul>
      <DecideReportsDialog entry={entry} onConflict={onConflict} />
    </article>
  );
}

/** The queue while it loads: cards of the same shape. */
export function ReportsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {[0, 1].map((key) => (
        <div key={key} className="flex flex-col gap-3 rounded-xl border bg-surface p-3 sm:p-4">
          <div className="flex gap-3">
            <Skeleton className="size-16 shrink-0 rounded-lg sm:size-20" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
          <Skeleton className="h-16 w-full" />
        </div>
      ))}
    </div>
  );
}
