import { formatCardPrice, type VerificationQueue } from '@aangan/domain';
import { BadgeCheckIcon, ClockIcon, MapPinIcon, PencilLineIcon, UserIcon } from 'lucide-react';
import { Link } from 'react-router';
import { CoverImage } from '../../../components/listing-card/listing-cover';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { QUEUE_COPY, REQUEST_EVENT_LABELS } from '../messages';
import { timeAgo } from './time-ago';

type QueueEntry = VerificationQueue['items'][number];

/**
 * One request: what the listing is, whose, and how long it has waited. The title is the link; the whole
 * card is its target, so a thumb can hit it anywhere.
 */
export function QueueItem({ entry }: { entry: QueueEntry }) {
  const { listing, owner } = entry;
  const when = entry.status === 'open' ? entry.createdAt : (entry.decidedAt ?? entry.createdAt);
  return (
    <article className="relative flex gap-3 rounded-xl border bg-surface p-3 shadow-sm transition-colors focus-within:outline-2 focus-within:outline-ring hover:border-brand/40 sm:gap-4 sm:p-4">
      <div className="size-20 shrink-0 overflow-hidden rounded-lg bg-muted sm:size-24">
        <CoverImage cover={listing.cover} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-col gap-0.5 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <h3 className="line-clamp-2 font-semibold text-foreground leading-snug">
            <Link
              to={`/admin/verifications/${encodeURIComponent(entry.id)}`}
              className="outline-none after:absolute after:inset-0 after:rounded-xl"
            >
              {listing.title}
            </Link>
          </h3>
          <p className="shrink-0 font-bold text-foreground tabular-nums sm:text-lg">
            {formatCardPrice(listing.price, listing.purpose)}
          </p>
        </div>
        <p className="flex items-center gap-1 text-muted-foreground text-sm">
          <MapPinIcon aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">{[listing.locality, listing.city].filter(Boolean).join(', ')}</span>
        </p>
        <p className="flex items-center gap-1 text-muted-foreground text-sm">
          <UserIcon aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">
            {owner.name} · {owner.email}
          </span>
        </p>
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
      </div>
    </article>
  );
}

/** The queue while it loads: cards of the same shape. */
export function QueueSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {[0, 1, 2].map((key) => (
        <div key={key} className="flex gap-3 rounded-xl border bg-surface p-3 sm:gap-4 sm:p-4">
          <Skeleton className="size-20 shrink-0 rounded-lg sm:size-24" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-32" />
          </div>
        </div>
      ))}
    </div>
  );
}
