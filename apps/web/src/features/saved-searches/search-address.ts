import {
  type FilterState,
  filtersForTab,
  filtersFromSearchParams,
  filtersToSearchParams,
  type HomeTab,
  homeTabFromPath,
  isPlaceSegment,
  VIEW_ALL,
  VIEW_PARAM,
} from '@aangan/domain';

/** A saved search's address split up: the results page's path and tab, and the filters its query holds. */
export interface SearchAddress {
  path: string;
  tab: HomeTab;
  /** On a place page: whether it is one (its city, and locality, are in the path). */
  isPlace: boolean;
  /** The filters as the page shows them: the tab's purpose or type included. */
  filters: FilterState;
}

/** Reads a results page's address ('/rent/bikaner?bedrooms=2', '/rent', '/?q=lake') as the page itself would. */
export function readSearchAddress(url: string): SearchAddress {
  const cut = url.indexOf('?');
  const path = cut < 0 ? url : url.slice(0, cut);
  const query = cut < 0 ? '' : url.slice(cut + 1);
  const tab = homeTabFromPath(path);
  const segments = path.split('/').filter(Boolean);
  return {
    path,
    tab,
    isPlace: segments.length >= 2 && isPlaceSegment(segments[0] ?? ''),
    filters: filtersForTab(tab, filtersFromSearchParams(query)),
  };
}

/**
 * The address a saved search opens at. A home tab shows six listings until 'View All Properties' is pressed:
 * a saved search opens with the full results already showing; a place page always shows them.
 */
export function openAddress(url: string): string {
  const { path, isPlace } = readSearchAddress(url);
  const cut = url.indexOf('?');
  const params = new URLSearchParams(cut < 0 ? '' : url.slice(cut + 1));
  if (!isPlace) params.set(VIEW_PARAM, VIEW_ALL);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The address to save for the search a results page shows: its path and its filters, nothing of paging or order. */
export function searchAddressOf(pathname: string, filters: FilterState): string {
  const query = filtersToSearchParams(filters).toString();
  return query ? `${pathname}?${query}` : pathname;
}
