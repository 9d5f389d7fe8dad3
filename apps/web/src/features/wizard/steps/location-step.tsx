import { stripNonDigits } from '@aangan/domain';
import { useI18n } from '../../../i18n/use-i18n';
import { TextField } from '../fields/text-field';
import { TextareaField } from '../fields/textarea-field';
import { MapPinField } from './map-pin-field';

/**
 * Step 2: where the property is; the pin code keeps digits only as it is typed (docs/product.md §2), and an
 * optional map pin (issue 21).
 */
export function LocationStep() {
  const { t } = useI18n();
  return (
    <div className="grid gap-x-5 gap-y-3 sm:grid-cols-2">
      <TextField
        name="city"
        label={t('wizard.location.city')}
        autoComplete="address-level2"
        placeholder={t('wizard.location.cityPlaceholder')}
      />
      <TextField
        name="locality"
        label={t('wizard.location.locality')}
        placeholder={t('wizard.location.localityPlaceholder')}
      />
      <TextField
        name="subLocality"
        label={t('wizard.location.subLocality')}
        placeholder={t('wizard.location.subLocalityPlaceholder')}
      />
      <TextField
        name="society"
        label={t('wizard.location.society')}
        placeholder={t('wizard.location.societyPlaceholder')}
      />
      <div className="sm:col-span-2">
        <TextareaField
          name="address"
          label={t('wizard.location.address')}
          autoComplete="street-address"
          rows={3}
          placeholder={t('wizard.location.addressPlaceholder')}
        />
      </div>
      <TextField
        name="pincode"
        label={t('wizard.location.pincode')}
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder={t('wizard.location.pincodePlaceholder')}
        normalize={stripNonDigits}
      />
      <MapPinField />
    </div>
  );
}
