import { PURPOSES, type Purpose } from '@aangan/domain';

/** A new listing (maybe with the purpose the route preselects) or the edit of one of the person's listings. */
export type WizardMode = { kind: 'new'; purpose?: Purpose } | { kind: 'edit'; id: string };

function isPurpose(value: string): value is Purpose {
  return (PURPOSES as readonly string[]).includes(value);
}

interface WizardParams {
  purposeOrId?: string;
  id?: string;
}

/**
 * /list-property/sell|rent|pg preselects the purpose; any other segment there is a listing id to edit, the
 * same as /edit-property/:id (docs/product.md §2 route table).
 */
export function resolveWizardMode({ purposeOrId, id }: WizardParams): WizardMode {
  if (id) return { kind: 'edit', id };
  if (!purposeOrId) return { kind: 'new' };
  return isPurpose(purposeOrId) ? { kind: 'new', purpose: purposeOrId } : { kind: 'edit', id: purposeOrId };
}

/** One key per listing being written: a new one, or the edit of each id. */
export function modeKey(mode: WizardMode): string {
  return mode.kind === 'edit' ? `edit:${mode.id}` : 'new';
}
