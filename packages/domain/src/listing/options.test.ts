import { describe, expect, it } from 'vitest';
import { listingFormDefaults } from './form-values.ts';
import { ADDITIONAL_CHARGES } from './options.ts';

describe('ADDITIONAL_CHARGES', () => {
  it('lists the charges a rent may include, once each, as the form holds them', () => {
    expect(new Set(ADDITIONAL_CHARGES).size).toBe(ADDITIONAL_CHARGES.length);
    expect(Object.keys(listingFormDefaults().additionalCharges)).toEqual([...ADDITIONAL_CHARGES]);
  });
});
