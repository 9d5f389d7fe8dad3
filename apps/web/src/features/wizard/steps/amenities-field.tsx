import { type ListingFormValues, WIZARD_AMENITIES } from '@aangan/domain';
import { Controller, useFormContext } from 'react-hook-form';
import { FieldError } from '../../../components/form-field';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { useI18n } from '../../../i18n/use-i18n';
import { useListingWords } from '../../../i18n/use-listing-words';
import { errorOf, fieldId } from '../fields/field-names';
import { useListingMessage } from '../listing-messages';

/**
 * The amenities checklist. Ticking adds to or removes from the stored list, so amenities the checklist does
 * not offer (a listing may hold 'parking' from elsewhere) are kept as they are.
 */
export function AmenitiesField() {
  const {
    control,
    formState: { errors },
  } = useFormContext<ListingFormValues>();
  const { t } = useI18n();
  const { AMENITY_LABELS } = useListingWords();
  const say = useListingMessage();
  const id = fieldId('amenities');
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-medium text-sm">{t('wizard.details.amenities')}</legend>
      <Controller
        control={control}
        name="amenities"
        render={({ field }) => (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {WIZARD_AMENITIES.map((amenity) => {
              const checkboxId = `${id}-${amenity}`;
              const isChecked = field.value.includes(amenity);
              return (
                <div key={amenity} className="flex items-center gap-3">
                  <Checkbox
                    id={checkboxId}
                    checked={isChecked}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...field.value, amenity]
                          : field.value.filter((value) => value !== amenity),
                      )
                    }
                  />
                  <Label htmlFor={checkboxId} className="font-normal">
                    {AMENITY_LABELS[amenity]}
                  </Label>
                </div>
              );
            })}
          </div>
        )}
      />
      <FieldError id={id} message={say(errorOf(errors, 'amenities'))} />
    </fieldset>
  );
}
