import type { ListingField, ListingFormValues } from '@aangan/domain';
import { useFormContext } from 'react-hook-form';
import { useListingMessage } from '../listing-messages';
import { errorOf, fieldId } from './field-names';

/** What every wizard input needs about its field: the form, its element id and its current message, in the page's language. */
export function useListingField(name: ListingField) {
  const form = useFormContext<ListingFormValues>();
  const say = useListingMessage();
  return { form, id: fieldId(name), error: say(errorOf(form.formState.errors, name)) };
}
