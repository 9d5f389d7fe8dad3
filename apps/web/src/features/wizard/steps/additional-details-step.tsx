import { PARKING_LABELS, PARKING_OPTIONS } from '@aangan/domain';
import { TermsConsentText } from '../../../components/terms-consent-text';
import { CheckField } from '../fields/check-field';
import { ChoiceField } from '../fields/choice-field';
import { optionsOf } from '../fields/options';
import { TextField } from '../fields/text-field';
import { TextareaField } from '../fields/textarea-field';
import { useIsShown } from '../fields/use-is-shown';
import { AmenitiesField } from './amenities-field';
import { PriceFields } from './price-fields';
import { RentTermsFields } from './rent-terms-fields';

const PARKING_CHOICES = optionsOf(PARKING_OPTIONS, PARKING_LABELS);

/** Step 5: price, rent terms, parking, amenities, description and the terms box. */
export function AdditionalDetailsStep() {
  const isShown = useIsShown();
  return (
    <div className="grid gap-6">
      <PriceFields />
      {isShown('securityDeposit') && <RentTermsFields />}

      <div className="grid gap-3">
        <ChoiceField name="parking" legend="Parking" options={PARKING_CHOICES} />
        {isShown('parkingSpots') && (
          <div className="sm:max-w-xs">
            <TextField name="parkingSpots" label="Number of Parking Spots" inputMode="numeric" placeholder="e.g. 1" />
          </div>
        )}
      </div>

      <AmenitiesField />

      <TextareaField
        name="description"
        label="Description"
        rows={6}
        placeholder="What makes this property special: layout, light, neighbourhood, nearby schools and transport."
      />

      <CheckField name="termsAccepted">
        <TermsConsentText />
      </CheckField>
    </div>
  );
}
