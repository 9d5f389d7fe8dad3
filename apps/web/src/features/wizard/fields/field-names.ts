import type { ListingField, ListingFormValues } from '@aangan/domain';
import type { FieldErrors } from 'react-hook-form';

/** Fields held as text (inputs, selects and radios all give strings). */
export type TextFieldName = {
  [K in ListingField]: ListingFormValues[K] extends string ? K : never;
}[ListingField];

/** Fields held as true or false (checkboxes). */
export type FlagFieldName = {
  [K in ListingField]: ListingFormValues[K] extends boolean ? K : never;
}[ListingField];

/** The DOM id of a field's input: labels, error messages and focusing after a failed step all use it. */
export function fieldId(name: string): string {
  return `listing-${name}`;
}

/** A field's current message, whatever shape its error has. */
export function errorOf(errors: FieldErrors<ListingFormValues>, name: ListingField): string | undefined {
  const message = errors[name]?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}
