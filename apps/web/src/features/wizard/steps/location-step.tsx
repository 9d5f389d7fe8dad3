import { stripNonDigits } from '@aangan/domain';
import { TextField } from '../fields/text-field';
import { TextareaField } from '../fields/textarea-field';

/** Step 2: where the property is; the pin code keeps digits only as it is typed (docs/product.md §2). */
export function LocationStep() {
  return (
    <div className="grid gap-x-5 gap-y-3 sm:grid-cols-2">
      <TextField name="city" label="City" autoComplete="address-level2" placeholder="e.g. Bikaner" />
      <TextField name="locality" label="Locality" placeholder="e.g. Rani Bazar" />
      <TextField name="subLocality" label="Sub-locality (optional)" placeholder="e.g. Sector 4" />
      <TextField name="society" label="Society / Project (optional)" placeholder="e.g. Green Valley Apartments" />
      <div className="sm:col-span-2">
        <TextareaField
          name="address"
          label="Complete Address"
          autoComplete="street-address"
          rows={3}
          placeholder="House or flat number, building, street, landmark"
        />
      </div>
      <TextField
        name="pincode"
        label="Pin Code"
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="6-digit pin code"
        normalize={stripNonDigits}
      />
    </div>
  );
}
