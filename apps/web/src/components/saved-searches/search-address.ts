import {
  type FilterState,
  filtersToSearchParams,
  type PlaceNames,
  readSavedSearchUrl,
  suggestSearchName,
} from '@aangan/domain';
import { useLocation } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { useListingWords } from '../../i18n/use-listing-words';

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

/** The name a search is offered, in the page's language; '' for an address that is not a results page. */
export function useSuggestedSearchName(url: string, placeNames?: PlaceNames): string {
  const { locale } = useI18n();
  const words = useListingWords();
  const target = readSavedSearchUrl(url);
  return target ? suggestSearchName(target, placeNames, locale, words) : '';
}
