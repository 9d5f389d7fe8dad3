import type { ListingFormValues, Purpose, WizardStep } from '@aangan/domain';
import { readDraft } from './draft-storage';

export interface StartingPoint {
  values: ListingFormValues;
  step: WizardStep;
  /** A draft with changes was found, so the page says so and offers to start over. */
  isRestored: boolean;
}

/** Whether the form holds exactly these values (the draft is plain JSON, so JSON compares it). */
export function isSameValues(a: ListingFormValues, b: ListingFormValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Where the wizard opens: the saved draft if there is one, else `base` (the defaults or the stored listing)
 * on step 1. A purpose in the route (/list-property/rent) is the person's latest choice, so it wins over
 * the draft's.
 */
export function startingPoint(storageKey: string, base: ListingFormValues, routePurpose?: Purpose): StartingPoint {
  const draft = readDraft(storageKey, base);
  if (!draft) return { values: base, step: 1, isRestored: false };
  const values = routePurpose ? { ...draft.values, purpose: routePurpose } : draft.values;
  return { values, step: draft.step, isRestored: draft.step !== 1 || !isSameValues(values, base) };
}
