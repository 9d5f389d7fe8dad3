import { describe, expect, it } from 'vitest';
import { listingFormDefaults } from './form-values.ts';
import { ADDITIONAL_CHARGES } from './options.ts';

describe('ADDITIONAL_CHARGES', () => {
  it('lists the charges a rent may include, as the form holds them', () => {
    expect(ADDITIONAL_CHARGES).toEqual(['electricity', 'water', 'maintenance']);
    expect(Object.keys(listingFormDefaults().additionalCharges)).toEqual([...ADDITIONAL_CHARGES]);
  });
});
