import { clampCoverIndex, type Property, resolveImageUrl, uploadVariantKeys } from '@aangan/domain';

/** The large picture of a stored image: an upload's detail size (even when handed its card key); links as they are. */
export function detailImage(value: string): string {
  return uploadVariantKeys(value).find((key) => key.endsWith('/detail.webp')) ?? value;
}

/**
 * The carousel's pictures as addresses a browser loads: the cover first, then the others in their stored
 * order (as coverImage picks it: an index that points nowhere means the first). Empty when there are none.
 */
export function galleryImages(property: Pick<Property, 'images' | 'coverImageIndex' | 'type'>): string[] {
  const { images } = property;
  const cover = clampCoverIndex(property.coverImageIndex, images.length);
  const ordered = images.length === 0 ? [] : [images[cover] as string, ...images.filter((_, index) => index !== cover)];
  return ordered.map((image) => resolveImageUrl(detailImage(image), property.type));
}
