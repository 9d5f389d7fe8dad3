import {
  cardImage,
  formatDetailPrice,
  listingKeyFacts,
  type Property,
  propertyTypeLabel,
  resolveImageUrl,
} from '@aangan/domain';
import { ExternalLinkIcon, ImageOffIcon, MapPinIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { useListingWords } from '../../../i18n/use-listing-words';
import { useAdminWords } from '../messages';

/**
 * The photos side by side in a strip that scrolls sideways (a swipe on a phone), each opening full size in
 * a tab of its own, so the moderator can hold them up against the property on a visit.
 */
function PhotoStrip({ listing }: { listing: Property }) {
  const { REVIEW_COPY } = useAdminWords();
  const { images, type } = listing;
  if (images.length === 0) {
    return (
      <p className="flex items-center gap-2 border-b bg-muted px-5 py-6 text-muted-foreground text-sm">
        <ImageOffIcon aria-hidden="true" className="size-4" />
        {REVIEW_COPY.noPhotos}
      </p>
    );
  }
  return (
    <ul aria-label={REVIEW_COPY.photosLabel} className="flex snap-x snap-mandatory gap-2 overflow-x-auto border-b p-2">
      {images.map((image, index) => (
        <li key={image} className="shrink-0 snap-start">
          <a
            href={resolveImageUrl(image, type)}
            target="_blank"
            rel="noreferrer"
            className="block overflow-hidden rounded-lg focus-visible:outline-2 focus-visible:outline-ring"
          >
            <img
              src={resolveImageUrl(cardImage(image), type)}
              alt={REVIEW_COPY.photoAlt(index + 1, images.length)}
              width={480}
              height={360}
              loading="lazy"
              decoding="async"
              className="h-40 w-56 bg-muted object-cover sm:h-44 sm:w-60"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="break-words text-foreground text-sm">{children}</dd>
    </div>
  );
}

/** The listing as the moderator checks it: photos, what it is, its price and exactly where it is. */
export function ReviewListing({ listing }: { listing: Property }) {
  const { REVIEW_COPY, formatDate, LISTING_PURPOSE_LABELS, locale } = useAdminWords();
  const listingWords = useListingWords();
  const { location } = listing;
  const place = [location.locality, location.city].filter(Boolean).join(', ');
  const address = [location.address, location.subLocality, location.society, location.pincode]
    .filter(Boolean)
    .join(', ');
  const facts = listingKeyFacts(listing, listingWords).join(' · ');
  const listedOn = formatDate(listing.createdAt);

  return (
    <Card className="overflow-hidden">
      <PhotoStrip listing={listing} />
      <div className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Badge variant="soft">{LISTING_PURPOSE_LABELS[listing.purpose]}</Badge>
            <Badge variant="outline">{propertyTypeLabel(listing)}</Badge>
          </div>
          <h2 className="break-words font-bold text-foreground text-xl leading-tight sm:text-2xl">{listing.title}</h2>
          <p className="flex items-center gap-1.5 text-muted-foreground">
            <MapPinIcon aria-hidden="true" className="size-4 shrink-0" />
            {place}
          </p>
          <p className="font-bold text-2xl text-foreground tabular-nums">
            {formatDetailPrice(listing.price, listing.purpose, locale)}
          </p>
        </div>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Fact label={REVIEW_COPY.address}>{address}</Fact>
          {facts && <Fact label={REVIEW_COPY.keyFacts}>{facts}</Fact>}
          {listedOn && <Fact label={REVIEW_COPY.listedOn}>{listedOn}</Fact>}
        </dl>
        <Link
          to={`/property/${encodeURIComponent(listing.id)}`}
          target="_blank"
          className="inline-flex w-fit items-center gap-1.5 font-medium text-brand text-sm underline-offset-4 hover:underline"
        >
          {REVIEW_COPY.openListing}
          <ExternalLinkIcon aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </Card>
  );
}
