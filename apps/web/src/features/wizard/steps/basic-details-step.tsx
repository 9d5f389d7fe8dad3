import {
  isSubTypeOf,
  type ListingFormValues,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  PURPOSE_LABELS,
  PURPOSES,
  SUB_TYPE_LABELS,
  SUB_TYPES_BY_TYPE,
} from '@aangan/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { ChoiceField } from '../fields/choice-field';
import { optionsOf } from '../fields/options';
import { SelectField } from '../fields/select-field';
import { TextField } from '../fields/text-field';

const PURPOSE_OPTIONS = optionsOf(PURPOSES, PURPOSE_LABELS);
const TYPE_OPTIONS = optionsOf(PROPERTY_TYPES, PROPERTY_TYPE_LABELS);

/** Step 1: title, purpose, type and the sub-types of that type. */
export function BasicDetailsStep() {
  const { control, getValues, setValue } = useFormContext<ListingFormValues>();
  const type = useWatch({ control, name: 'type' });
  const subTypeOptions = optionsOf(SUB_TYPES_BY_TYPE[type] ?? [], SUB_TYPE_LABELS);

  // A flat is not a commercial sub-type: switching type clears a sub-type the new type does not have.
  const clearStaleSubType = (nextType: string) => {
    if (!isSubTypeOf(nextType, getValues('subType'))) setValue('subType', '');
  };

  return (
    <div className="grid gap-3">
      <TextField
        name="title"
        label="Property Title"
        placeholder="e.g. 3 BHK flat near the station"
        autoComplete="off"
      />
      <ChoiceField name="purpose" legend="Purpose" options={PURPOSE_OPTIONS} />
      <ChoiceField name="type" legend="Property Type" options={TYPE_OPTIONS} onChoose={clearStaleSubType} />
      <SelectField name="subType" label="Property Sub-type" options={subTypeOptions} placeholder="Select a sub-type" />
    </div>
  );
}
