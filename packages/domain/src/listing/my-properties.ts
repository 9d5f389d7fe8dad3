import { z } from 'zod';
import { PURPOSES } from '../enums.ts';
import { searchTextField } from '../search/filters.ts';
import type { Property } from '../types.ts';
import { unknownKeysError } from '../unknown-keys.ts';

/**
 * The My Properties dashboard's query (spec §2, §4): text matched case-insensitively against title, city
 * or locality, combined with the purpose tab (absent = All).
 */
export const myPropertiesQuerySchema = z.strictObject(
  {
    q: searchTextField,
    purpose: z.enum(PURPOSES, { error: 'Purpose must be one of sell, rent or pg' }).optional(),
  },
  { error: unknownKeysError({ noun: 'parameter' }) },
);
export type MyPropertiesQuery = z.output<typeof myPropertiesQuerySchema>;

/** The summary panel: every listing of the owner, whatever the search and tab. */
export interface MyPropertiesSummary {
  total: number;
  byPurpose: Record<(typeof PURPOSES)[number], number>;
  views: number;
  verified: number;
}

export interface MyPropertiesPage {
  /** The owner's listings matching the query, newest first. */
  items: Property[];
  summary: MyPropertiesSummary;
}
