import type { ListingLabels } from '@aangan/domain';
import { listingWordsOf } from './listing-words';
import { useI18n } from './use-i18n';

/** The words that describe a listing in the page's language: `const { SUB_TYPE_LABELS } = useListingWords()`. */
export function useListingWords(): ListingLabels {
  return listingWordsOf(useI18n().i18n);
}
