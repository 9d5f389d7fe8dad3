import type { AccountDetail } from '@aangan/domain';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { useAdminWords } from '../messages';
import { useAccountsWords } from './messages';

type Reports = AccountDetail['reports'];
type ReportRow = Reports['against']['latest'][number];

function ReportList({ rows, label }: { rows: ReportRow[]; label: string }) {
  const { REPORT_REASON_LABELS, timeAgo } = useAdminWords();
  const { ACCOUNT_REPORTS_COPY } = useAccountsWords();
  return (
    <ul aria-label={label} className="flex flex-col gap-2 text-sm">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3">
          <span className="min-w-0">
            <Link
              to={`/admin/listings/${encodeURIComponent(row.listingId)}`}
              className="text-brand underline-offset-4 hover:underline"
            >
              {row.title}
            </Link>
            <span className="text-muted-foreground">
              {' '}
              · {REPORT_REASON_LABELS[row.reason]} · {ACCOUNT_REPORTS_COPY.status[row.status]}
            </span>
          </span>
          <time dateTime={row.reportedAt} className="shrink-0 text-muted-foreground text-xs">
            {timeAgo(row.reportedAt)}
          </time>
        </li>
      ))}
    </ul>
  );
}

/**
 * Reports on this account's listings, reports it made, and its open broker flags: a broker posing as an
 * owner, or someone reporting honest listings in bulk, shows here. The team may see who reported; the
 * owner never does.
 */
export function AccountReports({ reports }: { reports: Reports }) {
  const { against, made, openFlags } = reports;
  const { BROKER_FLAG_KIND_LABELS } = useAdminWords();
  const { ACCOUNT_REPORTS_COPY } = useAccountsWords();
  return (
    <Card>
      <CardHeader className="pb-3">
        <h3 className="font-semibold text-lg">{ACCOUNT_REPORTS_COPY.heading}</h3>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <section className="flex flex-col gap-2">
          <h4 className="font-medium text-foreground">{ACCOUNT_REPORTS_COPY.against}</h4>
          <p className="text-muted-foreground text-sm">
            {against.total === 0
              ? ACCOUNT_REPORTS_COPY.none
              : ACCOUNT_REPORTS_COPY.againstTotal(against.total, against.open)}
          </p>
          {against.latest.length > 0 && <ReportList rows={against.latest} label={ACCOUNT_REPORTS_COPY.against} />}
        </section>
        <section className="flex flex-col gap-2 border-t pt-4">
          <h4 className="font-medium text-foreground">{ACCOUNT_REPORTS_COPY.made}</h4>
          <p className="text-muted-foreground text-sm">
            {made.total === 0 ? ACCOUNT_REPORTS_COPY.none : ACCOUNT_REPORTS_COPY.madeTotal(made.total)}
          </p>
          {made.latest.length > 0 && <ReportList rows={made.latest} label={ACCOUNT_REPORTS_COPY.made} />}
        </section>
        <section className="flex flex-col gap-2 border-t pt-4">
          <h4 className="font-medium text-foreground">{ACCOUNT_REPORTS_COPY.flags}</h4>
          {openFlags.length === 0 ? (
            <p className="text-muted-foreground text-sm">{ACCOUNT_REPORTS_COPY.noFlags}</p>
          ) : (
            <>
              <ul aria-label={ACCOUNT_REPORTS_COPY.flags} className="flex flex-col gap-2 text-sm">
                {openFlags.map((flag) => (
                  <li key={flag.id} className="flex flex-col gap-0.5">
                    <span className="font-medium text-foreground">{BROKER_FLAG_KIND_LABELS[flag.kind]}</span>
                    <span className="break-words text-muted-foreground">{flag.inWords}</span>
                  </li>
                ))}
              </ul>
              <Link to="/admin/reports?view=flags" className="text-brand text-sm underline-offset-4 hover:underline">
                {ACCOUNT_REPORTS_COPY.flagsLink}
              </Link>
            </>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
