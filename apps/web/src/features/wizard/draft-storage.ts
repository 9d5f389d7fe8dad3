import { isWizardStep, type ListingFormValues, type WizardStep } from '@aangan/domain';

/** What survives a reload: the form's values and the step the person was on. */
export interface ListingDraft {
  step: WizardStep;
  values: ListingFormValues;
}

const DRAFT_VERSION = 1;
const KEY_PREFIX = 'aangan:listing-draft:';

export function draftStorageKey(modeKey: string): string {
  return `${KEY_PREFIX}${modeKey}`;
}

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'other';

function kindOf(value: unknown): Kind {
  if (Array.isArray(value)) return 'array';
  if (value !== null && typeof value === 'object') return 'object';
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean' ? type : 'other';
}

/**
 * The stored values laid over `base`, field by field, keeping only values of the field's own kind: a draft
 * written by an older version of the form, or edited by hand, can never put a number where text belongs.
 * The form's rules still judge the contents.
 */
function mergeValues(base: ListingFormValues, stored: Record<string, unknown>): ListingFormValues {
  const merged: Record<string, unknown> = { ...base };
  for (const [field, value] of Object.entries(base)) {
    if (Object.hasOwn(stored, field) && kindOf(stored[field]) === kindOf(value)) merged[field] = stored[field];
  }
  return merged as ListingFormValues;
}

// Storage can be missing, full or blocked (private windows): a draft is a convenience, never an error.
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readDraft(key: string, base: ListingFormValues): ListingDraft | null {
  try {
    const text = storage()?.getItem(key);
    if (!text) return null;
    const draft: unknown = JSON.parse(text);
    if (kindOf(draft) !== 'object') return null;
    const { version, step, values } = draft as Record<string, unknown>;
    if (version !== DRAFT_VERSION || kindOf(values) !== 'object') return null;
    return {
      step: typeof step === 'number' && isWizardStep(step) ? step : 1,
      values: mergeValues(base, values as Record<string, unknown>),
    };
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: ListingDraft): void {
  try {
    storage()?.setItem(key, JSON.stringify({ version: DRAFT_VERSION, ...draft }));
  } catch {
    // Quota or privacy mode: the form keeps working without a draft.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
