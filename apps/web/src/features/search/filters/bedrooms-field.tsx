import { BEDROOM_OPTIONS, type BedroomOption } from '@aangan/domain';
import { useI18n } from '../../../i18n/use-i18n';
import { useListingWords } from '../../../i18n/use-listing-words';
import { ChoiceChips } from './choice-chips';

export function BedroomsField({
  value,
  onChange,
}: {
  value: readonly BedroomOption[];
  onChange: (next: BedroomOption[]) => void;
}) {
  const { t } = useI18n();
  const { BEDROOM_LABELS } = useListingWords();
  return (
    <ChoiceChips
      label={t('search.filter.bedrooms')}
      options={BEDROOM_OPTIONS}
      labels={BEDROOM_LABELS}
      value={value}
      onChange={onChange}
    />
  );
}
