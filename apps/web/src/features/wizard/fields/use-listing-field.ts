import type { ListingField, ListingFormValues } from '@aangan/domain';
import { useFormContext } from 'react-hook-form';
import { errorOf, fieldId } from './field-names';

/** What every wizard input needs about its field: the form, its element id and its current message. */
export function useListingField(name: ListingField) {
  const form = useFormContext<ListingFormValues>();
  return { form, id: fieldId(name), error: errorOf(form.formState.errors, name) };
}
