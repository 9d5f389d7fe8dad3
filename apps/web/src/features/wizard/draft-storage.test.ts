import { listingFormDefaults } from '@aangan/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, draftStorageKey, readDraft, writeDraft } from './draft-storage';
import { startingPoint } from './starting-point';

const base = listingFormDefaults('sell', new Date(2026, 0, 5));
const key = draftStorageKey('new');

beforeEach(() => localStorage.clear());

describe('draft storage', () => {
  it('reads back what it wrote', () => {
    const values = { ...base, title: 'Flat', images: ['https://a.in/1.jpg'] };
    writeDraft(key, { step: 3, values });
    expect(readDraft(key, base)).toEqual({ step: 3, values });
    clearDraft(key);
    expect(readDraft(key, base)).toBeNull();
  });

  it('keeps only values of the right kind and fills the rest from the base', () => {
    localStorage.setItem(
      key,
      JSON.stringify({
        version: 1,
        step: 9,
        values: { title: 42, city: 'Jaipur', images: 'x', priceNegotiable: true, unknownField: 'x' },
      }),
    );
    const draft = readDraft(key, base);
    expect(draft?.step).toBe(1);
    expect(draft?.values).toEqual({ ...base, city: 'Jaipur', priceNegotiable: true });
  });

  it('ignores broken or foreign entries', () => {
    localStorage.setItem(key, '{not json');
    expect(readDraft(key, base)).toBeNull();
    localStorage.setItem(key, JSON.stringify({ version: 99, step: 2, values: {} }));
    expect(readDraft(key, base)).toBeNull();
    localStorage.setItem(key, JSON.stringify([1, 2]));
    expect(readDraft(key, base)).toBeNull();
  });
});

describe('startingPoint', () => {
  it('is the base on step 1 without a draft', () => {
    expect(startingPoint(key, base)).toEqual({ values: base, step: 1, isRestored: false });
  });

  it('restores a draft, with the purpose in the route winning over the draft’s', () => {
    writeDraft(key, { step: 2, values: { ...base, title: 'Studio' } });
    expect(startingPoint(key, base, 'pg')).toEqual({
      values: { ...base, title: 'Studio', purpose: 'pg' },
      step: 2,
      isRestored: true,
    });
  });
});
