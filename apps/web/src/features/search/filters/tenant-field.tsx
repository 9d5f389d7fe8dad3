import { SEEKER_TENANTS, type SeekerTenant } from '@aangan/domain';
import { useI18n } from '../../../i18n/use-i18n';
import { useListingWords } from '../../../i18n/use-listing-words';
import { ChoiceChips } from './choice-chips';

/** Who the seeker is, on rent and PG searches: the listings for them and those open to anyone. */
export function TenantField({
  value,
  onChange,
}: {
  value: readonly SeekerTenant[];
  onChange: (next: SeekerTenant[]) => void;
}) {
  const { t } = useI18n();
  const { TENANT_PREFERENCE_LABELS } = useListingWords();
  return (
    <ChoiceChips
      label={t('search.filter.tenant')}
      options={SEEKER_TENANTS}
      labels={TENANT_PREFERENCE_LABELS}
      value={value}
      onChange={onChange}
    />
  );
}
