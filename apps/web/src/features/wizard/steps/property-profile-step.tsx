import {
  AGE_LABELS,
  AGES,
  BALCONY_LABELS,
  BALCONY_OPTIONS,
  FACING_LABELS,
  FACINGS,
  FURNISHING_LABELS,
  FURNISHINGS,
  TENANT_PREFERENCE_LABELS,
  TENANT_PREFERENCES,
} from '@aangan/domain';
import { useI18n } from '../../../i18n/use-i18n';
import { ChoiceField } from '../fields/choice-field';
import { optionsOf } from '../fields/options';
import { SelectField } from '../fields/select-field';
import { TextField } from '../fields/text-field';
import { useIsShown } from '../fields/use-is-shown';
import { FurnishingPanel } from './furnishing-panel';

const BALCONY_CHOICES = optionsOf(BALCONY_OPTIONS, BALCONY_LABELS);
const FURNISHING_OPTIONS = optionsOf(FURNISHINGS, FURNISHING_LABELS);
const AGE_OPTIONS = optionsOf(AGES, AGE_LABELS);
const TENANT_OPTIONS = optionsOf(TENANT_PREFERENCES, TENANT_PREFERENCE_LABELS);
const FACING_OPTIONS = optionsOf(FACINGS, FACING_LABELS);

/** Step 3: rooms (residential), areas, furnishing, floors (not for houses), age, availability, tenants, facing. */
export function PropertyProfileStep() {
  const { t } = useI18n();
  const isShown = useIsShown();
  const example = (value: string) => t('wizard.field.example', { value });
  return (
    <div className="grid gap-3">
      {isShown('bedrooms') && (
        <div className="grid gap-x-5 gap-y-3 sm:grid-cols-3">
          <TextField
            name="bedrooms"
            label={t('wizard.profile.bedrooms')}
            inputMode="numeric"
            placeholder={example('2')}
          />
          <TextField
            name="bathrooms"
            label={t('wizard.profile.bathrooms')}
            inputMode="numeric"
            placeholder={example('2')}
          />
          <SelectField name="balconies" label={t('wizard.profile.balconies')} options={BALCONY_CHOICES} />
        </div>
      )}

      <div className="grid gap-x-5 gap-y-3 sm:grid-cols-3">
        <TextField
          name="plotArea"
          label={t('wizard.profile.plotArea')}
          inputMode="decimal"
          placeholder={example('1500')}
        />
        <TextField
          name="builtUpArea"
          label={t('wizard.profile.builtUpArea')}
          inputMode="decimal"
          placeholder={example('1200')}
        />
        <TextField
          name="carpetArea"
          label={t('wizard.profile.carpetArea')}
          inputMode="decimal"
          placeholder={example('1000')}
        />
      </div>

      <ChoiceField name="furnishing" legend={t('wizard.profile.furnishing')} options={FURNISHING_OPTIONS} />
      {isShown('furnishingDetails') && <FurnishingPanel />}

      {isShown('floorNumber') && (
        <div className="grid gap-x-5 gap-y-3 sm:grid-cols-2">
          <TextField
            name="totalFloors"
            label={t('wizard.profile.totalFloors')}
            inputMode="numeric"
            placeholder={example('4')}
          />
          <TextField
            name="floorNumber"
            label={t('wizard.profile.floorNumber')}
            description={t('wizard.profile.floorNumberHint')}
            placeholder={example('2')}
          />
        </div>
      )}

      <ChoiceField name="age" legend={t('wizard.profile.age')} options={AGE_OPTIONS} />

      <div className="grid gap-x-5 gap-y-3 sm:grid-cols-2">
        <TextField name="availability" label={t('wizard.profile.availability')} type="date" />
        <SelectField
          name="facing"
          label={t('wizard.profile.facing')}
          options={FACING_OPTIONS}
          placeholder={t('wizard.profile.facingPlaceholder')}
        />
      </div>

      {isShown('tenantPreference') && (
        <ChoiceField name="tenantPreference" legend={t('wizard.profile.tenantPreference')} options={TENANT_OPTIONS} />
      )}
    </div>
  );
}
