/**
 * Listing options enums.ts does not hold. The wizard's other choices (agreement durations, notice periods,
 * balconies, furnishing counters and checkboxes) now live in enums.ts and are imported from there.
 */

/** Charges a rent may include (docs/product.md §2 step 5), each a yes/no in `additionalCharges`. */
export const ADDITIONAL_CHARGES = ['electricity', 'water', 'maintenance'] as const;
export type AdditionalCharge = (typeof ADDITIONAL_CHARGES)[number];
