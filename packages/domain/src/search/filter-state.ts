/** The search filter state (docs/product.md §3 'Filter state') and its defaults (docs/product.md §4 'Filters'). */
import {
  AMENITIES,
  type Amenity,
  FILTER_SUB_TYPES,
  type FilterPurpose,
  type FilterSubType,
  FURNISHINGS,
  type Furnishing,
  POSTED_BY_OPTIONS,
  type PostedBy,
  type PropertyType,
  SEEKER_TENANTS,
  type SeekerTenant,
} from '../enums.ts';
import {
  BATHROOM_OPTIONS,
  type BathroomOption,
  BEDROOM_OPTIONS,
  type BedroomOption,
  SEARCH_TEXT_MAX,
} from './options.ts';
import type { SearchPurpose } from './purposes.ts';
import { FILTER_SCALES } from './ranges.ts';

/**
 * What a seeker has chosen. Lists are "any of" (an empty list does not filter), except amenities,
 * which must all be present. Amenities are canonical ids whichever list they were picked from.
 */
export interface FilterState {
  searchTerm: string;
  purpose: FilterPurpose;
  propertyType: PropertyType;
  subType: readonly FilterSubType[];
  bedrooms: readonly BedroomOption[];
  bathrooms: readonly BathroomOption[];
  furnishing: readonly Furnishing[];
  budget: readonly [number, number];
  area: readonly [number, number];
  postedBy: readonly PostedBy[];
  amenities: readonly Amenity[];
  /** Who the seeker is (rent and PG): listings for them or open to anyone. */
  tenant: readonly SeekerTenant[];
}

/** Homes for sale are let to nobody: tenants are searched on every purpose but buying (and on all of them). */
export function searchesTenants(purpose: SearchPurpose | undefined): boolean {
  return purpose !== 'buy' && purpose !== 'sell';
}

/** Defaults: buy, residential, budget 0 to 1 crore, area 0 to 5000 sq.ft, nothing else chosen. */
export const FILTER_DEFAULTS: FilterState = Object.freeze({
  searchTerm: '',
  purpose: 'buy',
  propertyType: 'residential',
  subType: [],
  bedrooms: [],
  bathrooms: [],
  furnishing: [],
  budget: FILTER_SCALES.budget.defaultValue,
  area: FILTER_SCALES.area.defaultValue,
  postedBy: [],
  amenities: [],
  tenant: [],
});

/** A fresh default state (Clear All). */
export function defaultFilters(): FilterState {
  return { ...FILTER_DEFAULTS };
}

/** The chosen values once each, in the order the options are offered. */
function inOptionOrder<T>(options: readonly T[], chosen: readonly T[]): T[] {
  return options.filter((option) => chosen.includes(option));
}

function ordered(pair: readonly [number, number]): readonly [number, number] {
  return pair[0] <= pair[1] ? pair : [pair[1], pair[0]];
}

/**
 * One spelling per search, so equal searches give equal links and cache keys: text trimmed and
 * cut to the API's limit, lists deduplicated in option order, ranges low to high.
 */
export function normalizeFilters(state: FilterState): FilterState {
  return {
    searchTerm: state.searchTerm.trim().slice(0, SEARCH_TEXT_MAX).trim(),
    purpose: state.purpose,
    propertyType: state.propertyType,
    subType: inOptionOrder(FILTER_SUB_TYPES, state.subType),
    bedrooms: inOptionOrder(BEDROOM_OPTIONS, state.bedrooms),
    bathrooms: inOptionOrder(BATHROOM_OPTIONS, state.bathrooms),
    furnishing: inOptionOrder(FURNISHINGS, state.furnishing),
    budget: ordered(state.budget),
    area: ordered(state.area),
    postedBy: inOptionOrder(POSTED_BY_OPTIONS, state.postedBy),
    amenities: inOptionOrder(AMENITIES, state.amenities),
    tenant: inOptionOrder(SEEKER_TENANTS, state.tenant),
  };
}
