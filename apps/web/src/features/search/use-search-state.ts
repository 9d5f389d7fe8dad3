import {
  DEFAULT_SORT,
  defaultFilters,
  type FilterState,
  filtersFromSearchParams,
  filtersToSearchParams,
  type HomeTab,
  homeTabFromPath,
  readSortOption,
  type SortOption,
} from '@aangan/domain';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** URL parameters beside the filters': which page of results, their order, and whether they are shown. */
const PAGE_PARAM = 'page';
const SORT_PARAM = 'sort';
const VIEW_PARAM = 'view';

export interface SearchState {
  /** The home tab, from the path (/, /buy, /rent, /pg, /commercial). */
  tab: HomeTab;
  /** What the seeker chose, from the query string (defaults left out of the URL). */
  filters: FilterState;
  page: number;
  sort: SortOption;
  /** 'View All Properties' was pressed: the results section is open. */
  showAll: boolean;
}

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The query string for a search state: the filters' own parameters, then page, sort and view when not default. */
export function searchStateToParams(state: Omit<SearchState, 'tab'>): URLSearchParams {
  const params = filtersToSearchParams(state.filters);
  if (state.page > 1) params.set(PAGE_PARAM, String(state.page));
  if (state.sort !== DEFAULT_SORT) params.set(SORT_PARAM, state.sort);
  if (state.showAll) params.set(VIEW_PARAM, 'all');
  return params;
}

/**
 * Every search state lives in the URL (spec: shareable, back and forward work). Each change pushes a
 * history entry; a change of filters or order goes back to page 1.
 */
export function useSearchState() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();

  const state = useMemo<SearchState>(() => {
    return {
      tab: homeTabFromPath(pathname),
      filters: filtersFromSearchParams(params),
      page: readPage(params.get(PAGE_PARAM)),
      sort: readSortOption(params.get(SORT_PARAM)),
      showAll: params.get(VIEW_PARAM) === 'all',
    };
  }, [params, pathname]);

  const write = (next: Partial<Omit<SearchState, 'tab'>>) => setParams(searchStateToParams({ ...state, ...next }));

  return {
    ...state,
    setFilters: (filters: FilterState) => write({ filters, page: 1 }),
    setSort: (sort: SortOption) => write({ sort, page: 1 }),
    setPage: (page: number) => write({ page }),
    showAllResults: () => write({ showAll: true }),
    resetFilters: () => write({ filters: defaultFilters(), page: 1 }),
  };
}
