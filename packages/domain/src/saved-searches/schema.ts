import { z } from 'zod';
import { propertySearchSchema } from '../search/filters.ts';
import { unknownKeysError } from '../unknown-keys.ts';
import {
  SAVED_SEARCH_MESSAGES as M,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_URL_MAX,
} from './limits.ts';
import { readSavedSearchUrl, savedSearchQuery } from './search-url.ts';

export const savedSearchNameField = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(SAVED_SEARCH_NAME_MAX, M.nameTooLong);

const frequencyField = z.enum(SAVED_SEARCH_FREQUENCIES, { error: M.frequencyInvalid });

/** A results page's address, refused unless the page and the search it runs would both take it. */
export const savedSearchUrlField = z
  .string({ error: M.urlRequired })
  .trim()
  .min(1, M.urlRequired)
  .max(SAVED_SEARCH_URL_MAX, { message: M.urlTooLong, abort: true })
  .superRefine((url, ctx) => {
    const target = readSavedSearchUrl(url);
    if (!target) {
      ctx.addIssue({ code: 'custom', message: M.notAResultsPage });
      return;
    }
    // What the page would ask the search: a value past what a search takes (a price of 1e20) is refused
    // here in the search's own words, as the results page's request would be.
    const search = propertySearchSchema.safeParse(savedSearchQuery(target));
    if (!search.success)
      ctx.addIssue({ code: 'custom', message: search.error.issues[0]?.message ?? M.notAResultsPage });
  });

/**
 * POST /api/saved-searches: the address of a results page (its path and query, as the browser shows it,
 * '/hi/…' too) and, optionally, a name; without one the server names it (in English: the page sends the
 * suggestion in its own language).
 */
export const savedSearchCreateSchema = z.strictObject(
  {
    url: savedSearchUrlField,
    name: savedSearchNameField.optional(),
  },
  { error: unknownKeysError() },
);
export type SavedSearchCreate = z.output<typeof savedSearchCreateSchema>;

/** PATCH /api/saved-searches/:id: a new name, a new alert frequency, or both. */
export const savedSearchUpdateSchema = z
  .strictObject(
    { name: savedSearchNameField.optional(), frequency: frequencyField.optional() },
    { error: unknownKeysError() },
  )
  .refine((update) => update.name !== undefined || update.frequency !== undefined, { message: M.nothingToChange });
export type SavedSearchUpdate = z.output<typeof savedSearchUpdateSchema>;
