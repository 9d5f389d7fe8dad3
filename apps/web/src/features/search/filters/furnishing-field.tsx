import { FURNISHINGS, type Furnishing } from '@aangan/domain';
import { useI18n } from '../../../i18n/use-i18n';
import { useListingWords } from '../../../i18n/use-listing-words';
import { ChoiceChips } from './choice-chips';

export function FurnishingField({
  value,
  onChange,
}: {
  value: readonly Furnishing[];
  onChange: (next: Furnishing[]) => void;
}) {
  const { t } = useI18n();
  const { FURNISHING_LABELS } = useListingWords();
  return (
    <ChoiceChips
      label={t('search.filter.furnishing')}
      options={FURNISHINGS}
      labels={FURNISHING_LABELS}
      value={value}
      onChange={onChange}
    />
  );
}
