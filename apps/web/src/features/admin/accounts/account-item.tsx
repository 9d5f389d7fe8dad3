import type { AccountMatches } from '@aangan/domain';
import { HouseIcon, MailIcon, PhoneIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { useAdminWords } from '../messages';
import { useAccountsWords } from './messages';

type Match = AccountMatches['items'][number];

/** One account the search found: who, how to reach them, since when, and whether it is suspended. */
export function AccountItem({ account }: { account: Match }) {
  const { formatDate } = useAdminWords();
  const { ACCOUNTS_COPY } = useAccountsWords();
  const { PERSON_COPY, ROLE_LABELS } = useAdminWords();
  const since = formatDate(account.memberSince);
  return (
    <article className="relative flex flex-col gap-1.5 rounded-xl border bg-surface p-3 shadow-sm transition-colors focus-within:outline-2 focus-within:outline-ring hover:border-brand/40 sm:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-foreground">
          <Link
            to={`/admin/accounts/${encodeURIComponent(account.id)}`}
            className="outline-none after:absolute after:inset-0 after:rounded-xl"
          >
            {account.name}
          </Link>
        </h3>
        {account.role !== 'member' && <Badge variant="soft">{ROLE_LABELS[account.role]}</Badge>}
        {account.suspended && <Badge variant="danger">{ACCOUNTS_COPY.suspended}</Badge>}
      </div>
      <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
        <MailIcon aria-hidden="true" className="size-3.5 shrink-0" />
        <span className="min-w-0 break-all">{account.email}</span>
      </p>
      {account.phone && (
        <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
          <PhoneIcon aria-hidden="true" className="size-3.5 shrink-0" />
          {account.phone}
        </p>
      )}
      <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
        <HouseIcon aria-hidden="true" className="size-3.5 shrink-0" />
        {[PERSON_COPY.listingCount(account.listingCount), since && PERSON_COPY.memberSince(since)]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </article>
  );
}
