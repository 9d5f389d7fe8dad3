import { describe, expect, it } from 'vitest';
import { modeKey, resolveWizardMode } from './wizard-mode';

describe('resolveWizardMode', () => {
  it('starts a new listing without a parameter', () => {
    expect(resolveWizardMode({})).toEqual({ kind: 'new' });
  });

  it.each(['sell', 'rent', 'pg'] as const)('preselects %s from /list-property/%s', (purpose) => {
    expect(resolveWizardMode({ purposeOrId: purpose })).toEqual({ kind: 'new', purpose });
  });

  it('edits the listing named in /list-property/{id} or /edit-property/{id}', () => {
    expect(resolveWizardMode({ purposeOrId: '0b5a7c1e-1' })).toEqual({ kind: 'edit', id: '0b5a7c1e-1' });
    expect(resolveWizardMode({ purposeOrId: 'buy' })).toEqual({ kind: 'edit', id: 'buy' });
    expect(resolveWizardMode({ id: 'p1' })).toEqual({ kind: 'edit', id: 'p1' });
  });

  it('keys drafts per new listing and per edited id', () => {
    expect(modeKey({ kind: 'new', purpose: 'rent' })).toBe('new');
    expect(modeKey({ kind: 'edit', id: 'p1' })).toBe('edit:p1');
  });
});
