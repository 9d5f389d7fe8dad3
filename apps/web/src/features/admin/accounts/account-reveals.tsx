import type { AccountDetail } from '@aangan/domain';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { useAdminWords } from '../messages';
import { useAccountsWords } from './messages';

/**
 * The owners' contact details this account opened: how many in all and the latest the server sends. A
 * scraper or a broker posing as a tenant shows here as a long list in a short time.
 */
export function AccountReveals({ reveals }: { reveals: AccountDetail['reveals'] }) {
  const { timeAgo } = useAdminWords();
  const { ACCOUNT_COPY } = useAccountsWords();
  return (
    <Card>
      <CardHeader className="pb-3">
        <h3 className="font-semibold text-lg">{ACCOUNT_COPY.revealsHeading}</h3>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {reveals.total === 0 ? (
          <p className="text-muted-foreground text-sm">{ACCOUNT_COPY.noReveals}</p>
        ) : (
          <>
            <p className="text-muted-foreground text-sm">
              {ACCOUNT_COPY.revealsTotal(reveals.total, reveals.items.length)}
            </p>
            <ul aria-label={ACCOUNT_COPY.revealsHeading} className="flex flex-col gap-2 text-sm">
              {reveals.items.map((reveal) => (
                <li key={`${reveal.listingId}-${reveal.at}`} className="flex items-baseline justify-between gap-3">
                  <Link
                    to={`/admin/listings/${encodeURIComponent(reveal.listingId)}`}
                    className="min-w-0 truncate text-brand underline-offset-4 hover:underline"
                  >
                    {reveal.title}
                  </Link>
                  <time dateTime={reveal.at} className="shrink-0 text-muted-foreground text-xs">
                    {timeAgo(reveal.at)}
                  </time>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
