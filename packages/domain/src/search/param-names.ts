import type { PropertySearchInput } from './filters.ts';

// Kept apart from filters.ts so code that only names the parameters (the web's query builder) does not
// load zod and the search schema into the home page's first bundle.

/** Every parameter of the search, in the order a query string lists them. */
export const SEARCH_PARAM_NAMES = [
  'q',
  'location',
  'city',
  'locality',
  'bbox',
  'purpose',
  'type',
  'subType',
  'bedrooms',
  'bathrooms',
  'minPrice',
  'maxPrice',
  'minArea',
  'maxArea',
  'furnishing',
  'postedBy',
  'amenities',
  'tenant',
  'verified',
  'sort',
  'page',
  'limit',
] as const satisfies readonly (keyof PropertySearchInput)[];
