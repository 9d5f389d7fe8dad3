/**
 * 'Similar properties' on the detail page (issue 21, decision 034): other live listings a seeker weighing this
 * one would also weigh. Similar means the same purpose (sell, rent, pg) and the same type (residential,
 * commercial), in the same city, priced within a quarter of this one either way; never the listing itself, nor
 * one of the viewer's own. Nearby is the same locality first, then the rest of the city nearest first, measured
 * between public points (decision 036: a locality's centre, never an owner's pin).
 */

/** How many the page shows: two rows of three on a wide screen, a short sideways row on a phone. */
export const SIMILAR_LISTINGS_LIMIT = 6;

/** How far a similar listing's price may be from this one's, either way, as a share of this one's. */
const SIMILAR_PRICE_SPREAD = 0.25;

/** Whole rupees, both ends included. */
export interface PriceWindow {
  min: number;
  max: number;
}

/**
 * The prices similar to `price`: exactly 25% below or above is in, a rupee further is out. The ends are
 * rounded inwards to whole rupees (prices are whole rupees), so the window never reaches past 25%.
 */
export function similarPriceWindow(price: number): PriceWindow {
  return {
    min: Math.ceil(price * (1 - SIMILAR_PRICE_SPREAD)),
    max: Math.floor(price * (1 + SIMILAR_PRICE_SPREAD)),
  };
}

/**
 * The order they are shown in, each criterion breaking the ties of the one before: the same locality first, then
 * the nearest (the listings of one locality share its point, so they tie), then the same sub-type (a flat beside
 * a flat before a house), then the price closest to this one's, then the newest. The server turns each into its
 * SQL, one for one.
 */
export const SIMILAR_ORDER = ['sameLocality', 'nearest', 'sameSubType', 'closestPrice', 'newest'] as const;
export type SimilarOrderCriterion = (typeof SIMILAR_ORDER)[number];
