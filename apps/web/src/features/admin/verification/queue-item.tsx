import type { VerificationQueue } from '@aangan/domain';
import { BadgeCheckIcon, ClockIcon, PencilLineIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { ListingCard } from '../listing-card';
import { useAdminWords } from '../messages';

type QueueEntry = VerificationQueue['items'][number];

/** One request: what the listing is, whose, and how long it has waited. */
export function QueueItem({ entry }: { entry: QueueEntry }) {
  const { REQUEST_EVENT_LABELS, QUEUE_COPY, timeAgo } = useAdminWords();
  const { listing, owner } = entry;
  const when = entry.status === 'open' ? entry.createdAt : (entry.decidedAt ?? entry.createdAt);
  return (
    <ListingCard to={`/admin/verifications/${encodeURIComponent(entry.id)}`} listing={listing} owner={owner}>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <ClockIcon aria-hidden="true" className="size-3.5 shrink-0" />
          <time dateTime={when}>
            {REQUEST_EVENT_LABELS[entry.status]} {timeAgo(when)}
          </time>
        </span>
        {entry.trigger === 'edited' && (
          <Badge variant="soft">
            <PencilLineIcon aria-hidden="true" />
            {QUEUE_COPY.edited}
          </Badge>
        )}
        {listing.verificationStatus && (
          <Badge variant="success">
            <BadgeCheckIcon aria-hidden="true" />
            {QUEUE_COPY.verified}
          </Badge>
        )}
      </div>
    </ListingCard>
  );
}
