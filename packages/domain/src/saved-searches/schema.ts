import { z } from 'zod';
import { unknownKeysError } from '../unknown-keys.ts';
import {
  SAVED_SEARCH_MESSAGES as M,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_URL_MAX,
} from './limits.ts';
import { readSavedSearchUrl } from './search-url.ts';

const nameField = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(SAVED_SEARCH_NAME_MAX, M.nameTooLong);

const frequencyField = z.enum(SAVED_SEARCH_FREQUENCIES, { error: M.frequencyInvalid });

/**
 * POST /api/saved-searches: the address of a results page (its path and query, as the browser shows it,
 * '/hi/…' too) and, optionally, a name; without one the server names it (in English: the page sends the
 * suggestion in its own language).
 */
export const savedSearchCreateSchema = z.strictObject(
  {
    url: z
      .string({ error: M.urlRequired })
      .trim()
      .min(1, M.urlRequired)
      .max(SAVED_SEARCH_URL_MAX, { message: M.urlTooLong, abort: true })
      .refine((url) => readSavedSearchUrl(url) !== undefined, M.notAResultsPage),
    name: nameField.optional(),
  },
  { error: unknownKeysError() },
);
export type SavedSearchCreate = z.output<typeof savedSearchCreateSchema>;
export type SavedSearchCreateInput = z.input<typeof savedSearchCreateSchema>;

/** PATCH /api/saved-searches/:id: a new name, a new alert frequency, or both. */
export const savedSearchUpdateSchema = z
  .strictObject({ name: nameField.optional(), frequency: frequencyField.optional() }, { error: unknownKeysError() })
  .refine((update) => update.name !== undefined || update.frequency !== undefined, { message: M.nothingToChange });
export type SavedSearchUpdate = z.output<typeof savedSearchUpdateSchema>;
export type SavedSearchUpdateInput = z.input<typeof savedSearchUpdateSchema>;
