import { describe, expect, it } from 'vitest';
import { listingFormDefaults } from './form-values.ts';
import { LISTING_MESSAGES as M } from './messages.ts';
import { LISTING_FIELDS, type ListingFormValues } from './schema.ts';
import {
  fieldsCheckedOnNext,
  firstStepWithError,
  isWizardStep,
  STEP_OF_FIELD,
  validateStep,
  WIZARD_STEP_COUNT,
  WIZARD_STEPS,
} from './steps.ts';

const empty = (overrides: Partial<ListingFormValues> = {}): ListingFormValues => ({
  ...listingFormDefaults(),
  ...overrides,
});

describe('wizard steps', () => {
  it('numbers the steps 1 to WIZARD_STEP_COUNT in order, each with its own title', () => {
    expect(WIZARD_STEPS.map((step) => step.step)).toEqual(Array.from({ length: WIZARD_STEP_COUNT }, (_, i) => i + 1));
    const titles = WIZARD_STEPS.map((step) => step.title);
    for (const title of titles) expect(title.trim()).not.toBe('');
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('knows which numbers are steps', () => {
    expect([0, 1, 3, 5, 6, 2.5].map(isWizardStep)).toEqual([false, true, true, true, false, false]);
  });

  it('places every form field on a step', () => {
    expect(Object.keys(STEP_OF_FIELD).sort()).toEqual([...LISTING_FIELDS].sort());
  });

  it('puts fields on wizard steps only, and some field on every step', () => {
    const steps = Object.values(STEP_OF_FIELD);
    for (const step of steps) expect(isWizardStep(step), String(step)).toBe(true);
    for (const { step } of WIZARD_STEPS) expect(steps, `step ${step}`).toContain(step);
  });
});

describe('fieldsCheckedOnNext (docs/product.md §5 per-step checks)', () => {
  it('checks the spec fields of each step', () => {
    const residential = empty();
    expect(fieldsCheckedOnNext(1, residential)).toEqual(['title', 'purpose', 'type', 'subType']);
    expect(fieldsCheckedOnNext(2, residential)).toEqual(['city', 'locality', 'address', 'pincode']);
    expect(fieldsCheckedOnNext(3, residential)).toEqual(['bedrooms', 'bathrooms', 'furnishing', 'carpetArea']);
    expect(fieldsCheckedOnNext(3, empty({ type: 'commercial' }))).toEqual(['furnishing', 'carpetArea']);
    expect(fieldsCheckedOnNext(4, residential)).toEqual([]);
    expect(fieldsCheckedOnNext(5, residential)).toEqual(['price', 'description']);
  });
});

describe('validateStep', () => {
  it('step 1: title, purpose, type and sub-type', () => {
    expect(validateStep(1, empty())).toEqual({ title: M.titleRequired, subType: M.subTypeRequired });
    expect(validateStep(1, empty({ title: '  ', subType: 'office' }))).toEqual({
      title: M.titleRequired,
      subType: M.subTypeMismatch,
    });
    expect(validateStep(1, empty({ title: 'Shop', type: 'commercial', subType: 'retail' }))).toEqual({});
  });

  it('step 2: city, locality, address and pin code; sub-locality and society are optional', () => {
    expect(validateStep(2, empty())).toEqual({
      city: M.cityRequired,
      locality: M.localityRequired,
      address: M.addressRequired,
      pincode: M.pincodeRequired,
    });
    const filled = empty({ city: 'Bikaner', locality: 'Gangashahar', address: '1 Main Rd', pincode: '33A001' });
    expect(validateStep(2, filled)).toEqual({ pincode: M.pincodeDigits });
    expect(validateStep(2, { ...filled, pincode: '334401' })).toEqual({});
  });

  it('step 3, residential: bedrooms, bathrooms, furnishing and carpet area', () => {
    expect(validateStep(3, empty())).toEqual({
      bedrooms: M.bedroomsRequired,
      bathrooms: M.bathroomsRequired,
      carpetArea: M.carpetAreaRequired,
    });
    expect(validateStep(3, empty({ bedrooms: 'x', bathrooms: '2', carpetArea: 'y' }))).toEqual({
      bedrooms: M.mustBeNumber,
      carpetArea: M.mustBeNumber,
    });
  });

  it('step 3 leaves plot and built-up area, floors and the rest to the final submit', () => {
    const values = empty({ bedrooms: '2', bathrooms: '1', carpetArea: '800', totalFloors: '0', plotArea: 'x' });
    expect(validateStep(3, values)).toEqual({});
  });

  it('step 3, commercial: furnishing and carpet area only', () => {
    expect(validateStep(3, empty({ type: 'commercial', subType: 'office' }))).toEqual({
      carpetArea: M.carpetAreaRequired,
    });
    expect(validateStep(3, empty({ type: 'commercial', carpetArea: '500' }))).toEqual({});
  });

  it('step 4 always passes, even without images', () => {
    expect(validateStep(4, empty())).toEqual({});
  });

  it('step 5: price and description (terms are checked at submit)', () => {
    expect(validateStep(5, empty())).toEqual({ price: M.priceRequired, description: M.descriptionRequired });
    expect(validateStep(5, empty({ price: 'abc', description: 'ok' }))).toEqual({ price: M.priceNumber });
    expect(validateStep(5, empty({ price: '-5', description: 'ok' }))).toEqual({ price: M.priceNegative });
    expect(validateStep(5, empty({ price: '0', description: 'ok' }))).toEqual({});
  });
});

describe('firstStepWithError', () => {
  it('returns the earliest step with an error, or null', () => {
    expect(firstStepWithError({})).toBeNull();
    expect(firstStepWithError({ termsAccepted: M.termsRequired })).toBe(5);
    expect(firstStepWithError({ images: M.imagesRequired, plotArea: M.plotAreaRequired })).toBe(3);
    expect(firstStepWithError({ description: M.descriptionRequired, pincode: M.pincodeRequired })).toBe(2);
  });
});
