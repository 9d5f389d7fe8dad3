import { BATHROOM_OPTIONS, type BathroomOption } from '@aangan/domain';
import { useI18n } from '../../../i18n/use-i18n';
import { useListingWords } from '../../../i18n/use-listing-words';
import { ChoiceChips } from './choice-chips';

export function BathroomsField({
  value,
  onChange,
}: {
  value: readonly BathroomOption[];
  onChange: (next: BathroomOption[]) => void;
}) {
  const { t } = useI18n();
  const { BATHROOM_LABELS } = useListingWords();
  return (
    <ChoiceChips
      label={t('search.filter.bathrooms')}
      options={BATHROOM_OPTIONS}
      labels={BATHROOM_LABELS}
      value={value}
      onChange={onChange}
    />
  );
}
