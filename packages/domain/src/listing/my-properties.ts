import { z } from 'zod';
import { PURPOSES } from '../enums.ts';
import { searchTextField } from '../search/filters.ts';
import { unknownKeysError } from '../unknown-keys.ts';

/**
 * The My Properties dashboard's query (docs/product.md §2, §4): text matched case-insensitively against title, city
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
