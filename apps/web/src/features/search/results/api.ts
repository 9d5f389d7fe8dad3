import {
  type BoundingBox,
  type FilterScales,
  type FilterState,
  formatBoundingBox,
  type HomeTab,
  type SortOption,
  searchQueryToParams,
  toSearchQuery,
} from '@aangan/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** Results per page in the results section. */
export const RESULTS_PAGE_SIZE = 12;
/** Results per page on the map: as many as the search gives at once, so the map has something to show. */
const MAP_PAGE_SIZE = 50;

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
  /** The map's 'Search this area'. */
  box?: BoundingBox | undefined;
  /** Shown on the map, which takes a longer page (MAP_PAGE_SIZE). */
  showMap?: boolean;
}

/** How many results a page of the section shows. */
export function resultsPageSize(showMap: boolean | undefined): number {
  return showMap ? MAP_PAGE_SIZE : RESULTS_PAGE_SIZE;
}

export interface PlaceScope {
  city: string;
  locality?: string | undefined;
}

/** One page of the results section's search; the previous page stays on screen while the next loads. */
export function searchResultsQuery(input: SearchResultsInput) {
  const { tab, filters, page, sort, scales, place, location, box, showMap } = input;
  const query = {
    ...toSearchQuery(filters, {
      tab,
      page,
      sort,
      limit: resultsPageSize(showMap),
      scales,
      location: location && filters.searchTerm !== '' ? true : undefined,
    }),
    ...(place ? { city: place.city } : {}),
    ...(place?.locality ? { locality: place.locality } : {}),
    ...(box ? { bbox: formatBoundingBox(box) } : {}),
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
