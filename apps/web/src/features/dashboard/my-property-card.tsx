import { formatCardPrice, listingKeyFacts, type Property, type Purpose } from '@aangan/domain';
import type { MessageId } from '@lingui/core';
import {
  ArrowUpRightIcon,
  BadgeCheckIcon,
  CalendarDaysIcon,
  CircleDashedIcon,
  EyeIcon,
  MapPinIcon,
  PencilIcon,
  Trash2Icon,
} from 'lucide-react';
import { Link } from 'react-router';
import { ListingCover } from '../../components/listing-card/listing-cover';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../i18n/use-i18n';
import { useListingWords } from '../../i18n/use-listing-words';
import type { MyProperty } from './api';
import { ExpiryBadge, ExpiryNotice } from './expiry-notice';
import { LeadsPanel } from './leads-panel';
import { listedOnLabel, viewsLabel } from './listing-meta';
import { ModerationNotice } from './moderation-notice';
import { VerificationStatusLine } from './verification-status-line';

const PURPOSE_LABELS: Record<Purpose, MessageId> = {
  sell: 'dashboard.card.purpose.sell',
  rent: 'dashboard.card.purpose.rent',
  pg: 'dashboard.card.purpose.pg',
};

/** The amount, with a monthly price's '/mo' ('/माह') set smaller: the suffix is what the purpose adds. */
function CardPrice({ price, purpose }: { price: number; purpose: Purpose }) {
  const { locale } = useI18n();
  const amount = formatCardPrice(price, undefined, locale);
  const full = formatCardPrice(price, purpose, locale);
  const perMonth = full.startsWith(amount) ? full.slice(amount.length) : '';
  return (
    <p className="shrink-0 font-bold text-foreground text-xl tracking-tight sm:text-right sm:text-2xl">
      {perMonth ? amount : full}
      {perMonth && <span className="font-medium text-base text-muted-foreground">{perMonth}</span>}
    </p>
  );
}

function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useI18n();
  return verified ? (
    <Badge variant="success">
      <BadgeCheckIcon aria-hidden="true" />
      {t('dashboard.card.verified')}
    </Badge>
  ) : (
    <Badge variant="outline">
      <CircleDashedIcon aria-hidden="true" />
      {t('dashboard.card.notVerified')}
    </Badge>
  );
}

/** The title in screen-reader-only words, so 'View', 'Edit' and 'Delete' say which listing among many. */
function Which({ title }: { title: string }) {
  return (
    <>
      {' '}
      <span className="sr-only">{title}</span>
    </>
  );
}

interface MyPropertyCardProps {
  property: MyProperty;
  onDelete: (property: Property) => void;
}

/**
 * One of the owner's listings: photo, price, place, facts, views and date, where it stands with the team's
 * verification, and View, Edit and Delete.
 */
export function MyPropertyCard({ property, onDelete }: MyPropertyCardProps) {
  const { t, locale } = useI18n();
  const listingWords = useListingWords();
  const titleId = `my-property-${property.id}`;
  const href = `/property/${encodeURIComponent(property.id)}`;
  const location = [property.location.locality, property.location.city].filter(Boolean).join(', ');
  const facts = listingKeyFacts(property, listingWords).join(' · ');
  const listedOn = listedOnLabel(property.createdAt, t, locale);

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-xl border bg-surface shadow-sm sm:flex-row"
    >
      <div className="relative aspect-[16/9] shrink-0 overflow-hidden bg-muted sm:aspect-auto sm:min-h-52 sm:w-56 md:w-64">
        <ListingCover property={property} className="absolute inset-0" />
      </div>

      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="soft">
            {PURPOSE_LABELS[property.purpose] ? t(PURPOSE_LABELS[property.purpose]) : property.purpose}
          </Badge>
          <VerifiedBadge verified={property.verificationStatus} />
          <ExpiryBadge property={property} />
        </div>

        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div className="flex min-w-0 flex-col gap-1">
            <h3 id={titleId} className="line-clamp-2 font-semibold text-base text-foreground sm:text-lg">
              <Link
                to={href}
                className="rounded-sm hover:text-brand focus-visible:outline-2 focus-visible:outline-ring"
              >
                {property.title}
              </Link>
            </h3>
            <p className="flex items-center gap-1 text-muted-foreground text-sm">
              <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
              <span className="truncate">{location}</span>
            </p>
          </div>
          <CardPrice price={property.price} purpose={property.purpose} />
        </div>

        {facts && <p className="truncate font-medium text-foreground/80 text-sm">{facts}</p>}

        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground text-sm">
          <span className="inline-flex items-center gap-1.5">
            <EyeIcon className="size-4" aria-hidden="true" />
            {viewsLabel(property.views, t)}
          </span>
          {listedOn && (
            <span className="inline-flex items-center gap-1.5">
              <CalendarDaysIcon className="size-4" aria-hidden="true" />
              <time dateTime={property.createdAt}>{listedOn}</time>
            </span>
          )}
        </p>

        <ModerationNotice property={property} />
        <ExpiryNotice property={property} />
        {/* While the team hides it, the notice says what to do (appeal); asking for verification waits. */}
        {!property.moderation && <VerificationStatusLine property={property} />}
        <LeadsPanel listingId={property.id} title={property.title} />

        <div className="mt-auto grid grid-cols-3 gap-2 border-t pt-3 sm:flex sm:justify-end">
          <Button asChild variant="outline" size="sm">
            <Link to={href}>
              {t('dashboard.card.view')}
              <Which title={property.title} />
              <ArrowUpRightIcon aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={`/edit-property/${encodeURIComponent(property.id)}`}>
              <PencilIcon aria-hidden="true" />
              {t('dashboard.card.edit')}
              <Which title={property.title} />
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-danger hover:bg-danger-soft hover:text-danger"
            onClick={() => onDelete(property)}
          >
            <Trash2Icon aria-hidden="true" />
            {t('dashboard.card.delete')}
            <Which title={property.title} />
          </Button>
        </div>
      </div>
    </article>
  );
}
