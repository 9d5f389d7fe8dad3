import {
  BBOX_PARAM,
  type BoundingBox,
  DEFAULT_SORT,
  DISPLAY_MAP,
  DISPLAY_PARAM,
  defaultFilters,
  type FilterState,
  filtersFromSearchParams,
  filtersToSearchParams,
  formatBoundingBox,
  type HomeTab,
  homeTabFromPath,
  LOCATION_PARAM,
  PAGE_PARAM,
  parseBoundingBox,
  readSortOption,
  SAID_PARAM,
  SORT_PARAM,
  type SortOption,
  VIEW_ALL,
  VIEW_PARAM,
} from '@aangan/domain';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';

export interface SearchState {
  /** The home tab, from the path (/, /buy, /rent, /pg, /commercial). */
  tab: HomeTab;
  /** What the seeker chose, from the query string (defaults left out of the URL). */
  filters: FilterState;
  page: number;
  sort: SortOption;
  /** 'View All Properties' was pressed: the results section is open. */
  showAll: boolean;
  /** The text is looked for in addresses and societies too (a society's place suggestion asks it). */
  location: boolean;
  /** The words the search was typed as, when some were understood as filters (its 'We understood' chips). */
  said: string;
  /** The results are shown on a map. */
  showMap: boolean;
  /** The map's 'Search this area': only the listings in this box. */
  box: BoundingBox | undefined;
}

/** The fields of a state that are the search's page and view rather than what it looks for. */
type ViewFields = 'location' | 'said' | 'showMap' | 'box';

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The query string for a search state: the filters' own parameters, then page, sort and view when not default. */
export function searchStateToParams(
  state: Omit<SearchState, 'tab' | ViewFields> & Partial<Pick<SearchState, ViewFields>>,
): URLSearchParams {
  const params = filtersToSearchParams(state.filters);
  if (state.box) params.set(BBOX_PARAM, formatBoundingBox(state.box));
  // Only with text to look for: without it the flag changes nothing.
  if (state.location && state.filters.searchTerm !== '') params.set(LOCATION_PARAM, 'true');
  if (state.said) params.set(SAID_PARAM, state.said);
  if (state.page > 1) params.set(PAGE_PARAM, String(state.page));
  if (state.sort !== DEFAULT_SORT) params.set(SORT_PARAM, state.sort);
  if (state.showAll) params.set(VIEW_PARAM, VIEW_ALL);
  if (state.showMap) params.set(DISPLAY_PARAM, DISPLAY_MAP);
  return params;
}

/** The search state a page's address holds (the server's renderer reads it the same way as the page). */
export function readSearchState(pathname: string, params: URLSearchParams): SearchState {
  return {
    tab: homeTabFromPath(pathname),
    filters: filtersFromSearchParams(params),
    page: readPage(params.get(PAGE_PARAM)),
    sort: readSortOption(params.get(SORT_PARAM)),
    showAll: params.get(VIEW_PARAM) === VIEW_ALL,
    location: params.get(LOCATION_PARAM) === 'true',
    said: params.get(SAID_PARAM) ?? '',
    showMap: params.get(DISPLAY_PARAM) === DISPLAY_MAP,
    box: readBox(params.get(BBOX_PARAM)),
  };
}

/** A link's box, if it is one the search takes; a bad one is left out, as bad filters are. */
function readBox(raw: string | null): BoundingBox | undefined {
  const read = raw === null ? undefined : parseBoundingBox(raw);
  return read && 'box' in read ? read.box : undefined;
}

/**
 * Every search state lives in the URL (spec: shareable, back and forward work). Each change pushes a
 * history entry; a change of filters or order goes back to page 1.
 */
export function useSearchState() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();

  const state = useMemo(() => readSearchState(pathname, params), [params, pathname]);

  const write = (next: Partial<Omit<SearchState, 'tab'>>) => setParams(searchStateToParams({ ...state, ...next }));

  return {
    ...state,
    setFilters: (filters: FilterState) => write({ filters, page: 1 }),
    setSort: (sort: SortOption) => write({ sort, page: 1 }),
    setPage: (page: number) => write({ page }),
    showAllResults: () => write({ showAll: true }),
    setShowMap: (showMap: boolean) => write({ showMap, page: 1 }),
    setBox: (box: BoundingBox | undefined) => write({ box, page: 1 }),
    resetFilters: () => write({ filters: defaultFilters(), page: 1, said: '', box: undefined }),
  };
}
