import { describe, expect, it } from 'vitest';
import { COORDINATE_MESSAGES as C } from '../places/map-pin.ts';
import { listingFormDefaults } from './form-values.ts';
import { LISTING_MESSAGES as M, TERMS_REQUIRED_TITLE } from './messages.ts';
import {
  LISTING_FIELDS,
  type ListingFieldErrors,
  type ListingFormValues,
  listingFormSchema,
  validateListingFields,
} from './schema.ts';
import { listingCreateSchema } from './server-schema.ts';

/** A complete residential sale listing as the wizard holds it. */
function validForm(overrides: Partial<ListingFormValues> = {}): ListingFormValues {
  return {
    ...listingFormDefaults('sell', new Date(2025, 5, 1)),
    title: '3 BHK flat near Junagarh',
    subType: 'flat',
    city: 'Bikaner',
    locality: 'Rani Bazar',
    address: '12 Station Road',
    pincode: '334001',
    bedrooms: '3',
    bathrooms: '2',
    plotArea: '0',
    builtUpArea: '1400',
    carpetArea: '1200',
    floorNumber: '2',
    price: '4500000',
    description: 'Sunny corner flat.',
    images: ['properties/u1/a.webp'],
    termsAccepted: true,
    ...overrides,
  };
}

function errorsOf(values: ListingFormValues): ListingFieldErrors {
  const result = listingFormSchema.safeParse(values);
  if (result.success) return {};
  const paths = result.error.issues.map((issue) => issue.path.join('.'));
  // One message per field: a second one on the same path would be hidden by the first in the UI.
  expect(new Set(paths).size).toBe(paths.length);
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('listingFormSchema at final submit', () => {
  it('accepts a complete listing', () => {
    expect(errorsOf(validForm())).toEqual({});
  });

  it('gives every spec message for an empty form, one per field', () => {
    const result = listingFormSchema.safeParse(listingFormDefaults());
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', 'Property title is required'],
      ['subType', 'Property sub-type is required'],
      ['city', 'City is required'],
      ['locality', 'Locality is required'],
      ['address', 'Complete address is required'],
      ['pincode', 'Pin code is required'],
      ['bedrooms', 'Number of bedrooms is required'],
      ['bathrooms', 'Number of bathrooms is required'],
      ['plotArea', 'Plot area is required'],
      ['builtUpArea', 'Built-up area is required'],
      ['carpetArea', 'Carpet area is required'],
      ['floorNumber', 'Floor number is required'],
      ['images', 'At least one property image is required'],
      ['price', 'Price is required'],
      ['description', 'Description is required'],
      ['termsAccepted', 'You must accept the Terms & Conditions and Privacy Policy to proceed'],
    ]);
  });

  it.each([
    ['title', '   '],
    ['city', ' \t '],
    ['locality', '\n'],
    ['address', '  \n  '],
    ['description', '    '],
    ['subType', '  '],
    ['pincode', '   '],
    ['price', '  '],
  ] as const)('treats whitespace-only %s as missing', (field, value) => {
    const errors = errorsOf(validForm({ [field]: value }));
    expect(errors[field]).toMatch(/is required$/);
  });

  it.each([
    ['bedrooms', 'three', 'Must be a number'],
    ['bathrooms', '2 baths', 'Must be a number'],
    ['plotArea', '1e3', 'Must be a number'],
    ['builtUpArea', 'big', 'Must be a number'],
    ['carpetArea', '12-00', 'Must be a number'],
    ['floorNumber', 'ground', 'Must be a number'],
    ['price', 'fifty lakh', 'Price must be a number'],
    ['price', '-1', 'Price cannot be negative'],
    ['pincode', '33400A', 'Pin code must contain only numbers'],
  ] as const)('%s %j → %s', (field, value, message) => {
    expect(errorsOf(validForm({ [field]: value }))[field]).toBe(message);
  });

  it('accepts numbers typed with spaces and Indian digit grouping, and 0 where zero makes sense', () => {
    const values = validForm({ price: ' 45,00,000 ', bedrooms: ' 3 ', plotArea: '0', floorNumber: '0' });
    const listing = listingFormSchema.parse(values);
    expect(listing.price).toBe(4_500_000);
    expect(listing.details.bedrooms).toBe(3);
    expect(listing.details.plotArea).toBe(0);
    expect(listing.details.floorNumber).toBe(0);
  });

  it('accepts a price of 0 and refuses 0 bedrooms', () => {
    expect(errorsOf(validForm({ price: '0' }))).toEqual({});
    expect(errorsOf(validForm({ bedrooms: '0' })).bedrooms).toBe('Number of bedrooms must be at least 1');
  });

  it('bounds the text fields', () => {
    expect(errorsOf(validForm({ title: 'a'.repeat(120), description: 'd'.repeat(5000) }))).toEqual({});
    const errors = errorsOf(
      validForm({
        title: 'a'.repeat(121),
        description: 'd'.repeat(5001),
        city: 'c'.repeat(61),
        locality: 'l'.repeat(101),
        subLocality: 's'.repeat(101),
        society: 's'.repeat(101),
        address: 'a'.repeat(501),
      }),
    );
    expect(errors).toEqual({
      title: 'Property title must be at most 120 characters',
      description: 'Description must be at most 5000 characters',
      city: 'City must be at most 60 characters',
      locality: 'Locality must be at most 100 characters',
      subLocality: 'Sub-locality must be at most 100 characters',
      society: 'Society must be at most 100 characters',
      address: 'Address must be at most 500 characters',
    });
  });

  it('requires the sub-type to belong to the chosen type', () => {
    expect(errorsOf(validForm({ type: 'commercial', subType: 'flat' })).subType).toBe(M.subTypeMismatch);
    expect(errorsOf(validForm({ subType: 'warehouse' })).subType).toBe(M.subTypeMismatch);
  });

  it('names bad choices in radios and selects', () => {
    const errors = errorsOf(
      validForm({
        purpose: 'lease' as 'sell',
        type: 'land' as 'residential',
        furnishing: 'partly' as 'furnished',
        age: '100' as '0-1',
        facing: 'up' as 'east',
        parking: 'valet' as 'none',
      }),
    );
    expect(errors).toMatchObject({
      purpose: M.purposeRequired,
      type: M.typeRequired,
      furnishing: M.furnishingRequired,
      age: M.ageRequired,
      facing: M.facingRequired,
      parking: M.parkingRequired,
    });
  });

  it('checks the optional details only when they are filled in', () => {
    const filled = validForm({
      balconies: '5',
      totalFloors: '0',
      availability: '2025-02-30',
      parking: 'covered',
      parkingSpots: '0',
      video: 'ftp://x',
      audioDescription: 'x',
      amenities: ['lift', 'helipad'],
      furnishing: 'furnished',
      furnishingDetails: { fans: -1 },
    });
    expect(errorsOf(filled)).toEqual({
      balconies: M.balconiesChoice,
      totalFloors: 'Total floors must be at least 1',
      availability: M.availabilityInvalid,
      parkingSpots: 'Parking spots must be at least 1',
      video: M.mediaInvalid,
      audioDescription: M.mediaInvalid,
      amenities: M.amenityUnknown,
      furnishingDetails: M.furnishingDetails,
    });
  });

  it('keeps the floor number within the building', () => {
    expect(errorsOf(validForm({ totalFloors: '4', floorNumber: '5' })).floorNumber).toBe(M.floorAboveTotal);
    expect(errorsOf(validForm({ totalFloors: '4', floorNumber: '4' }))).toEqual({});
    // An invalid total is reported on its own field, not held against the floor.
    expect(errorsOf(validForm({ totalFloors: 'x', floorNumber: '5' }))).toEqual({ totalFloors: M.mustBeNumber });
  });

  it('requires images, at most 20, in a valid form, with the cover among them', () => {
    expect(errorsOf(validForm({ images: [] })).images).toBe('At least one property image is required');
    expect(errorsOf(validForm({ images: ['C:\\photo.jpg'] })).images).toBe(M.imageInvalid);
    expect(errorsOf(validForm({ coverImageIndex: 1 })).coverImageIndex).toBe(M.coverImageInvalid);
    const images = ['https://example.com/a.jpg', 'properties/u1/b.webp'];
    expect(errorsOf(validForm({ images, coverImageIndex: 1 }))).toEqual({});
  });

  it('requires the terms box, with its toast title as a constant', () => {
    expect(errorsOf(validForm({ termsAccepted: false }))).toEqual({ termsAccepted: M.termsRequired });
    expect(M.termsRequired).toBe('You must accept the Terms & Conditions and Privacy Policy to proceed');
    expect(TERMS_REQUIRED_TITLE).toBe('Terms & Conditions Required');
  });

  it('checks rent choices only when renting', () => {
    const rent = validForm({
      purpose: 'rent',
      agreementDuration: '7',
      noticePeriod: '4',
      securityDeposit: '-1',
      agreementType: 'lease' as 'any',
      tenantPreference: 'students' as 'any',
    });
    expect(errorsOf(rent)).toEqual({
      agreementDuration: M.agreementDurationChoice,
      noticePeriod: M.noticePeriodChoice,
      securityDeposit: M.depositNegative,
      agreementType: M.agreementTypeRequired,
      tenantPreference: M.tenantPreferenceRequired,
    });
    expect(errorsOf({ ...rent, purpose: 'sell' })).toEqual({});
    expect(
      errorsOf(validForm({ purpose: 'rent', agreementDuration: '', noticePeriod: '', securityDeposit: '' })),
    ).toEqual({});
  });

  it('refuses values of the wrong type with zod’s own issues', () => {
    const result = listingFormSchema.safeParse({ ...validForm(), title: 12, purpose: 3 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['title', 'purpose']);
  });
});

describe("the form's map pin", () => {
  it('sends none until the owner drops one, and sends it as dropped', () => {
    expect(listingFormSchema.parse(validForm()).location).toMatchObject({ latitude: null, longitude: null });
    expect(listingFormSchema.parse(validForm({ latitude: 28.0094, longitude: 73.3222 })).location).toMatchObject({
      latitude: 28.0094,
      longitude: 73.3222,
    });
  });

  it('says what is wrong under the input, with the API’s words', () => {
    expect(errorsOf(validForm({ latitude: 28.0094 }))).toEqual({ longitude: C.latitudeWithoutLongitude });
    expect(errorsOf(validForm({ latitude: 1, longitude: 73.3 }))).toEqual({ latitude: C.latitudeOutside });
  });
});

describe('hidden inputs at final submit', () => {
  it('does not require bedrooms or bathrooms for commercial, whose inputs are hidden, and drops them', () => {
    const office = validForm({ type: 'commercial', subType: 'office', bedrooms: '', bathrooms: 'n/a', balconies: '9' });
    expect(errorsOf(office)).toEqual({});
    const listing = listingFormSchema.parse(office);
    expect(listing.details.bedrooms).toBeUndefined();
    expect(listing.details.bathrooms).toBeUndefined();
    expect(listing.details.balconies).toBeUndefined();
  });

  it('does not require the floor number for a house or farmhouse, whose floor details are hidden', () => {
    for (const subType of ['house', 'farmhouse']) {
      const house = validForm({ subType, floorNumber: '', totalFloors: 'x' });
      expect(errorsOf(house)).toEqual({});
      expect(listingFormSchema.parse(house).details).toMatchObject({ floorNumber: undefined, totalFloors: undefined });
    }
  });

  it('still requires plot and built-up area everywhere, since their inputs are always shown', () => {
    const shop = validForm({ type: 'commercial', subType: 'retail', plotArea: '', builtUpArea: '' });
    expect(errorsOf(shop)).toEqual({ plotArea: M.plotAreaRequired, builtUpArea: M.builtUpAreaRequired });
  });

  it('still requires the floor number for commercial sub-types that show floor details', () => {
    const land = validForm({ type: 'commercial', subType: 'agriculture-land', floorNumber: '' });
    expect(errorsOf(land)).toEqual({ floorNumber: M.floorNumberRequired });
  });
});

describe('the listing a valid form gives', () => {
  it('trims text, turns numbers to numbers and leaves rent terms out of a sale', () => {
    const listing = listingFormSchema.parse(
      validForm({
        title: '  3 BHK flat  ',
        society: '  ',
        subLocality: ' Old City ',
        securityDeposit: '50000',
        tenantPreference: 'family',
        amenities: ['lift', 'gym'],
      }),
    );
    expect(listing).toMatchObject({
      title: '3 BHK flat',
      purpose: 'sell',
      price: 4_500_000,
      availability: '2025-06-01',
      location: { subLocality: 'Old City', society: null, pincode: '334001' },
      details: { bedrooms: 3, bathrooms: 2, plotArea: 0, builtUpArea: 1400, carpetArea: 1200, floorNumber: 2 },
      amenities: ['lift', 'gym'],
      termsAccepted: true,
    });
    expect(listing.securityDeposit).toBeUndefined();
    expect(listing.agreementType).toBeUndefined();
    expect(listing.brokerAllowed).toBeUndefined();
    expect(listing.additionalCharges).toBeUndefined();
    expect(listing.termsAndConditions).toEqual({ agreementDuration: undefined, noticePeriod: undefined });
    expect(listing.tenantPreference).toBeUndefined();
  });

  it('carries the rent terms of a rent listing', () => {
    const listing = listingFormSchema.parse(
      validForm({
        purpose: 'rent',
        price: '25000',
        securityDeposit: '50,000',
        agreementDuration: '24',
        noticePeriod: '2',
        agreementType: 'company',
        brokerAllowed: false,
        tenantPreference: 'women',
        additionalCharges: { electricity: true, water: false, maintenance: true },
        parking: 'covered',
        parkingSpots: '2',
        furnishing: 'semi-furnished',
        furnishingDetails: { fans: 3, fridge: true },
      }),
    );
    expect(listing).toMatchObject({
      securityDeposit: 50_000,
      agreementType: 'company',
      brokerAllowed: false,
      tenantPreference: 'women',
      additionalCharges: { electricity: true, water: false, maintenance: true },
      termsAndConditions: { agreementDuration: 24, noticePeriod: 2 },
      details: { parkingSpots: 2, furnishing: 'semi-furnished', furnishingDetails: { fans: 3, fridge: true } },
    });
  });

  it('offers a PG its tenant preference but not the rent terms', () => {
    const listing = listingFormSchema.parse(
      validForm({ purpose: 'pg', tenantPreference: 'men', securityDeposit: '1' }),
    );
    expect(listing.tenantPreference).toBe('men');
    expect(listing.securityDeposit).toBeUndefined();
  });

  it('is accepted by the API schema as it is, through JSON', () => {
    for (const overrides of [{}, { purpose: 'rent' as const }, { type: 'commercial' as const, subType: 'office' }]) {
      const body = JSON.parse(JSON.stringify(listingFormSchema.parse(validForm(overrides))));
      expect(listingCreateSchema.safeParse(body).success).toBe(true);
    }
  });
});

describe('validateListingFields', () => {
  it('checks only the fields asked for', () => {
    expect(validateListingFields(listingFormDefaults(), ['title', 'price'])).toEqual({
      title: M.titleRequired,
      price: M.priceRequired,
    });
  });

  it('skips fields whose input is hidden', () => {
    const values = validForm({ type: 'commercial', subType: 'office', bedrooms: '' });
    expect(validateListingFields(values, ['bedrooms'])).toEqual({});
  });

  it('lists every form field once', () => {
    expect(new Set(LISTING_FIELDS).size).toBe(LISTING_FIELDS.length);
    expect(LISTING_FIELDS).toEqual(Object.keys(listingFormDefaults()));
  });
});
