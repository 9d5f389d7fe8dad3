import { type PropertyDetail, propertyTypeLabel } from '@aangan/domain';
import { MapPinIcon } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { useListingWords } from '../../i18n/use-listing-words';
import { PropertyPrice } from './property-price';
import { VerificationMark } from './verification-mark';

/** Title with its verification mark, 'locality, city', and the price with its deposit and hints. */
export function PropertyHeader({ property }: { property: PropertyDetail }) {
  const labels = useListingWords();
  const location = [property.location.locality, property.location.city].filter(Boolean).join(', ');

  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between lg:gap-8">
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <Badge variant="soft">{labels.LISTING_PURPOSE_LABELS[property.purpose] ?? property.purpose}</Badge>
          <Badge variant="outline">{propertyTypeLabel(property, labels)}</Badge>
        </div>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h1 className="min-w-0 break-words font-bold text-2xl text-foreground tracking-tight sm:text-3xl">
            {property.title}
          </h1>
          <VerificationMark verified={property.verificationStatus} verification={property.verification} />
        </div>
        {location && (
          <p className="flex items-center gap-1.5 text-muted-foreground">
            <MapPinIcon className="size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 break-words">{location}</span>
          </p>
        )}
      </div>
      <PropertyPrice property={property} detailed className="shrink-0 lg:items-end lg:text-right" />
    </div>
  );
}
