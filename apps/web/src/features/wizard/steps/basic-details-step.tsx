import { isSubTypeOf, type ListingFormValues, PROPERTY_TYPES, PURPOSES, SUB_TYPES_BY_TYPE } from '@aangan/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { useI18n } from '../../../i18n/use-i18n';
import { useListingWords } from '../../../i18n/use-listing-words';
import { ChoiceField } from '../fields/choice-field';
import { optionsOf } from '../fields/options';
import { SelectField } from '../fields/select-field';
import { TextField } from '../fields/text-field';

/** Step 1: title, purpose, type and the sub-types of that type. */
export function BasicDetailsStep() {
  const { t } = useI18n();
  const { PURPOSE_LABELS, PROPERTY_TYPE_LABELS, SUB_TYPE_LABELS } = useListingWords();
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
        label={t('wizard.basic.title')}
        placeholder={t('wizard.basic.titlePlaceholder')}
        autoComplete="off"
      />
      <ChoiceField name="purpose" legend={t('wizard.basic.purpose')} options={optionsOf(PURPOSES, PURPOSE_LABELS)} />
      <ChoiceField
        name="type"
        legend={t('wizard.basic.type')}
        options={optionsOf(PROPERTY_TYPES, PROPERTY_TYPE_LABELS)}
        onChoose={clearStaleSubType}
      />
      <SelectField
        name="subType"
        label={t('wizard.basic.subType')}
        options={subTypeOptions}
        placeholder={t('wizard.basic.subTypePlaceholder')}
      />
    </div>
  );
}
