/** What the listing wizard accepts as a picture (docs/product.md §2 step 4 'Media Upload', §5 'Images', §9). */
import { isHttpUrl } from './web-address.ts';

/** Each file may be at most this many bytes (5 MB); callers may pass another limit. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** JPEG, PNG and WebP: what the file picker offers ("JPG, PNG, WEBP"). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const ACCEPTED_IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'] as const;

/** The file input's `accept` attribute: types and extensions, since some systems report no type. */
export const IMAGE_INPUT_ACCEPT = [...ACCEPTED_IMAGE_TYPES, ...ACCEPTED_IMAGE_EXTENSIONS].join(',');

/** The second line of the oversize toast. */
export const IMAGE_TOO_LARGE_HINT = 'Please compress your image or choose a smaller one.';

const megabytes = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, useGrouping: false });

/** 5 * 1024 * 1024 → "5MB", the way the oversize message states the limit. */
export function formatMegabytes(bytes: number): string {
  return `${megabytes.format(bytes / (1024 * 1024))}MB`;
}

/**
 * Whether a file is over the limit: exactly the limit is allowed ("at most 5 MB"). A size that is
 * not a number counts as too large, since a file whose size cannot be told cannot be shown to fit.
 */
export function isImageTooLarge(size: number, limit: number = MAX_IMAGE_BYTES): boolean {
  return !(size <= limit);
}

/** The oversize toast's title; the stated limit follows the limit in force. */
export function imageTooLargeMessage(fileName: string, limit: number = MAX_IMAGE_BYTES): string {
  return `File ${fileName} is too large (max ${formatMegabytes(limit)})`;
}

/** MIME types are case-insensitive; browsers usually, not always, report them in lower case. */
function normalizeMime(mime: string): string {
  return mime.trim().toLowerCase();
}

/** Whether a picked file's MIME type is one of JPEG, PNG or WebP. */
export function isAcceptedImageType(mime: string): boolean {
  const type = normalizeMime(mime);
  return ACCEPTED_IMAGE_TYPES.some((accepted) => accepted === type);
}

/** Whether a file name ends in .jpg, .jpeg, .png or .webp (any case). */
export function hasAcceptedImageExtension(fileName: string): boolean {
  const name = fileName.trim().toLowerCase();
  return ACCEPTED_IMAGE_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/** Drag and drop takes any file whose type starts with "image/" (docs/product.md §5); others are ignored. */
export function isImageFile(mime: string): boolean {
  return normalizeMime(mime).startsWith('image/');
}

/**
 * The URL-add rule (docs/product.md §2 step 4): the trimmed text, when it starts with http:// or https://
 * and names a host; otherwise null and nothing is added. The scheme is matched in any case, as
 * browsers do, and as `resolveImageUrl` does when showing it. White space inside is refused, so the
 * wizard never adds a link the listing schema would refuse at submit.
 */
export function parseImageUrl(input: string): string | null {
  const url = input.trim();
  return isHttpUrl(url) ? url : null;
}
