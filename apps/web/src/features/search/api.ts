import { type HomeTab, type PropertyPage, searchScopeForTab } from '@aangan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson, toQueryString } from '../../lib/api-client';

/** The home grid shows the newest six listings (spec §9). */
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

export function homeListingsQuery(tab: HomeTab) {
  const params = { ...searchScopeForTab(tab), limit: HOME_GRID_SIZE };
  return queryOptions({
    queryKey: ['properties', 'search', params],
    queryFn: ({ signal }) => fetchJson<PropertyPage>(`/api/properties${toQueryString(params)}`, { signal }),
  });
}

export function usePropertyStats() {
  return useQuery(propertyStatsQuery());
}

export function useHomeListings(tab: HomeTab) {
  return useQuery(homeListingsQuery(tab));
}
