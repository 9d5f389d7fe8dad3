/**
 * A place's slug: the part of a place page's address that names a city or a locality (/rent/bikaner/sadul-ganj).
 * Slugs are derived from the listings' own cities and localities, never stored apart from them.
 */
// No zod here (the field is in slug-field.ts): the browser's first script filters loaded listings by place with it.

/**
 * The longest slug a request may name: a slug is never longer than the name it comes from, and names are
 * at most 100 characters (LISTING_MAX_LENGTHS); lower-casing a few letters doubles them at worst.
 */
export const PLACE_SLUG_MAX = 200;

/** Runs of anything but letters, marks and digits, in any script. */
const SEPARATORS = /[^\p{L}\p{M}\p{N}]+/gu;

/**
 * The slug of a city or locality name: NFC-normalised, trimmed and lower-cased, every run of characters
 * that are not letters, marks or digits becomes one '-', and no '-' is left at either end.
 * 'Sadul Ganj' → 'sadul-ganj'; 'बीकानेर' stays 'बीकानेर' (the vowel signs are marks, so they are kept).
 *
 * The slug IS the place's identity: names that differ only in case, spacing, punctuation or Unicode
 * composition ('Sadul Ganj', 'sadul-ganj', 'Sadul  Ganj.') are the same place, and their listings are
 * counted together. So two places can never collide on one slug: any two names with the same slug are,
 * by this definition, one place, and a place page shows the most common spelling among its listings.
 * The rule must stay stable: slugs are stored on the listings (properties.city_slug and locality_slug),
 * so changing it needs a migration that recomputes them.
 *
 * A name with no letter or digit at all has the empty slug: its listings have no place page.
 */
export function placeSlug(name: string): string {
  return name
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(SEPARATORS, '-')
    .replace(/^-+|-+$/g, '');
}

const SLUG_PATTERN = /^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u;

/** Whether a text is a slug as `placeSlug` writes it (a slug of itself, and not empty). */
export function isPlaceSlug(text: string): boolean {
  return text.length <= PLACE_SLUG_MAX && SLUG_PATTERN.test(text) && placeSlug(text) === text;
}
