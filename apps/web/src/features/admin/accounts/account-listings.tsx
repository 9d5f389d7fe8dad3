import { type AccountDetail, formatCardPrice } from '@aangan/domain';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { ListingBadges } from '../listings/listing-badges';
import { useAdminWords } from '../messages';
import { useAccountsWords } from './messages';

/** Every listing of the account, newest first, each with where it stands; each opens in the console. */
export function AccountListings({ listings }: { listings: AccountDetail['listings'] }) {
  const { locale } = useAdminWords();
  const { ACCOUNT_COPY } = useAccountsWords();
  return (
    <Card>
      <CardHeader className="pb-3">
        <h3 className="font-semibold text-lg">
          {ACCOUNT_COPY.listingsHeading}{' '}
          <span className="font-normal text-muted-foreground">({listings.length.toLocaleString('en-IN')})</span>
        </h3>
      </CardHeader>
      <CardContent>
        {listings.length === 0 ? (
          <p className="text-muted-foreground text-sm">{ACCOUNT_COPY.noListings}</p>
        ) : (
          <ul aria-label={ACCOUNT_COPY.listingsHeading} className="flex flex-col divide-y">
            {listings.map((listing) => (
              <li key={listing.id} className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0">
                <div className="flex items-start justify-between gap-3">
                  <Link
                    to={`/admin/listings/${encodeURIComponent(listing.id)}`}
                    className="min-w-0 break-words font-medium text-brand underline-offset-4 hover:underline"
                  >
                    {listing.title}
                  </Link>
                  <span className="shrink-0 font-semibold text-foreground text-sm tabular-nums">
                    {formatCardPrice(listing.price, listing.purpose, locale)}
                  </span>
                </div>
                <p className="truncate text-muted-foreground text-sm">
                  {[listing.locality, listing.city].filter(Boolean).join(', ')}
                </p>
                <ListingBadges state={listing.state} hiddenReason={listing.hiddenReason} verified={listing.verified} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
