import { POSTED_BY_OPTIONS, type PostedBy } from '@aangan/domain';
import { useI18n } from '../../../i18n/use-i18n';
import { useListingWords } from '../../../i18n/use-listing-words';
import { ChoiceChips } from './choice-chips';

export function PostedByField({
  value,
  onChange,
}: {
  value: readonly PostedBy[];
  onChange: (next: PostedBy[]) => void;
}) {
  const { t } = useI18n();
  const { USER_TYPE_LABELS } = useListingWords();
  return (
    <ChoiceChips
      label={t('search.filter.postedByGroup')}
      options={POSTED_BY_OPTIONS}
      labels={USER_TYPE_LABELS}
      value={value}
      onChange={onChange}
    />
  );
}
