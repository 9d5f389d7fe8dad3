import {
  type FilterScales,
  type FilterState,
  type HomeTab,
  type PropertyPage,
  type SortOption,
  searchQueryToParams,
  toSearchQuery,
} from '@aangan/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

/** Results per page in the results section. */
export const RESULTS_PAGE_SIZE = 12;

export interface SearchResultsInput {
  tab: HomeTab;
  filters: FilterState;
  page: number;
  sort: SortOption;
  /** The sliders the budget and area were set on; the search sheet's unless given. */
  scales?: FilterScales;
}

/** One page of the results section's search; the previous page stays on screen while the next loads. */
export function searchResultsQuery({ tab, filters, page, sort, scales }: SearchResultsInput) {
  const query = toSearchQuery(filters, { tab, page, sort, limit: RESULTS_PAGE_SIZE, scales });
  const search = searchQueryToParams(query).toString();
  return queryOptions({
    queryKey: ['properties', 'search', query],
    queryFn: ({ signal }) => fetchJson<PropertyPage>(`/api/properties?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSearchResults(input: SearchResultsInput) {
  return useQuery(searchResultsQuery(input));
}
