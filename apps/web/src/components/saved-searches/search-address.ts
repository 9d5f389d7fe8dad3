import { type FilterState, filtersToSearchParams } from '@aangan/domain';
import { useLocation } from 'react-router';

/**
 * The results address of the page on screen: its tab's or place's path (below /hi: the router's basename) and
 * the filters, without how they are looked at (view, page, order). What 'Save this search' and 'Get Property
 * Alerts' send, so the same search is the same address from either.
 */
export function useResultsAddress(filters: FilterState): string {
  const { pathname } = useLocation();
  const query = filtersToSearchParams(filters).toString();
  return query ? `${pathname}?${query}` : pathname;
}
