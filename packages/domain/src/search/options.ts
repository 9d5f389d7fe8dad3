/** Choices the search offers beside the enumerations: room counts, sort orders, text length (docs/product.md §3). */
import { isOneOf } from '../enums/one-of.ts';

/** Bedrooms 1 to 5+: the top value 5 means "5 or more". */
export const BEDROOM_OPTIONS = [1, 2, 3, 4, 5] as const;
export type BedroomOption = (typeof BEDROOM_OPTIONS)[number];
export const BEDROOM_LABELS: Record<BedroomOption, string> = {
  1: '1 BHK',
  2: '2 BHK',
  3: '3 BHK',
  4: '4 BHK',
  5: '5+ BHK',
};

/** Bathrooms 1 to 4+: the top value 4 means "4 or more". */
export const BATHROOM_OPTIONS = [1, 2, 3, 4] as const;
export type BathroomOption = (typeof BATHROOM_OPTIONS)[number];
export const BATHROOM_LABELS: Record<BathroomOption, string> = { 1: '1', 2: '2', 3: '3', 4: '4+' };

/** Result orders; `area` puts the largest first. */
export const SORT_OPTIONS = ['newest', 'price-asc', 'price-desc', 'area'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'newest';
export const SORT_LABELS: Record<SortOption, string> = {
  newest: 'Newest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  area: 'Area: largest first',
};

/** A sort order as a link carries it; a missing or unknown one is the default. */
export function readSortOption(raw: string | null | undefined): SortOption {
  return isOneOf(SORT_OPTIONS, raw) ? raw : DEFAULT_SORT;
}

/** Longest free-text search the API takes, after trimming. */
export const SEARCH_TEXT_MAX = 100;

/**
 * A room count from the URL: "3", or "5+" for the top option (which means the same as "5").
 * Anything else, including "07" or "2.5", is not a room count.
 */
export function parseRoomCount<T extends number>(options: readonly T[], raw: string): T | undefined {
  const top = options[options.length - 1];
  const text = raw.trim();
  const value = text === `${top}+` ? top : /^[1-9]\d*$/.test(text) ? Number(text) : undefined;
  return isOneOf(options, value) ? value : undefined;
}

/**
 * Splits chosen room counts for a query: the top option means "at least top", the rest are exact,
 * so the server can ask `bedrooms IN (exact) OR bedrooms >= atLeast`. Exact counts running up to the
 * top fold into it ("3, 4, 5+" is "at least 3"), which the database answers with one index range.
 */
export function splitRoomCounts(
  values: readonly number[],
  options: readonly number[],
): { exact: number[]; atLeast: number | null } {
  const top = options[options.length - 1] ?? Number.POSITIVE_INFINITY;
  const exact = [...new Set(values.filter((value) => value < top))].sort((a, b) => a - b);
  let atLeast = values.some((value) => value >= top) ? top : null;
  while (atLeast !== null && exact[exact.length - 1] === atLeast - 1) atLeast = exact.pop() ?? null;
  return { exact, atLeast };
}

/**
 * The values of a list parameter, given repeated (`?a=1&a=2`, an array), comma-separated
 * (`?a=1,2`) or both; numbers from code are taken as their text. Blank items are dropped.
 * Undefined when the value is not text, a number or a list of those.
 */
export function splitListValues(value: unknown): string[] | undefined {
  const items = Array.isArray(value) ? value : [value];
  const parts: string[] = [];
  for (const item of items) {
    if (typeof item === 'number') parts.push(String(item));
    else if (typeof item === 'string') parts.push(...item.split(','));
    else return undefined;
  }
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/** A non-negative finite amount from text ("500000", "1e6"); undefined for anything else. */
export function parseAmount(raw: string): number | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}
