import {
  fieldsCheckedOnNext,
  type ListingFormValues,
  type ListingInput,
  validateStep,
  type WizardStep,
} from '@aangan/domain';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';

/**
 * Once Next has failed on a step, its checks run again on every change (issue 19): a field put right loses
 * its error as it is typed, not on the blur that the next click causes (the layout moving then lost the click).
 */
export function useRecheckAsTyped(
  form: UseFormReturn<ListingFormValues, unknown, ListingInput>,
  step: WizardStep,
  isTried: boolean,
): void {
  useEffect(() => {
    if (!isTried) return;
    const subscription = form.watch((_, { name }) => {
      if (!name) return;
      const values = form.getValues();
      const field = fieldsCheckedOnNext(step, values).find((checked) => name === checked);
      if (!field) return;
      const message = validateStep(step, values)[field];
      if (message) form.setError(field, { type: 'step', message });
      else form.clearErrors(field);
    });
    return () => subscription.unsubscribe();
  }, [form, step, isTried]);
}
