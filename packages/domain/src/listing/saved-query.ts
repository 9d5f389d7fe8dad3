import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../search/filters.ts';
import { positiveIntField } from '../search/query-fields.ts';
import { unknownKeysError } from '../unknown-keys.ts';

/** Saved listings come a page at a time: 500 whole listings in one answer was 650 KB. */
export const SAVED_PAGE_SIZE = 12;

/** GET /api/me/saved?page=&limit= */
export const savedPropertiesQuerySchema = z.strictObject(
  {
    page: positiveIntField('Page').default(1),
    limit: positiveIntField('Limit')
      .max(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE}`)
      .default(SAVED_PAGE_SIZE),
  },
  { error: unknownKeysError({ noun: 'parameter' }) },
);
export type SavedPropertiesQuery = z.output<typeof savedPropertiesQuerySchema>;
