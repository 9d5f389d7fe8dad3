import type { TeamOverview } from '@aangan/domain';
import { ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';
import { count, useOverviewWords } from './messages';

type State = keyof ReturnType<typeof useOverviewWords>['LISTING_CARD_LABELS'];

/** Each state with the Listings section's filter that lists it (the API's `state` filter names). */
const STATES: readonly { state: State; filter: string }[] = [
  { state: 'live', filter: 'live' },
  { state: 'verified', filter: 'verified' },
  { state: 'hidden', filter: 'hidden' },
  { state: 'ownerSuspended', filter: 'owner-suspended' },
  { state: 'expired', filter: 'expired' },
  { state: 'withdrawn', filter: 'withdrawn' },
];

/** The listings by state in one compact card: two by two on a phone, in a row from sm up. */
export function ListingsCard({ listings, className }: { listings: TeamOverview['listings']; className?: string }) {
  const { OVERVIEW_COPY, LISTING_CARD_LABELS } = useOverviewWords();
  return (
    <Card className={cn('flex flex-col gap-3 p-4', className)}>
      <div className="flex items-center justify-between gap-3">
        <h3 id="overview-listings" className="font-semibold text-base text-foreground">
          {OVERVIEW_COPY.listingsHeading}
        </h3>
        <Link
          to="/admin/listings"
          className="inline-flex min-h-10 items-center gap-0.5 rounded-md font-medium text-brand-strong text-sm hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {OVERVIEW_COPY.allListings}
          <ChevronRightIcon aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <ul aria-labelledby="overview-listings" className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {STATES.map(({ state, filter }) => (
          <li key={state}>
            <Link
              to={`/admin/listings?state=${filter}`}
              className="flex h-full flex-col gap-1.5 rounded-lg bg-muted/60 p-3 transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="font-semibold text-2xl text-foreground tabular-nums leading-none">
                {count(listings[state])}
              </span>
              <span className="text-muted-foreground text-xs leading-tight">{LISTING_CARD_LABELS[state]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
