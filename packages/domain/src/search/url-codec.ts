/**
 * The filter state as a URL query string, so every search is a shareable link. Defaults are left
 * out; parameter names are the API's (q, purpose, type, subType, bedrooms, …), lists repeat the
 * parameter. Reading is tolerant: a bad value is ignored and the good ones kept, because links
 * get cut, hand-edited and outlive the options they were made with.
 */

import { isOneOf } from '../enums/one-of.ts';
import {
  FILTER_PURPOSES,
  FILTER_SUB_TYPES,
  FURNISHINGS,
  POSTED_BY_OPTIONS,
  PROPERTY_TYPES,
  SEEKER_TENANTS,
  toCanonicalAmenity,
} from '../enums.ts';
import { FILTER_DEFAULTS, type FilterState, normalizeFilters } from './filter-state.ts';
import { BATHROOM_OPTIONS, BEDROOM_OPTIONS, parseAmount, parseRoomCount, splitListValues } from './options.ts';

/** Query parameter of each filter field; the API takes the same names. */
const FILTER_PARAMS = {
  searchTerm: 'q',
  purpose: 'purpose',
  propertyType: 'type',
  subType: 'subType',
  bedrooms: 'bedrooms',
  bathrooms: 'bathrooms',
  furnishing: 'furnishing',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  minArea: 'minArea',
  maxArea: 'maxArea',
  postedBy: 'postedBy',
  amenities: 'amenities',
  tenant: 'tenant',
} as const;

function appendAll(params: URLSearchParams, name: string, values: readonly (string | number)[]): void {
  for (const value of values) params.append(name, String(value));
}

function appendRange(
  params: URLSearchParams,
  names: readonly [string, string],
  value: readonly [number, number],
  fallback: readonly [number, number],
): void {
  if (value[0] !== fallback[0]) params.set(names[0], String(value[0]));
  if (value[1] !== fallback[1]) params.set(names[1], String(value[1]));
}

/** The query string of a search, leaving out every default. */
export function filtersToSearchParams(state: FilterState): URLSearchParams {
  const filters = normalizeFilters(state);
  const params = new URLSearchParams();
  if (filters.searchTerm !== '') params.set(FILTER_PARAMS.searchTerm, filters.searchTerm);
  if (filters.purpose !== FILTER_DEFAULTS.purpose) params.set(FILTER_PARAMS.purpose, filters.purpose);
  if (filters.propertyType !== FILTER_DEFAULTS.propertyType) {
    params.set(FILTER_PARAMS.propertyType, filters.propertyType);
  }
  appendAll(params, FILTER_PARAMS.subType, filters.subType);
  appendAll(params, FILTER_PARAMS.bedrooms, filters.bedrooms);
  appendAll(params, FILTER_PARAMS.bathrooms, filters.bathrooms);
  appendAll(params, FILTER_PARAMS.furnishing, filters.furnishing);
  appendRange(params, [FILTER_PARAMS.minPrice, FILTER_PARAMS.maxPrice], filters.budget, FILTER_DEFAULTS.budget);
  appendRange(params, [FILTER_PARAMS.minArea, FILTER_PARAMS.maxArea], filters.area, FILTER_DEFAULTS.area);
  appendAll(params, FILTER_PARAMS.postedBy, filters.postedBy);
  appendAll(params, FILTER_PARAMS.amenities, filters.amenities);
  appendAll(params, FILTER_PARAMS.tenant, filters.tenant);
  return params;
}

/** Every value of a parameter, repeated or comma-separated. */
function listOf(params: URLSearchParams, name: string): string[] {
  return splitListValues(params.getAll(name)) ?? [];
}

function keep<T>(raws: readonly string[], parse: (raw: string) => T | undefined): T[] {
  return raws.map(parse).filter((value) => value !== undefined);
}

function oneOf<T extends string>(options: readonly T[]): (raw: string) => T | undefined {
  return (raw) => (isOneOf(options, raw) ? raw : undefined);
}

/** The last good value of a single parameter: a later valid repeat wins, a bad one is skipped. */
function lastGood<T>(params: URLSearchParams, name: string, parse: (raw: string) => T | undefined): T | undefined {
  return keep(params.getAll(name), parse).at(-1);
}

function readRange(
  params: URLSearchParams,
  names: readonly [string, string],
  fallback: readonly [number, number],
): readonly [number, number] {
  return [
    lastGood(params, names[0], parseAmount) ?? fallback[0],
    lastGood(params, names[1], parseAmount) ?? fallback[1],
  ];
}

function readPurpose(raw: string): FilterState['purpose'] | undefined {
  // 'sell' is how a listing stores buy; a link may carry either.
  return raw === 'sell' ? 'buy' : oneOf(FILTER_PURPOSES)(raw);
}

/** The search a query string describes; missing or bad values fall back to the defaults. */
export function filtersFromSearchParams(input: URLSearchParams | string): FilterState {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  return normalizeFilters({
    searchTerm: params.get(FILTER_PARAMS.searchTerm) ?? FILTER_DEFAULTS.searchTerm,
    purpose: lastGood(params, FILTER_PARAMS.purpose, readPurpose) ?? FILTER_DEFAULTS.purpose,
    propertyType: lastGood(params, FILTER_PARAMS.propertyType, oneOf(PROPERTY_TYPES)) ?? FILTER_DEFAULTS.propertyType,
    subType: keep(listOf(params, FILTER_PARAMS.subType), oneOf(FILTER_SUB_TYPES)),
    bedrooms: keep(listOf(params, FILTER_PARAMS.bedrooms), (raw) => parseRoomCount(BEDROOM_OPTIONS, raw)),
    bathrooms: keep(listOf(params, FILTER_PARAMS.bathrooms), (raw) => parseRoomCount(BATHROOM_OPTIONS, raw)),
    furnishing: keep(listOf(params, FILTER_PARAMS.furnishing), oneOf(FURNISHINGS)),
    budget: readRange(params, [FILTER_PARAMS.minPrice, FILTER_PARAMS.maxPrice], FILTER_DEFAULTS.budget),
    area: readRange(params, [FILTER_PARAMS.minArea, FILTER_PARAMS.maxArea], FILTER_DEFAULTS.area),
    postedBy: keep(listOf(params, FILTER_PARAMS.postedBy), oneOf(POSTED_BY_OPTIONS)),
    amenities: keep(listOf(params, FILTER_PARAMS.amenities), toCanonicalAmenity),
    tenant: keep(listOf(params, FILTER_PARAMS.tenant), oneOf(SEEKER_TENANTS)),
  });
}
