import { FILTER_SCALES, type FilterState, filterChips } from '@aangan/domain';
import { useI18n } from '../../i18n/use-i18n';
import { useListingWords } from '../../i18n/use-listing-words';

/**
 * What a saved search looks for, as short labels in the page's language: purpose, type or sub-types, the
 * search bar's chips (bedrooms, furnishing, tenants, budget, area), bathrooms, who posted, amenities and the words typed.
 * The place is in the search's name (its address has only the slugs).
 */
export function useSearchSummary(): (filters: FilterState) => string[] {
  const { t, locale } = useI18n();
  const words = useListingWords();
  return (filters) => {
    const labels = [words.FILTER_PURPOSE_LABELS[filters.purpose]];
    if (filters.subType.length > 0) labels.push(...filters.subType.map((type) => words.FILTER_SUB_TYPE_LABELS[type]));
    else labels.push(words.PROPERTY_TYPE_LABELS[filters.propertyType]);
    labels.push(...filterChips(filters, FILTER_SCALES, words, locale).map((chip) => chip.label));
    labels.push(
      ...filters.bathrooms.map((count) => t('saved-searches.chip.bathrooms', { label: words.BATHROOM_LABELS[count] })),
    );
    labels.push(...filters.postedBy.map((poster) => words.USER_TYPE_LABELS[poster]));
    labels.push(...filters.amenities.map((amenity) => words.AMENITY_LABELS[amenity]));
    // The words as typed, in quotes: the same in every language.
    if (filters.searchTerm) labels.push(`“${filters.searchTerm}”`);
    return labels;
  };
}
