import { isOneOf } from '../enums/one-of.ts';
import { LISTING_FIELDS, type ListingField, type ListingFieldErrors } from './schema.ts';

/**
 * The API answers a refused listing with `fields` keyed by its own dotted paths ('location.city',
 * 'details.bedrooms', 'images.2'); the wizard shows each message under its own input, so the paths are
 * turned back into form field names here, next to the schema that defines both shapes.
 */

/** Objects of the API's listing whose members are wizard fields of the same name. */
const NESTED_GROUPS = ['location', 'details', 'termsAndConditions'] as const;

/** The wizard field an API error path belongs to, or null when the form has no input for it. */
export function listingFieldOfApiPath(path: string): ListingField | null {
  const [first, second] = path.split('.');
  const name = isOneOf(NESTED_GROUPS, first) ? second : first;
  return isOneOf(LISTING_FIELDS, name) ? name : null;
}

export interface ApiListingErrors {
  /** The first message for each wizard field, in the API's order. */
  fieldErrors: ListingFieldErrors;
  /** Messages the form cannot place under an input (a whole object missing, an unknown key). */
  unplaced: string[];
}

/** Splits a 400's `fields` into messages the wizard can show under its inputs and the rest. */
export function toListingFieldErrors(fields: Readonly<Record<string, string>>): ApiListingErrors {
  const fieldErrors: ListingFieldErrors = {};
  const unplaced: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const field = listingFieldOfApiPath(path);
    if (field === null) unplaced.push(message);
    else fieldErrors[field] ??= message;
  }
  return { fieldErrors, unplaced };
}
