import { type FilterState, type HomeTab, type PropertyPage, searchQueryToParams, toSearchQuery } from '@aangan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../lib/api-client';

/** The home grid shows the first six results (spec §9). */
export const HOME_GRID_SIZE = 6;

export interface PropertyStats {
  total: number;
}

export function propertyStatsQuery() {
  return queryOptions({
    queryKey: ['properties', 'stats'],
    queryFn: ({ signal }) => fetchJson<PropertyStats>('/api/properties/stats', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The first page of a tab's search with the seeker's filters; the tab scopes purpose and type. */
export function homeListingsQuery(tab: HomeTab, filters: FilterState) {
  const query = toSearchQuery(filters, { tab, limit: HOME_GRID_SIZE });
  const search = searchQueryToParams(query).toString();
  return queryOptions({
    // The normalised query object: equal searches share one cache entry whatever the URL's spelling.
    queryKey: ['properties', 'search', query],
    queryFn: ({ signal }) => fetchJson<PropertyPage>(`/api/properties${search ? `?${search}` : ''}`, { signal }),
  });
}

export function usePropertyStats() {
  return useQuery(propertyStatsQuery());
}

export function useHomeListings(tab: HomeTab, filters: FilterState) {
  return useQuery(homeListingsQuery(tab, filters));
}
