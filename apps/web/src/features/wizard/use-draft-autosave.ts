import type { ListingFormValues, WizardStep } from '@aangan/domain';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { clearDraft, writeDraft } from './draft-storage';
import { isSameValues } from './starting-point';

interface DraftAutosave {
  storageKey: string;
  form: Pick<UseFormReturn<ListingFormValues>, 'getValues' | 'watch'>;
  step: WizardStep;
  /** What the form starts from without a draft: a form still equal to it on step 1 keeps no draft. */
  baseValues: ListingFormValues;
  /** Off once the listing is saved, so the cleared draft is not written again. */
  isEnabled: boolean;
}

/** Keeps the draft in storage as the person types and moves between steps, so a reload loses nothing. */
export function useDraftAutosave({ storageKey, form, step, baseValues, isEnabled }: DraftAutosave): void {
  const { getValues, watch } = form;
  useEffect(() => {
    if (!isEnabled) return;
    const save = () => {
      const values = getValues();
      if (step === 1 && isSameValues(values, baseValues)) clearDraft(storageKey);
      else writeDraft(storageKey, { step, values });
    };
    save();
    const subscription = watch(save);
    return () => subscription.unsubscribe();
  }, [storageKey, getValues, watch, step, baseValues, isEnabled]);
}
