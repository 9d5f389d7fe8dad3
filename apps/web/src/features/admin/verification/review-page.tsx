import type { VerificationRequestDetail } from '@aangan/domain';
import { ArrowLeftIcon, ClockIcon, PencilLineIcon, SearchXIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { LoadErrorPanel } from '../../../components/load-error-panel';
import { MessagePanel } from '../../../components/message-panel';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminWords } from '../messages';
import { useVerificationRequest } from './api';
import { DecisionPanel } from './decision-panel';
import { ReviewHistory } from './review-history';
import { ReviewListing } from './review-listing';
import { ReviewOwner } from './review-owner';

function BackToQueue() {
  const { REVIEW_COPY } = useAdminWords();
  return (
    <Link
      to="/admin/verifications"
      className="inline-flex w-fit items-center gap-1.5 font-medium text-muted-foreground text-sm hover:text-foreground"
    >
      <ArrowLeftIcon aria-hidden="true" className="size-4" />
      {REVIEW_COPY.backToQueue}
    </Link>
  );
}

/** Where the request stands: its state, why it was queued, and how long ago. */
function RequestStatus({ request }: { request: VerificationRequestDetail }) {
  const { REQUEST_EVENT_LABELS, QUEUE_COPY, VERIFICATION_STATUS_LABELS, timeAgo } = useAdminWords();
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Badge variant={request.status === 'approved' ? 'success' : 'default'}>
        {VERIFICATION_STATUS_LABELS[request.status]}
      </Badge>
      {request.trigger === 'edited' && (
        <Badge variant="soft">
          <PencilLineIcon aria-hidden="true" />
          {QUEUE_COPY.edited}
        </Badge>
      )}
      <span className="inline-flex items-center gap-1 text-muted-foreground">
        <ClockIcon aria-hidden="true" className="size-3.5" />
        <time dateTime={request.createdAt}>
          {REQUEST_EVENT_LABELS.open} {timeAgo(request.createdAt)}
        </time>
      </span>
    </div>
  );
}

function ReviewSkeleton() {
  const { REVIEW_COPY } = useAdminWords();
  return (
    <div role="status" aria-label={REVIEW_COPY.loading} className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex flex-col gap-5">
        <Skeleton className="h-48 w-full rounded-xl" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
      <Skeleton className="h-96 w-full rounded-xl" />
    </div>
  );
}

/**
 * One verification request (issue 16): the listing, its owner's account and the decision, then the
 * listing's history. On a phone in that order, one column; from lg the decision stands beside the listing.
 */
export function ReviewPage() {
  const { sectionTitle, REVIEW_COPY, REFUSALS } = useAdminWords();
  useDocumentTitle(sectionTitle(REVIEW_COPY.title));
  const { id = '' } = useParams();
  const { data: request, error, isFetching, refetch } = useVerificationRequest(id);

  let body: ReactNode;
  if (request) {
    body = (
      <>
        <RequestStatus request={request} />
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="flex min-w-0 flex-col gap-5">
            <ReviewListing listing={request.listing} />
            <ReviewOwner owner={request.owner} />
          </div>
          <div className="flex min-w-0 flex-col gap-5">
            <DecisionPanel request={request} />
            <ReviewHistory request={request} />
          </div>
        </div>
      </>
    );
  } else if (error instanceof ApiError && error.status === 404) {
    body = (
      <MessagePanel
        icon={SearchXIcon}
        title={REVIEW_COPY.notFoundTitle}
        actions={
          <Button asChild variant="outline">
            <Link to="/admin/verifications">{REVIEW_COPY.backToQueue}</Link>
          </Button>
        }
      >
        <p>{REFUSALS.requestNotFound}</p>
      </MessagePanel>
    );
  } else if (error) {
    body = (
      <LoadErrorPanel title={REVIEW_COPY.loadFailedTitle} onRetry={() => void refetch()} isRetrying={isFetching}>
        <p role="alert">{REVIEW_COPY.loadFailed}</p>
      </LoadErrorPanel>
    );
  } else {
    body = <ReviewSkeleton />;
  }

  return (
    <div className="flex flex-col gap-4 pb-6">
      <BackToQueue />
      {body}
    </div>
  );
}
