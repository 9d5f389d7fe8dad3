import type { ListingField, ListingFormValues } from '@aangan/domain';
import type { UseFormSetFocus } from 'react-hook-form';
import { fieldId } from './fields/field-names';

/**
 * Moves focus to a field's input and brings it to the middle of the screen, clear of the sticky header.
 * Radio groups have no single id, so react-hook-form focuses their first option.
 */
export function focusField(name: ListingField, setFocus: UseFormSetFocus<ListingFormValues>): void {
  const element = document.getElementById(fieldId(name));
  if (!element) {
    setFocus(name);
    return;
  }
  element.focus({ preventScroll: true });
  element.scrollIntoView({ block: 'center', behavior: 'smooth' });
}
