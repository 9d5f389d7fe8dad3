import { AGES, BALCONY_OPTIONS, FACINGS, FURNISHINGS, TENANT_PREFERENCES } from '@aangan/domain';
import { useI18n } from '../../../i18n/use-i18n';
import { useListingWords } from '../../../i18n/use-listing-words';
import { ChoiceField } from '../fields/choice-field';
import { optionsOf } from '../fields/options';
import { SelectField } from '../fields/select-field';
import { TextField } from '../fields/text-field';
import { useIsShown } from '../fields/use-is-shown';
import { FurnishingPanel } from './furnishing-panel';

/** Step 3: rooms (residential), areas, furnishing, floors (not for houses), age, availability, tenants, facing. */
export function PropertyProfileStep() {
  const { t } = useI18n();
  const words = useListingWords();
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
          <SelectField
            name="balconies"
            label={t('wizard.profile.balconies')}
            options={optionsOf(BALCONY_OPTIONS, words.BALCONY_LABELS)}
          />
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

      <ChoiceField
        name="furnishing"
        legend={t('wizard.profile.furnishing')}
        options={optionsOf(FURNISHINGS, words.FURNISHING_LABELS)}
      />
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

      <ChoiceField name="age" legend={t('wizard.profile.age')} options={optionsOf(AGES, words.AGE_LABELS)} />

      <div className="grid gap-x-5 gap-y-3 sm:grid-cols-2">
        <TextField name="availability" label={t('wizard.profile.availability')} type="date" />
        <SelectField
          name="facing"
          label={t('wizard.profile.facing')}
          options={optionsOf(FACINGS, words.FACING_LABELS)}
          placeholder={t('wizard.profile.facingPlaceholder')}
        />
      </div>

      {isShown('tenantPreference') && (
        <ChoiceField
          name="tenantPreference"
          legend={t('wizard.profile.tenantPreference')}
          options={optionsOf(TENANT_PREFERENCES, words.TENANT_PREFERENCE_LABELS)}
        />
      )}
    </div>
  );
}
