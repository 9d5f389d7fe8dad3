import { isListingFieldShown, type ListingField, type ListingFormValues } from '@aangan/domain';
import { useFormContext, useWatch } from 'react-hook-form';

/** Whether a field's input is shown now (the domain's one visibility rule), re-evaluated as answers change. */
export function useIsShown(): (field: ListingField) => boolean {
  const { control } = useFormContext<ListingFormValues>();
  const [purpose, type, subType, furnishing, parking] = useWatch({
    control,
    name: ['purpose', 'type', 'subType', 'furnishing', 'parking'],
  });
  return (field) => isListingFieldShown(field, { purpose, type, subType, furnishing, parking });
}
