import { cardImage, coverImage, defaultImageFor, type Property, resolveImageUrl } from '@aangan/domain';
import { useState } from 'react';
import { cn } from '../../lib/utils';

/** The cover in its card size (an upload's small WebP; an external address as it is). */
function coverImageOf(property: Property): string {
  const cover = coverImage(property.images, property.coverImageIndex);
  return resolveImageUrl(cover === undefined ? undefined : cardImage(cover), property.type);
}

/** A listing's cover photo in card size (grid and dashboard); a broken address falls back to the default picture for its type. */
export function ListingCover({ property, className }: { property: Property; className?: string }) {
  const fallback = defaultImageFor(property.type);
  const [src, setSrc] = useState(() => coverImageOf(property));
  return (
    <img
      src={src}
      alt=""
      width={640}
      height={480}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (src !== fallback) setSrc(fallback);
      }}
      className={cn('size-full object-cover', className)}
    />
  );
}
