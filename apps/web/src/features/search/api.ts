import { type FilterState, type HomeTab, searchQueryToParams, toSearchQuery } from '@aangan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

/** The home grid shows the first six results (docs/product.md §9). */
export const HOME_GRID_SIZE = 6;

export function propertyStatsQuery() {
  return queryOptions({
    queryKey: ['properties', 'stats'],
    queryFn: ({ signal }) => callApi('propertyStats', {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The first page of a tab's search with the seeker's filters; the tab scopes purpose and type. */
export function homeListingsQuery(tab: HomeTab, filters: FilterState) {
  const query = toSearchQuery(filters, { tab, limit: HOME_GRID_SIZE });
  return queryOptions({
    // The normalised query object: equal searches share one cache entry whatever the URL's spelling.
    queryKey: ['properties', 'search', query],
    queryFn: ({ signal }) => callApi('searchProperties', { query: searchQueryToParams(query) }, { signal }),
  });
}

export function usePropertyStats() {
  return useQuery(propertyStatsQuery());
}

export function useHomeListings(tab: HomeTab, filters: FilterState) {
  return useQuery(homeListingsQuery(tab, filters));
}
