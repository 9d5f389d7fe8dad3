import { PARKING_OPTIONS } from '@aangan/domain';
import { TermsConsentText } from '../../../components/terms-consent-text';
import { useI18n } from '../../../i18n/use-i18n';
import { useListingWords } from '../../../i18n/use-listing-words';
import { CheckField } from '../fields/check-field';
import { ChoiceField } from '../fields/choice-field';
import { optionsOf } from '../fields/options';
import { TextField } from '../fields/text-field';
import { TextareaField } from '../fields/textarea-field';
import { useIsShown } from '../fields/use-is-shown';
import { AmenitiesField } from './amenities-field';
import { PriceFields } from './price-fields';
import { RentTermsFields } from './rent-terms-fields';

/** Step 5: price, rent terms, parking, amenities, description and the terms box. */
export function AdditionalDetailsStep() {
  const { t } = useI18n();
  const { PARKING_LABELS } = useListingWords();
  const isShown = useIsShown();
  return (
    <div className="grid gap-6">
      <PriceFields />
      {isShown('securityDeposit') && <RentTermsFields />}

      <div className="grid gap-3">
        <ChoiceField
          name="parking"
          legend={t('wizard.details.parking')}
          options={optionsOf(PARKING_OPTIONS, PARKING_LABELS)}
        />
        {isShown('parkingSpots') && (
          <div className="sm:max-w-xs">
            <TextField
              name="parkingSpots"
              label={t('wizard.details.parkingSpots')}
              inputMode="numeric"
              placeholder={t('wizard.field.example', { value: '1' })}
            />
          </div>
        )}
      </div>

      <AmenitiesField />

      <TextareaField
        name="description"
        label={t('wizard.details.description')}
        rows={6}
        placeholder={t('wizard.details.descriptionPlaceholder')}
      />

      <CheckField name="termsAccepted">
        <TermsConsentText />
      </CheckField>
    </div>
  );
}
