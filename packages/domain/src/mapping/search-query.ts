/**
 * From what a seeker chose (the filter state, docs/product.md §3) to what the API is asked (docs/product.md §7), so the
 * web builds, and the server reads, one typed query.
 */
import { filterSubTypeType, type HomeTab, type PropertyType } from '../enums.ts';
import { type FilterState, normalizeFilters, searchesTenants } from '../search/filter-state.ts';
import type { PropertySearchInput } from '../search/filters.ts';
import type { SortOption } from '../search/options.ts';
import { SEARCH_PARAM_NAMES } from '../search/param-names.ts';
import type { SearchPurpose } from '../search/purposes.ts';
import { boundsToFilter, FILTER_SCALES, type FilterScales } from '../search/ranges.ts';

export interface SearchQueryOptions {
  /** The home tab the search runs under, which then decides purpose and type (see `toSearchQuery`). */
  tab?: HomeTab;
  /** The sliders the budget and area were set on; the search sheet's unless the sidebar's. */
  scales?: FilterScales;
  location?: boolean;
  verified?: boolean;
  sort?: SortOption;
  page?: number;
  limit?: number;
}

export interface SearchScope {
  purpose?: SearchPurpose;
  type?: PropertyType;
}

/** What a home tab searches: all → everything; buy, rent, pg → that purpose; commercial → the commercial type. */
export function searchScopeForTab(tab: HomeTab): SearchScope {
  if (tab === 'buy' || tab === 'rent' || tab === 'pg') return { purpose: tab };
  if (tab === 'commercial') return { type: 'commercial' };
  return {};
}

/** Purpose and type: the tab's when a tab is given (as the home grid shows it), else the state's. */
function scope(state: FilterState, tab: HomeTab | undefined): SearchScope {
  if (tab === undefined) return { purpose: state.purpose, type: state.propertyType };
  return searchScopeForTab(tab);
}

function nonEmpty<T>(values: readonly T[]): readonly T[] | undefined {
  return values.length > 0 ? values : undefined;
}

/**
 * The API query for a filter state. Rules:
 * - With a tab, the tab scopes the search (all: everything; buy, rent, pg: that purpose; commercial:
 *   commercial type), as the home grid does; without one, the state's purpose and type are sent.
 * - Sub-types of the other property type, bedrooms and bathrooms on a commercial search, and tenants
 *   on a buy search are left out: they could only empty the results.
 * - A budget or area thumb at its slider's end sends no bound (see `boundsToFilter`).
 * - Text is trimmed and cut to the API's limit; empty lists and defaults are left out.
 */
export function toSearchQuery(input: FilterState, options: SearchQueryOptions = {}): PropertySearchInput {
  const state = normalizeFilters(input);
  const scales = options.scales ?? FILTER_SCALES;
  const { purpose, type } = scope(state, options.tab);
  const budget = boundsToFilter(state.budget, scales.budget);
  const area = boundsToFilter(state.area, scales.area);
  const rooms = type !== 'commercial';
  const query: PropertySearchInput = {
    q: state.searchTerm || undefined,
    location: options.location,
    purpose,
    type,
    subType: nonEmpty(state.subType.filter((value) => type === undefined || filterSubTypeType(value) === type)),
    bedrooms: rooms ? nonEmpty(state.bedrooms) : undefined,
    bathrooms: rooms ? nonEmpty(state.bathrooms) : undefined,
    minPrice: budget.min,
    maxPrice: budget.max,
    minArea: area.min,
    maxArea: area.max,
    furnishing: nonEmpty(state.furnishing),
    postedBy: nonEmpty(state.postedBy),
    amenities: nonEmpty(state.amenities),
    tenant: searchesTenants(purpose) ? nonEmpty(state.tenant) : undefined,
    verified: options.verified,
    sort: options.sort,
    page: options.page,
    limit: options.limit,
  };
  // Only the fields that say something, so equal searches are equal objects (query keys, links).
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as PropertySearchInput;
}

/** The query string of an API query: scalars once, lists as repeated parameters, in a fixed order. */
export function searchQueryToParams(query: PropertySearchInput): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of SEARCH_PARAM_NAMES) {
    const value = query[name];
    if (value === undefined) continue;
    const values: readonly unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) params.append(name, String(item));
  }
  return params;
}
