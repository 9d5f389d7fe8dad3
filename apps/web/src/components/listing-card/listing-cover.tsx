import {
  cardImage,
  coverImage,
  defaultImageFor,
  type ListingCardFields,
  type PropertyType,
  resolveImageUrl,
} from '@aangan/domain';
import { useState } from 'react';
import { cn } from '../../lib/utils';

/** A stored picture in its card size (an upload's small WebP; an external address as it is). */
function cardImageUrl(stored: string | null | undefined, type?: PropertyType): string {
  return resolveImageUrl(stored ? cardImage(stored) : undefined, type);
}

interface CoverImageProps {
  /** The cover as a listing stores it (an upload key or a link); none shows the default picture. */
  cover: string | null | undefined;
  /** Picks the default picture; lists that do not carry it get the house. */
  type?: PropertyType;
  className?: string;
  /**
   * One of the first pictures a page shows (above the fold on a phone, the likely largest paint): fetched at
   * once and early rather than lazily, so it is not held back behind the script.
   */
  priority?: boolean;
}

/** A cover photo in card size from its stored value, for lists that carry only the cover (the team's queue). */
export function CoverImage({ cover, type, className, priority = false }: CoverImageProps) {
  const fallback = defaultImageFor(type);
  const [src, setSrc] = useState(() => cardImageUrl(cover, type));
  return (
    <img
      src={src}
      alt=""
      width={640}
      height={480}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => {
        if (src !== fallback) setSrc(fallback);
      }}
      className={cn('size-full object-cover', className)}
    />
  );
}

/** A listing's cover photo in card size (grid and dashboard); a broken address falls back to the default picture for its type. */
export function ListingCover({
  property,
  className,
  priority,
}: {
  property: Pick<ListingCardFields, 'images' | 'coverImageIndex' | 'type'>;
  className?: string;
  priority?: boolean;
}) {
  return (
    <CoverImage
      cover={coverImage(property.images, property.coverImageIndex)}
      type={property.type}
      className={className}
      priority={priority}
    />
  );
}
