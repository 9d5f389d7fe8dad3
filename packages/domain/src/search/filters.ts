/**
 * The query of GET /api/properties (docs/product.md §7 'Search properties'): free text, purpose, type,
 * sub-types, rooms, price and area ranges, furnishing, poster, amenities, tenant, verification, sort
 * and paging. Lists come repeated or comma-separated; a bad value is an issue on its field.
 */
import { z } from 'zod';
import { isOneOf } from '../enums/one-of.ts';
import {
  type Amenity,
  type FilterAmenity,
  FURNISHINGS,
  type Furnishing,
  isSubTypeFilter,
  POSTED_BY_OPTIONS,
  type PostedBy,
  PROPERTY_TYPES,
  type PropertyType,
  SEEKER_TENANTS,
  type SeekerTenant,
  type SubTypeFilter,
  toCanonicalAmenity,
} from '../enums.ts';
import { MAX_AREA, MAX_RUPEES } from '../listing/rules.ts';
import { placeSlugField } from '../places/slug-field.ts';
import {
  BATHROOM_OPTIONS,
  type BathroomOption,
  BEDROOM_OPTIONS,
  type BedroomOption,
  DEFAULT_SORT,
  parseRoomCount,
  SEARCH_TEXT_MAX,
  SORT_OPTIONS,
  type SortOption,
} from './options.ts';
import { SEARCH_PURPOSES, type SearchPurpose } from './purposes.ts';
import { amountField, boundingBoxField, flagField, listField, positiveIntField } from './query-fields.ts';

export const MAX_PAGE_SIZE = 50;
/** Filters reach as far as a listing may (listing/rules.ts); prices are stored as whole rupees. */
const PRICE_FILTER = { max: MAX_RUPEES, whole: true };
const AREA_FILTER = { max: MAX_AREA, whole: false };
const DEFAULT_PAGE_SIZE = 12;

function oneOf<T extends string>(options: readonly T[]): (raw: string) => T | undefined {
  return (raw) => (isOneOf(options, raw) ? raw : undefined);
}

/** Query parameters of GET /api/properties (strings from the URL, coerced here). */
/** Free search text: trimmed, at most SEARCH_TEXT_MAX characters, blank meaning none. */
export const searchTextField = z
  .string({ error: 'Search text must be text' })
  .trim()
  .max(SEARCH_TEXT_MAX, `Search text must be at most ${SEARCH_TEXT_MAX} characters`)
  .transform((text) => (text === '' ? undefined : text))
  .optional();

export const propertySearchSchema = z
  .object({
    q: searchTextField,
    /** Also match address, society and sub-locality, not only title, description, city and locality. */
    location: flagField('Location').transform((on) => on ?? false),
    /** A place page's city and locality, as slugs (places/slug.ts): the listings whose own names have them. */
    city: placeSlugField('City').optional(),
    locality: placeSlugField('Locality').optional(),
    /** The map's 'Search this area': listings whose public point is in the box (decision 036). */
    bbox: boundingBoxField(),
    purpose: z.enum(SEARCH_PURPOSES, { error: 'Purpose must be one of buy, rent or pg' }).optional(),
    type: z.enum(PROPERTY_TYPES, { error: 'Type must be residential or commercial' }).optional(),
    subType: listField('Sub-type must be a property sub-type such as flat, plot, office or shop', (raw) =>
      isSubTypeFilter(raw) ? raw : undefined,
    ),
    bedrooms: listField('Bedrooms must be 1, 2, 3, 4 or 5 (5 means 5 or more)', (raw) =>
      parseRoomCount(BEDROOM_OPTIONS, raw),
    ),
    bathrooms: listField('Bathrooms must be 1, 2, 3 or 4 (4 means 4 or more)', (raw) =>
      parseRoomCount(BATHROOM_OPTIONS, raw),
    ),
    minPrice: amountField('Minimum price', PRICE_FILTER),
    maxPrice: amountField('Maximum price', PRICE_FILTER),
    minArea: amountField('Minimum area', AREA_FILTER),
    maxArea: amountField('Maximum area', AREA_FILTER),
    furnishing: listField('Furnishing must be furnished, semi-furnished or unfurnished', oneOf(FURNISHINGS)),
    postedBy: listField('Posted by must be owner or builder', oneOf(POSTED_BY_OPTIONS)),
    amenities: listField('Amenities must be known amenities such as lift, parking or swimmingPool', toCanonicalAmenity),
    /** Who the seeker is: rent and PG listings for them or open to anyone (`tenantPreferencesServing`). */
    tenant: listField('Tenant must be family, men or women', oneOf(SEEKER_TENANTS)),
    verified: flagField('Verified'),
    sort: z
      .enum(SORT_OPTIONS, { error: 'Sort must be one of newest, price-asc, price-desc or area' })
      .default(DEFAULT_SORT),
    page: positiveIntField('Page').default(1),
    limit: positiveIntField('Limit')
      .max(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE}`)
      .default(DEFAULT_PAGE_SIZE),
  })
  .superRefine((search, ctx) => {
    const { minPrice, maxPrice, minArea, maxArea } = search;
    // Localities are named within their city: 'Station Road' is in many.
    if (search.locality !== undefined && search.city === undefined) {
      ctx.addIssue({ code: 'custom', path: ['locality'], message: 'Locality needs a city: give city too' });
    }
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      ctx.addIssue({
        code: 'custom',
        path: ['minPrice'],
        message: 'Minimum price must not be more than maximum price',
      });
    }
    if (minArea !== undefined && maxArea !== undefined && minArea > maxArea) {
      ctx.addIssue({ code: 'custom', path: ['minArea'], message: 'Minimum area must not be more than maximum area' });
    }
  });

/** The parsed search the server runs; `purpose` is still 'buy' here, see `toStoredPurpose`. */
export type PropertySearch = z.output<typeof propertySearchSchema>;

/**
 * What a client sends, typed: every field optional, lists as arrays (sent as repeated
 * parameters). The schema accepts this object as is, as well as its query-string form.
 */
export interface PropertySearchInput {
  q?: string;
  location?: boolean;
  city?: string;
  locality?: string;
  /** `south,west,north,east` in degrees (places/bounding-box.ts). */
  bbox?: string;
  purpose?: SearchPurpose;
  type?: PropertyType;
  subType?: readonly SubTypeFilter[];
  bedrooms?: readonly BedroomOption[];
  bathrooms?: readonly BathroomOption[];
  minPrice?: number;
  maxPrice?: number;
  minArea?: number;
  maxArea?: number;
  furnishing?: readonly Furnishing[];
  postedBy?: readonly PostedBy[];
  amenities?: readonly (Amenity | FilterAmenity)[];
  tenant?: readonly SeekerTenant[];
  verified?: boolean;
  sort?: SortOption;
  page?: number;
  limit?: number;
}
