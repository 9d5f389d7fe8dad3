import {
  COMMERCIAL_FILTER_SUB_TYPES,
  type FilterSubType,
  filterSubTypeType,
  type PropertyType,
  RESIDENTIAL_FILTER_SUB_TYPES,
} from '@aangan/domain';
import { useI18n } from '../../../i18n/use-i18n';
import { useListingWords } from '../../../i18n/use-listing-words';
import { ChoiceChips } from './choice-chips';

interface SubTypeFieldProps {
  propertyType: PropertyType;
  value: readonly FilterSubType[];
  onChange: (next: FilterSubType[]) => void;
}

/** The sub-types of the chosen property type; choices of the other type are kept out of view. */
export function SubTypeField({ propertyType, value, onChange }: SubTypeFieldProps) {
  const { t } = useI18n();
  const { FILTER_SUB_TYPE_LABELS } = useListingWords();
  const options = propertyType === 'commercial' ? COMMERCIAL_FILTER_SUB_TYPES : RESIDENTIAL_FILTER_SUB_TYPES;
  const shown = value.filter((item) => filterSubTypeType(item) === propertyType);
  return (
    <ChoiceChips<FilterSubType>
      label={t('search.filter.propertyTypeGroup')}
      options={options}
      labels={FILTER_SUB_TYPE_LABELS}
      value={shown}
      onChange={onChange}
    />
  );
}
