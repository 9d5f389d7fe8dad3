import type { TeamListingPage } from '@aangan/domain';
import { ClockIcon } from 'lucide-react';
import { ListingCard } from '../listing-card';
import { useAdminWords } from '../messages';
import { ListingBadges } from './listing-badges';
import { useListingsWords } from './messages';

type Row = TeamListingPage['items'][number];

/** One listing in the team's search: what it is, where, whose, and where it stands. */
export function ListingRow({ listing }: { listing: Row }) {
  const { timeAgo } = useAdminWords();
  const { LISTINGS_COPY } = useListingsWords();
  return (
    <ListingCard to={`/admin/listings/${encodeURIComponent(listing.id)}`} listing={listing} owner={listing.owner}>
      <p className="flex items-center gap-1 text-muted-foreground text-sm">
        <ClockIcon aria-hidden="true" className="size-3.5 shrink-0" />
        <time dateTime={listing.createdAt}>
          {LISTINGS_COPY.listed} {timeAgo(listing.createdAt)}
        </time>
      </p>
      <div className="mt-1">
        <ListingBadges
          state={listing.state}
          hiddenReason={listing.hiddenReason}
          verified={listing.verified}
          verificationPending={listing.verificationPending}
          openAppeal={listing.openAppeal}
        />
      </div>
    </ListingCard>
  );
}
