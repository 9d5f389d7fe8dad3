import { defaultImageFor, hasEmiCalculator, type PropertyDetail } from '@aangan/domain';
import { useMemo } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { useMediaQuery } from '../../lib/use-media-query';
import { ContactDialog } from './contact-dialog';
import { DescriptionCard } from './description-card';
import { EmiCalculator } from './emi/emi-calculator';
import { galleryImages } from './gallery-images';
import { ImageCarousel } from './image-carousel';
import { OwnerPanel } from './owner-panel';
import { PropertyActionBar } from './property-action-bar';
import { PropertyFactsCard } from './property-facts-card';
import { PropertyHeader } from './property-header';
import { PropertySideCard } from './property-side-card';
import { SimilarProperties } from './similar-properties';
import { useCallNow } from './use-call-now';
import { useRecordViewOnce } from './use-record-view';

/** Below Tailwind's `lg` the page is one column and Call Now moves to the bottom bar. */
const NARROW_SCREEN = '(width < 64rem)';

/**
 * A loaded listing. Wide screens: the pictures with the side card beside them, then the details and the
 * description across the page (issue 19: no empty column beside them), a sale's EMI calculator between them
 * (issue 21), then similar properties across the page. Phones: one column in reading order (header, pictures,
 * actions, details, EMI, description, similar properties) over a bottom bar with the price and Call Now.
 */
export function PropertyView({ property }: { property: PropertyDetail }) {
  const { t } = useI18n();
  const { isOwner } = property.viewer;
  useRecordViewOnce(property.id, !isOwner);
  const images = useMemo(() => galleryImages(property), [property]);
  const isNarrow = useMediaQuery(NARROW_SCREEN);
  const call = useCallNow();
  const hasActionBar = isNarrow && !isOwner;

  return (
    <article className="page-container py-6 sm:py-10">
      <PropertyHeader property={property} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <ImageCarousel key={property.id} images={images} fallback={defaultImageFor(property.type)} />
        <aside aria-label={t('property.view.actions')} className="flex flex-col gap-6">
          <PropertySideCard property={property} onCallNow={call.callNow} showCallNow={!hasActionBar} />
          {isOwner && <OwnerPanel property={property} />}
        </aside>
        <div className="flex flex-col gap-6 lg:col-span-2">
          <PropertyFactsCard property={property} />
          {/* Keyed by the listing and its price: another listing, or a new price, starts from its own defaults. */}
          {hasEmiCalculator(property) && (
            <EmiCalculator key={`${property.id}:${property.price}`} price={property.price} />
          )}
          <DescriptionCard property={property} />
        </div>
      </div>
      <SimilarProperties propertyId={property.id} />
      {hasActionBar && <PropertyActionBar property={property} onCallNow={call.callNow} />}
      {call.canContact && !isOwner && (
        <ContactDialog
          propertyId={property.id}
          posterType={property.postedBy.type}
          open={call.isContactOpen}
          onOpenChange={call.setContactOpen}
        />
      )}
    </article>
  );
}
