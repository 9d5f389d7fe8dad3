/**
 * The two scores of a listing (docs/product.md §4, §9): the wizard's completeness score, shown as the progress
 * bar while listing, and the property score the service stores at creation and cards show as a badge.
 */

/** The score badge is highlighted from this property score (docs/product.md §9). */
export const HIGHLIGHTED_SCORE = 90;

export function isHighlightedScore(score: number): boolean {
  return score >= HIGHLIGHTED_SCORE;
}

/** Text counts as given once trimmed, as the listing schema checks text (docs/product.md §5). */
function isFilled(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** A wizard field holds text while typed and a number once loaded: either counts when present. */
function isGiven(value: string | number | null | undefined): boolean {
  return typeof value === 'number' ? Number.isFinite(value) : isFilled(value);
}

/**
 * Whether text has more than `limit` characters, counted as a person would (an emoji once, not as
 * two UTF-16 units). The length bounds settle almost every case without walking the text, which
 * matters to the seed, scoring a million generated listings.
 */
function hasMoreCharactersThan(text: string, limit: number): boolean {
  if (text.length <= limit) return false;
  if (text.length > 2 * limit) return true;
  let count = 0;
  for (const _character of text) if (++count > limit) return true;
  return false;
}

/** Points per criterion of the property score; five criteria make 100. */
export const PROPERTY_SCORE_POINTS = 20;
export const MAX_PROPERTY_SCORE = 100;
/** The description must be longer than this, once trimmed, to score. */
export const SCORED_DESCRIPTION_LENGTH = 50;

export interface PropertyScoreInput {
  title?: string | null;
  purpose?: string | null;
  type?: string | null;
  description?: string | null;
  images?: readonly unknown[] | null;
  location?: { city?: string | null; locality?: string | null } | null;
  details?: { furnishing?: string | null } | null;
}

/**
 * The property score at creation (docs/product.md §4): 20 points each for title, purpose and type; city and
 * locality; a furnishing; at least one image; a description longer than 50 characters. Text is
 * trimmed first, so padding cannot buy points the listing schema would not accept either.
 */
export function computePropertyScore(input: PropertyScoreInput): number {
  const criteria = [
    isFilled(input.title) && isFilled(input.purpose) && isFilled(input.type),
    isFilled(input.location?.city) && isFilled(input.location?.locality),
    isFilled(input.details?.furnishing),
    (input.images?.length ?? 0) >= 1,
    hasMoreCharactersThan(input.description?.trim() ?? '', SCORED_DESCRIPTION_LENGTH),
  ];
  return criteria.filter(Boolean).length * PROPERTY_SCORE_POINTS;
}

/** The wizard's weights (docs/product.md §9: 20/20/10/10/20/20). */
export const COMPLETENESS_WEIGHTS = {
  basics: 20,
  location: 20,
  furnishing: 10,
  rooms: 10,
  pricing: 20,
  images: 20,
} as const;

type FieldValue = string | number | null | undefined;

/** The wizard's form values the score reads; numbers may still be text while being typed. */
export interface CompletenessInput {
  title?: string | null;
  purpose?: string | null;
  type?: string | null;
  subType?: string | null;
  location?: { city?: string | null; locality?: string | null; address?: string | null } | null;
  details?: {
    furnishing?: string | null;
    bedrooms?: FieldValue;
    bathrooms?: FieldValue;
    carpetArea?: FieldValue;
  } | null;
  price?: FieldValue;
  description?: string | null;
  images?: readonly unknown[] | null;
}

/**
 * The wizard's completeness score, 0 to 100 (docs/product.md §4): 20 for title, purpose, type and sub-type;
 * 20 for city, locality and address; 10 for a furnishing; 10 for bedrooms and bathrooms on a
 * residential listing or a carpet area on a commercial one; 20 for price and description; 20 for at
 * least one image. The six weights are independent. A value counts when given, even 0 (a price of
 * 0 or a bedroom count of 0 is an answer), and text counts once trimmed.
 */
export function computeCompletenessScore(input: CompletenessInput): number {
  const { location, details } = input;
  const weights = COMPLETENESS_WEIGHTS;
  let score = 0;
  if ([input.title, input.purpose, input.type, input.subType].every(isFilled)) score += weights.basics;
  if ([location?.city, location?.locality, location?.address].every(isFilled)) score += weights.location;
  if (isFilled(details?.furnishing)) score += weights.furnishing;
  const residentialRooms = input.type === 'residential' && isGiven(details?.bedrooms) && isGiven(details?.bathrooms);
  const commercialArea = input.type === 'commercial' && isGiven(details?.carpetArea);
  if (residentialRooms || commercialArea) score += weights.rooms;
  if (isGiven(input.price) && isFilled(input.description)) score += weights.pricing;
  if ((input.images?.length ?? 0) >= 1) score += weights.images;
  return score;
}
