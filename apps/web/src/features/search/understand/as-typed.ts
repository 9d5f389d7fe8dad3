import { filtersForTab, normalizeFilters, withoutScope } from '@aangan/domain';
import { type SearchState, searchStateToParams } from '../use-search-state';

/** Where a search of the typed words goes: a page's path (this page's when left out) and its query string. */
export interface SearchTarget {
  pathname?: string;
  search: string;
}

/** The words searched as typed, on this page, with no chips (what a text search did before it understood). */
export function asTypedTarget(typed: string, search: SearchState): SearchTarget {
  const scoped = filtersForTab(search.tab, search.filters);
  const filters = withoutScope(search.tab, normalizeFilters({ ...scoped, searchTerm: typed }));
  const { sort, showAll, location } = search;
  return { search: searchStateToParams({ filters, page: 1, sort, showAll, location }).toString() };
}
