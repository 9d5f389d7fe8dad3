import type { PropertyType } from '../enums.ts';
import { isWebLink } from './web-address.ts';

/** Default pictures shipped with the web app (docs/product.md §5 'Images'). */
export const DEFAULT_HOUSE_IMAGE = '/images/default-house.svg';
export const DEFAULT_COMMERCIAL_IMAGE = '/images/default-commercial.svg';

/** Where stored media is served from; the server's storage driver decides the real base. */
export const MEDIA_BASE_PATH = '/media/';

export function defaultImageFor(type?: PropertyType): string {
  return type === 'commercial' ? DEFAULT_COMMERCIAL_IMAGE : DEFAULT_HOUSE_IMAGE;
}

/**
 * Resolves a stored image value to an address a browser can load: empty → default picture;
 * http(s) and data:image as is; storage keys under properties/ or users/ → media URL;
 * absolute paths as is; anything else → default.
 */
export function resolveImageUrl(value: string | null | undefined, type?: PropertyType): string {
  const image = value?.trim() ?? '';
  if (image === '') return defaultImageFor(type);
  if (isWebLink(image) || image.startsWith('data:image')) return image;
  if (image.startsWith('properties/') || image.startsWith('users/')) return `${MEDIA_BASE_PATH}${image}`;
  if (image.startsWith('/')) return image;
  return defaultImageFor(type);
}
