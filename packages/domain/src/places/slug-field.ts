import { z } from 'zod';
import { isPlaceSlug, PLACE_SLUG_MAX } from './slug.ts';

/** A place slug in a query or path: lower-case letters, marks and digits in words joined by '-'. */
export function placeSlugField(label: 'City' | 'Locality') {
  return z
    .string({ error: `${label} must be text` })
    .max(PLACE_SLUG_MAX, { message: `${label} must be at most ${PLACE_SLUG_MAX} characters`, abort: true })
    .refine(isPlaceSlug, {
      message: `${label} must be a place slug: lower-case letters and digits in words joined by '-', such as 'sadul-ganj'`,
    });
}
