import { z } from 'zod';
import { PROPERTY_TYPES, type Purpose } from '../enums.ts';

export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 12;

/** Purposes a search accepts: the buy tab's 'buy' is stored as 'sell' (spec §3). */
export const SEARCH_PURPOSES = ['buy', 'sell', 'rent', 'pg'] as const;

export function toStoredPurpose(purpose: (typeof SEARCH_PURPOSES)[number]): Purpose {
  return purpose === 'buy' ? 'sell' : purpose;
}

const positiveInt = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`);

/** Query parameters of GET /api/properties (strings from the URL, coerced here). */
export const propertySearchSchema = z.object({
  purpose: z.enum(SEARCH_PURPOSES, { error: 'Purpose must be one of buy, rent or pg' }).optional(),
  type: z.enum(PROPERTY_TYPES, { error: 'Type must be residential or commercial' }).optional(),
  page: positiveInt('Page').default(1),
  limit: positiveInt('Limit').max(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE}`).default(DEFAULT_PAGE_SIZE),
});

export type PropertySearch = z.output<typeof propertySearchSchema>;
