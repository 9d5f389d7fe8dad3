import type { TeamListingDetail } from '@aangan/domain';
import { ArrowLeftIcon, SearchXIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadErrorPanel } from '../../../components/load-error-panel';
import { MessagePanel } from '../../../components/message-panel';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ConflictAlert } from '../conflict-alert';
import { useAdminWords } from '../messages';
import { RecordHistory } from '../record-history';
import { ReviewListing } from '../verification/review-listing';
import { useReloadListing, useTeamListing } from './api';
import { ListingAppeals } from './listing-appeals';
import { ListingBadges } from './listing-badges';
import { ListingOwner } from './listing-owner';
import { useListingsWords } from './messages';
import { ModerationPanel } from './moderation-panel';

function BackToListings() {
  const { LISTING_COPY } = useListingsWords();
  return (
    <Link
      to="/admin/listings"
      className="inline-flex min-h-10 w-fit items-center gap-1.5 font-medium text-muted-foreground text-sm hover:text-foreground"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      {LISTING_COPY.back}
    </Link>
  );
}

/**
 * The listing, what the team can do with it and what was done: on a phone one column (where it stands, the
 * listing, its owner, then moderation, appeals and history); from lg the actions stand beside the listing.
 */
function ListingView({ detail }: { detail: TeamListingDetail }) {
  const { REFUSALS } = useAdminWords();
  const [hasConflict, setConflict] = useState(false);
  const reload = useReloadListing(detail.listing.id);
  const conflict = () => setConflict(true);
  return (
    <div className="flex flex-col gap-4">
      <ListingBadges
        state={detail.state}
        hiddenReason={detail.hidden?.reason ?? null}
        verified={detail.listing.verificationStatus}
        openAppeal={detail.appeals.some((appeal) => appeal.status === 'open')}
      />
      {hasConflict && (
        <ConflictAlert message={REFUSALS.listingChanged} onReload={() => reload().then(() => setConflict(false))} />
      )}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-5">
          <ReviewListing listing={detail.listing} />
          <ListingOwner owner={detail.owner} />
        </div>
        <div className="flex min-w-0 flex-col gap-5">
          <ModerationPanel detail={detail} onConflict={conflict} />
          <ListingAppeals detail={detail} onConflict={conflict} />
          <RecordHistory entries={detail.history} />
        </div>
      </div>
    </div>
  );
}

function ListingSkeleton() {
  const { LISTING_COPY } = useListingsWords();
  return (
    <div role="status" aria-label={LISTING_COPY.loading} className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex flex-col gap-5">
        <Skeleton className="h-64 w-full rounded-xl" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
      <Skeleton className="h-72 w-full rounded-xl" />
    </div>
  );
}

/** One listing as the team sees it, whatever its state (issue 16). */
export function ListingPage() {
  const { LISTING_COPY } = useListingsWords();
  const { sectionTitle, REFUSALS } = useAdminWords();
  useDocumentTitle(sectionTitle(LISTING_COPY.title));
  const { id = '' } = useParams();
  const { data: detail, error, isFetching, refetch } = useTeamListing(id);

  let body: ReactNode;
  if (detail) {
    body = <ListingView detail={detail} />;
  } else if (error instanceof ApiError && error.status === 404) {
    body = (
      <MessagePanel
        icon={SearchXIcon}
        title={LISTING_COPY.notFoundTitle}
        actions={
          <Button asChild variant="outline">
            <Link to="/admin/listings">{LISTING_COPY.back}</Link>
          </Button>
        }
      >
        <p>{REFUSALS.listingNotFound}</p>
      </MessagePanel>
    );
  } else if (error) {
    body = (
      <LoadErrorPanel title={LISTING_COPY.loadFailedTitle} onRetry={() => void refetch()} isRetrying={isFetching}>
        <p role="alert">{LISTING_COPY.loadFailed}</p>
      </LoadErrorPanel>
    );
  } else {
    body = <ListingSkeleton />;
  }

  return (
    <div className="flex flex-col gap-3 pb-6">
      <BackToListings />
      {body}
    </div>
  );
}
