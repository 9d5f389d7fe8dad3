import { formatCardPrice, isHighlightedScore, type ListingCardFields, listingKeyFacts } from '@aangan/domain';
import { BadgeCheckIcon, CircleDashedIcon, MapPinIcon, StarIcon } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { useListingWords } from '../../i18n/use-listing-words';
import { useAuthDialog } from '../../lib/auth-dialog';
import { useCurrentUser } from '../../lib/current-user';
import { cn } from '../../lib/utils';
import { SavePropertyButton } from '../save-property-button';
import { Badge } from '../ui/badge';
import { ListingCover } from './listing-cover';

const overlayBadge = 'border-transparent bg-surface/95 shadow-sm backdrop-blur-sm';

/** The amount large, its '/mo' (or '/माह') small: the domain writes both, in the page's language. */
function CardPrice({ property }: { property: ListingCardFields }) {
  const { locale } = useI18n();
  const amount = formatCardPrice(property.price, undefined, locale);
  const perMonth = formatCardPrice(property.price, property.purpose, locale).slice(amount.length);
  return (
    <p className="font-bold text-2xl text-foreground tracking-tight">
      {amount}
      {perMonth && <span className="font-medium text-base text-muted-foreground">{perMonth}</span>}
    </p>
  );
}

function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useI18n();
  return verified ? (
    <Badge variant="success" className="shadow-sm">
      <BadgeCheckIcon aria-hidden="true" />
      {t('common.card.verified')}
    </Badge>
  ) : (
    <Badge className={cn(overlayBadge, 'text-muted-foreground')}>
      <CircleDashedIcon aria-hidden="true" />
      {t('common.card.notVerified')}
    </Badge>
  );
}

function ScoreBadge({ score }: { score: number }) {
  const { t } = useI18n();
  const highlighted = isHighlightedScore(score);
  return (
    <Badge
      variant={highlighted ? 'brand' : 'default'}
      className={cn(!highlighted && overlayBadge, highlighted && 'shadow-sm')}
      data-highlighted={highlighted}
    >
      <StarIcon aria-hidden="true" className={highlighted ? 'fill-current' : undefined} />
      <span className="sr-only">{t('common.card.score')}</span>
      {score}
    </Badge>
  );
}

/**
 * Cards whose pictures load at once and first: a phone shows the first one or two above the fold, where the
 * largest paint usually is; the rest stay lazy.
 */
export const PRIORITY_CARDS = 2;

interface ListingCardProps {
  /** A listing, or the card's fields of one (a copy kept on the device: the recently viewed strip). */
  property: ListingCardFields;
  /** Known to be saved already (the Saved page), so the heart is filled before the saved ids arrive. */
  initialSaved?: boolean;
  /** Among the first cards of the page: its picture loads eagerly at high priority (listing-cover.tsx). */
  priority?: boolean;
}

/**
 * One listing in a grid. The title link covers the whole card; a guest who opens it gets the
 * 'Account Access' dialog instead, since the detail page needs sign-in (docs/product.md §2). The heart sits
 * above that link (z-10), so saving never opens the listing.
 */
export function ListingCard({ property, initialSaved, priority }: ListingCardProps) {
  const { user, isPending } = useCurrentUser();
  const { openAuthDialog } = useAuthDialog();
  const words = useListingWords();

  const location = [property.location.locality, property.location.city].filter(Boolean).join(', ');
  const facts = listingKeyFacts(property, words).join(' · ');
  const hasVerification = typeof property.verificationStatus === 'boolean';

  function handleOpen(event: MouseEvent<HTMLAnchorElement>) {
    if (isPending || user) return;
    event.preventDefault();
    openAuthDialog();
  }

  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border bg-surface shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-ring has-[a:focus-visible]:outline-offset-2">
      <div className="relative aspect-[4/3] overflow-hidden bg-muted">
        <ListingCover
          property={property}
          priority={priority}
          className="transition-transform duration-300 motion-safe:group-hover:scale-[1.03]"
        />
        <div className="absolute inset-x-3 top-3 flex items-start justify-between gap-2">
          {hasVerification ? <VerifiedBadge verified={property.verificationStatus} /> : <span />}
          <ScoreBadge score={property.propertyScore} />
        </div>
        <SavePropertyButton
          propertyId={property.id}
          initialSaved={initialSaved}
          variant="icon"
          className="absolute right-3 bottom-3 z-10"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <div className="flex h-8 items-center justify-between gap-2">
          <CardPrice property={property} />
          <Badge variant="soft">{words.LISTING_PURPOSE_LABELS[property.purpose]}</Badge>
        </div>
        {/* Two lines, then the full title on hover (issue 19: one cut line hid what the listing is); the detail
            page shows it whole. Two lines' height either way, so the cards of a row line up. */}
        <h3 className="line-clamp-2 min-h-[2lh] break-words font-semibold text-base text-foreground text-pretty">
          <Link
            to={`/property/${property.id}`}
            title={property.title}
            onClick={handleOpen}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {property.title}
          </Link>
        </h3>
        <p className="flex h-5 items-center gap-1 text-muted-foreground text-sm">
          <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{location}</span>
        </p>
        <p className="mt-2 truncate border-t pt-3 font-medium text-foreground/80 text-sm" title={facts || undefined}>
          {facts || '\u00a0'}
        </p>
      </div>
    </article>
  );
}
