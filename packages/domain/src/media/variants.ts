/**
 * Uploaded pictures are stored in two sizes under one random folder (docs/design.md §5):
 * `properties/<id>/detail.webp` (about 1280 px wide, what a listing stores and the detail page shows) and
 * `properties/<id>/card.webp` (about 480 px wide, for listing cards).
 */
const UPLOAD_VARIANTS = ['detail', 'card'] as const;
export type UploadVariant = (typeof UPLOAD_VARIANTS)[number];

const UPLOAD_KEY = /^properties\/([A-Za-z0-9_-]{16,64})\/(detail|card)\.webp$/;

/** The storage key of one size of an upload. */
export function uploadKey(folder: string, variant: UploadVariant): string {
  return `properties/${folder}/${variant}.webp`;
}

/** True for a key our upload made (and nothing else: no paths, no other folders). */
export function isUploadKey(value: string): boolean {
  return UPLOAD_KEY.test(value);
}

/** Every stored size of the upload a key belongs to; empty for anything that is not an upload key. */
export function uploadVariantKeys(value: string): string[] {
  const match = UPLOAD_KEY.exec(value);
  return match?.[1] ? UPLOAD_VARIANTS.map((variant) => uploadKey(match[1] as string, variant)) : [];
}

/** The card-sized picture for a stored image: uploads have one; external addresses are used as they are. */
export function cardImage(value: string): string {
  const match = UPLOAD_KEY.exec(value);
  return match?.[1] ? uploadKey(match[1], 'card') : value;
}
