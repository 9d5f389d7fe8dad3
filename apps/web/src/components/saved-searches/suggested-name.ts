import {
  type ListingLabels,
  type Locale,
  type PlaceNames,
  readSavedSearchUrl,
  suggestSearchName,
} from '@aangan/domain';
import { useI18n } from '../../i18n/use-i18n';
import { useListingWords } from '../../i18n/use-listing-words';

/** The name a search is offered in a language; '' for an address that is not a results page. */
export function suggestedName(url: string, locale: Locale, words: ListingLabels, placeNames?: PlaceNames): string {
  const target = readSavedSearchUrl(url);
  return target ? suggestSearchName(target, placeNames, locale, words) : '';
}

/** The same in the page's language ('Save this search'). */
export function useSuggestedSearchName(url: string, placeNames?: PlaceNames): string {
  const { locale } = useI18n();
  return suggestedName(url, locale, useListingWords(), placeNames);
}
