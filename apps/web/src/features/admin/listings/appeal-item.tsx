import type { AppealQueue } from '@aangan/domain';
import { EyeOffIcon, UserIcon } from 'lucide-react';
import { Link } from 'react-router';
import { CoverImage } from '../../../components/listing-card/listing-cover';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAdminWords } from '../messages';
import { AnswerAppealDialog } from './answer-appeal-dialog';
import { AppealSummary } from './appeal-summary';
import { useListingsWords } from './messages';

type Entry = AppealQueue['items'][number];

/** Why the listing is hidden now, in the list's words and the moderator's note; or that it is shown again. */
function HiddenLine({ listing }: { listing: Entry['listing'] }) {
  const { HIDE_REASON_LABELS } = useAdminWords();
  const { LISTINGS_COPY, APPEALS_COPY } = useListingsWords();
  if (!listing.hiddenReason) return <p className="text-muted-foreground text-sm">{APPEALS_COPY.shownAgain}</p>;
  const reason = HIDE_REASON_LABELS[listing.hiddenReason];
  return (
    <p className="flex gap-1.5 text-sm">
      <EyeOffIcon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-danger" />
      <span className="min-w-0 break-words">
        {LISTINGS_COPY.hiddenFor(reason)}
        {listing.hiddenNote && ` — ${listing.hiddenNote}`}
      </span>
    </p>
  );
}

/**
 * One appeal in the queue: the listing (its title opens the listing's page, to look before deciding), whose
 * it is, why it was hidden, the owner's words, and Answer while it is open.
 */
export function AppealItem({ entry, onConflict }: { entry: Entry; onConflict: () => void }) {
  const { listing, owner } = entry;
  return (
    <article className="flex flex-col gap-3 rounded-xl border bg-surface p-3 shadow-sm sm:p-4">
      <div className="flex gap-3 sm:gap-4">
        <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-muted sm:size-20">
          <CoverImage cover={listing.cover} />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="line-clamp-2 break-words font-semibold text-foreground leading-snug">
            <Link
              to={`/admin/listings/${encodeURIComponent(listing.id)}`}
              className="rounded-sm hover:text-brand focus-visible:outline-2 focus-visible:outline-ring"
            >
              {listing.title}
            </Link>
          </h3>
          <p className="truncate text-muted-foreground text-sm">
            {[listing.locality, listing.city].filter(Boolean).join(', ')}
          </p>
          <p className="flex items-center gap-1 text-muted-foreground text-sm">
            <UserIcon aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">
              {owner.name} · {owner.email}
            </span>
          </p>
        </div>
      </div>
      <HiddenLine listing={listing} />
      <AppealSummary appeal={entry} />
      {entry.status === 'open' && (
        <AnswerAppealDialog appeal={entry} listingTitle={listing.title} onConflict={onConflict} />
      )}
    </article>
  );
}

/** The queue while it loads: cards of the same shape. */
export function AppealsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {[0, 1].map((key) => (
        <div key={key} className="flex flex-col gap-3 rounded-xl border bg-surface p-3 sm:p-4">
          <div className="flex gap-3">
            <Skeleton className="size-16 shrink-0 rounded-lg sm:size-20" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
          <Skeleton className="h-16 w-full" />
        </div>
      ))}
    </div>
  );
}
