import {
  type FilterScales,
  type FilterState,
  type HomeTab,
  type SortOption,
  searchQueryToParams,
  toSearchQuery,
} from '@aangan/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** Results per page in the results section. */
export const RESULTS_PAGE_SIZE = 12;

export interface SearchResultsInput {
  tab: HomeTab;
  filters: FilterState;
  page: number;
  sort: SortOption;
  /** The sliders the budget and area were set on; the search sheet's unless given. */
  scales?: FilterScales;
  /** A place page's city and locality slugs, which narrow the search to that place. */
  place?: PlaceScope;
  /** Look for the text in addresses and societies too. */
  location?: boolean;
}

export interface PlaceScope {
  city: string;
  locality?: string | undefined;
}

/** One page of the results section's search; the previous page stays on screen while the next loads. */
export function searchResultsQuery({ tab, filters, page, sort, scales, place, location }: SearchResultsInput) {
  const query = {
    ...toSearchQuery(filters, {
      tab,
      page,
      sort,
      limit: RESULTS_PAGE_SIZE,
      scales,
      location: location && filters.searchTerm !== '' ? true : undefined,
    }),
    ...(place ? { city: place.city } : {}),
    ...(place?.locality ? { locality: place.locality } : {}),
  };
  return queryOptions({
    queryKey: ['properties', 'search', query],
    queryFn: ({ signal }) => callApi('searchProperties', { query: searchQueryToParams(query) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSearchResults(input: SearchResultsInput) {
  return useQuery(searchResultsQuery(input));
}
