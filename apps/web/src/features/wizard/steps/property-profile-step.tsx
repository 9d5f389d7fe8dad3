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
  const isShown = useIsShown();
  return (
    <div className="grid gap-3">
      {isShown('bedrooms') && (
        <div className="grid gap-x-5 gap-y-3 sm:grid-cols-3">
          <TextField name="bedrooms" label="Bedrooms" inputMode="numeric" placeholder="e.g. 2" />
          <TextField name="bathrooms" label="Bathrooms" inputMode="numeric" placeholder="e.g. 2" />
          <SelectField name="balconies" label="Balconies" options={BALCONY_CHOICES} placeholder="Select" />
        </div>
      )}

      <div className="grid gap-x-5 gap-y-3 sm:grid-cols-3">
        <TextField name="plotArea" label="Plot Area (sq.ft)" inputMode="decimal" placeholder="e.g. 1500" />
        <TextField name="builtUpArea" label="Built-up Area (sq.ft)" inputMode="decimal" placeholder="e.g. 1200" />
        <TextField name="carpetArea" label="Carpet Area (sq.ft)" inputMode="decimal" placeholder="e.g. 1000" />
      </div>

      <ChoiceField name="furnishing" legend="Furnishing" options={FURNISHING_OPTIONS} />
      {isShown('furnishingDetails') && <FurnishingPanel />}

      {isShown('floorNumber') && (
        <div className="grid gap-x-5 gap-y-3 sm:grid-cols-2">
          <TextField name="totalFloors" label="Total Floors" inputMode="numeric" placeholder="e.g. 4" />
          <TextField
            name="floorNumber"
            label="Floor Number"
            description="0 for the ground floor, -1 for a basement."
            placeholder="e.g. 2"
          />
        </div>
      )}

      <ChoiceField name="age" legend="Age of Property" options={AGE_OPTIONS} />

      <div className="grid gap-x-5 gap-y-3 sm:grid-cols-2">
        <TextField name="availability" label="Available From" type="date" />
        <SelectField name="facing" label="Facing" options={FACING_OPTIONS} placeholder="Select facing" />
      </div>

      {isShown('tenantPreference') && (
        <ChoiceField name="tenantPreference" legend="Tenant Preference" options={TENANT_OPTIONS} />
      )}
    </div>
  );
}
