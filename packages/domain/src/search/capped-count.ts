import { formatIndianNumber } from '../format/numbers.ts';

/**
 * Searches count their matches up to this many (84 pages of 12): an exact count of a million rows costs
 * far more than the page itself, and people refine a search long before. Beyond it the total reads
 * '1,000+' (decision 008). It lives here, not beside the search's zod schema in filters.ts: the home page's
 * place links format capped counts, and importing filters.ts for this number brought zod (some 20 KB
 * compressed) into the first-visit script.
 */
export const SEARCH_COUNT_CAP = 1_000;

/**
 * A count as answers carry it (decision 008): matches are read no further than SEARCH_COUNT_CAP + 1, so an
 * answer says at most the cap, and whether more match.
 */
export interface CappedCount {
  /** At most SEARCH_COUNT_CAP. */
  count: number;
  /** More than `count` match: shown as '{count}+'. */
  countCapped: boolean;
}

/** What an answer says of `found` matches, counted to SEARCH_COUNT_CAP + 1: the cap, and 'more' beyond it. */
export function capCount(found: number): CappedCount {
  return { count: Math.min(found, SEARCH_COUNT_CAP), countCapped: found > SEARCH_COUNT_CAP };
}

/** '24', or '1,000+' for a capped count; in Indian grouping (1,00,000), as every count on the site. */
export function formatCount(count: number, capped = false): string {
  return `${formatIndianNumber(count)}${capped ? '+' : ''}`;
}
