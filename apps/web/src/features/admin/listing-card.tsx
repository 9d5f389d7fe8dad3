import { formatCardPrice, type TeamListingPage } from '@aangan/domain';
import { MapPinIcon, UserIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CoverImage } from '../../components/listing-card/listing-cover';
import { Skeleton } from '../../components/ui/skeleton';
import { useAdminWords } from './messages';

interface ListingCardProps {
  /** Where the title leads. */
  to: string;
  listing: Pick<TeamListingPage['items'][number], 'cover' | 'title' | 'price' | 'purpose' | 'locality' | 'city'>;
  owner: { name: string; email: string };
  /** The lines under whose it is: when, and where it stands. */
  children: ReactNode;
}

/**
 * A listing as the console's lists show it (the search, the verification queue): what it is, where and
 * whose. The title is the link; the whole card is its target, so a thumb can hit it anywhere.
 */
export function ListingCard({ to, listing, owner, children }: ListingCardProps) {
  const { locale } = useAdminWords();
  return (
    <article className="relative flex gap-3 rounded-xl border bg-surface p-3 shadow-sm transition-colors focus-within:outline-2 focus-within:outline-ring hover:border-brand/40 sm:gap-4 sm:p-4">
      <div className="size-20 shrink-0 overflow-hidden rounded-lg bg-muted sm:size-24">
        <CoverImage cover={listing.cover} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-col gap-0.5 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <h3 className="line-clamp-2 break-words font-semibold text-foreground leading-snug">
            <Link to={to} className="outline-none after:absolute after:inset-0 after:rounded-xl">
              {listing.title}
            </Link>
          </h3>
          <p className="shrink-0 font-bold text-foreground tabular-nums sm:text-lg">
            {formatCardPrice(listing.price, listing.purpose, locale)}
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
        {children}
      </div>
    </article>
  );
}

/** A list of these cards while it loads: cards of the same shape. */
export function ListingCardsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-3">
      {[0, 1, 2].map((key) => (
        <div key={key} className="flex gap-3 rounded-xl border bg-surface p-3 sm:gap-4 sm:p-4">
          <Skeleton className="size-20 shrink-0 rounded-lg sm:size-24" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-5 w-40" />
          </div>
        </div>
      ))}
    </div>
  );
}
