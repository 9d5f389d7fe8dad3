import type { BrokerFlag } from '@aangan/domain';
import { ShieldAlertIcon, UserIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useAdminWords } from '../messages';
import { DecideFlagDialog } from './decide-flag-dialog';
import { useReportsWords } from './messages';

/** One broker flag: the kind, the evidence in words, the account, and Review while it is open. */
export function FlagItem({ flag, onConflict }: { flag: BrokerFlag; onConflict: () => void }) {
  const { BROKER_FLAG_KIND_LABELS, formatDate, timeAgo } = useAdminWords();
  const { FLAGS_COPY } = useReportsWords();
  const { PERSON_COPY } = useAdminWords();
  const { account } = flag;
  return (
    <article
      aria-label={BROKER_FLAG_KIND_LABELS[flag.kind]}
      className="flex flex-col gap-2 rounded-xl border bg-surface p-3 shadow-sm sm:p-4"
    >
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="flex items-center gap-1.5 font-semibold text-foreground">
          <ShieldAlertIcon aria-hidden="true" className="size-4 shrink-0 text-brand" />
          {BROKER_FLAG_KIND_LABELS[flag.kind]}
        </span>
        <span className="text-muted-foreground text-xs">{timeAgo(flag.raisedAt)}</span>
      </p>
      <p className="break-words text-foreground text-sm">{flag.inWords}</p>
      <div className="flex flex-col gap-0.5 text-muted-foreground text-sm">
        <p className="flex min-w-0 items-center gap-1.5">
          <UserIcon aria-hidden="true" className="size-3.5 shrink-0" />
          <Link
            to={`/admin/accounts/${encodeURIComponent(account.id)}`}
            className="min-w-0 truncate rounded-sm hover:text-brand focus-visible:outline-2 focus-visible:outline-ring"
          >
            {account.name} · {account.email}
          </Link>
        </p>
        <p className="text-xs">{PERSON_COPY.memberSince(formatDate(account.memberSince) ?? '')}</p>
      </div>
      {flag.decision && (
        <p className="text-muted-foreground text-sm">
          “{flag.decision.note}” — {FLAGS_COPY.decidedBy(flag.decision.by, timeAgo(flag.decision.at))}
        </p>
      )}
      {flag.status === 'open' && <DecideFlagDialog flag={flag} onConflict={onConflict} />}
    </article>
  );
}
