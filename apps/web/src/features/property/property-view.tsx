import { defaultImageFor, type PropertyDetail } from '@aangan/domain';
import { useMemo } from 'react';
import { DescriptionCard } from './description-card';
import { galleryImages } from './gallery-images';
import { ImageCarousel } from './image-carousel';
import { OwnerPanel } from './owner-panel';
import { PropertyFactsCard } from './property-facts-card';
import { PropertyHeader } from './property-header';
import { PropertySideCard } from './property-side-card';
import { useRecordViewOnce } from './use-record-view';

/**
 * A loaded listing. Wide screens: content on the left, the side card sticky on the right. Phones: one
 * column in reading order (header, pictures, actions, details, description).
 */
export function PropertyView({ property }: { property: PropertyDetail }) {
  const { isOwner } = property.viewer;
  useRecordViewOnce(property.id, !isOwner);
  const images = useMemo(() => galleryImages(property), [property]);

  return (
    <article className="page-container py-6 sm:py-10">
      <PropertyHeader property={property} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <ImageCarousel key={property.id} images={images} fallback={defaultImageFor(property.type)} />
        <aside
          aria-label="Contact and actions"
          className="flex flex-col gap-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-3 lg:row-start-1"
        >
          <PropertySideCard property={property} />
          {isOwner && <OwnerPanel property={property} />}
        </aside>
        <PropertyFactsCard property={property} />
        <DescriptionCard property={property} />
      </div>
    </article>
  );
}
