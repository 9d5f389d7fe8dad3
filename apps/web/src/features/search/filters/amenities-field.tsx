import { type Amenity, FILTER_AMENITIES, FILTER_AMENITY_TO_CANONICAL } from '@aangan/domain';
import { useI18n } from '../../../i18n/use-i18n';
import { useListingWords } from '../../../i18n/use-listing-words';
import { ChoiceChips } from './choice-chips';

/** The search filter's amenities, as canonical ids. */
const SEARCH_FILTER_AMENITIES: readonly Amenity[] = FILTER_AMENITIES.map((id) => FILTER_AMENITY_TO_CANONICAL[id]);

interface AmenitiesFieldProps {
  value: readonly Amenity[];
  onChange: (next: Amenity[]) => void;
  /** Which amenities to offer: the search filter's unless given (the sidebar offers its own list). */
  options?: readonly Amenity[];
}

/** Amenities a property must all have. A chosen amenity the list does not offer is kept. */
export function AmenitiesField({ value, onChange, options = SEARCH_FILTER_AMENITIES }: AmenitiesFieldProps) {
  const { t } = useI18n();
  const { AMENITY_LABELS } = useListingWords();
  const hidden = value.filter((item) => !options.includes(item));
  return (
    <ChoiceChips
      label={t('search.filter.amenities')}
      options={options}
      labels={AMENITY_LABELS}
      value={value}
      onChange={(next) => onChange([...next, ...hidden])}
    />
  );
}
