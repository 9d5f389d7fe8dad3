import { formatIndianNumber } from '../format/numbers.ts';
import { SEARCH_COUNT_CAP } from './filters.ts';

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
