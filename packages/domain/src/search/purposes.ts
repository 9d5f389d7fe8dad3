import type { Purpose } from '../enums.ts';

// Apart from the search schema (filters.ts): the browser's first script uses these, and must not carry zod's schemas.

/** Purposes a search accepts: the buy tab's 'buy' is stored as 'sell' (docs/product.md §3). */
export const SEARCH_PURPOSES = ['buy', 'sell', 'rent', 'pg'] as const;
export type SearchPurpose = (typeof SEARCH_PURPOSES)[number];

export function toStoredPurpose(purpose: SearchPurpose): Purpose {
  return purpose === 'buy' ? 'sell' : purpose;
}
