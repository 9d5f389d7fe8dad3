import { describe, expect, it } from 'vitest';
import type { Property } from '../contract/responses.ts';
import { listingFormDefaults, stripNonDigits, toDateInputValue, toListingFormValues } from './form-values.ts';
import { listingFormSchema } from './schema.ts';
import { listingCreateSchema } from './server-schema.ts';

const JUNE_FIRST = new Date(2025, 5, 1, 1, 30);

describe('listingFormDefaults (docs/product.md §3 form defaults)', () => {
  it('starts with the spec defaults', () => {
    expect(listingFormDefaults(undefined, JUNE_FIRST)).toMatchObject({
      purpose: 'sell',
      type: 'residential',
      furnishing: 'unfurnished',
      age: '0-1',
      facing: 'east',
      parking: 'none',
      tenantPreference: 'any',
      agreementType: 'any',
      brokerAllowed: true,
      agreementDuration: '12',
      noticePeriod: '1',
      coverImageIndex: 0,
      availability: '2025-06-01',
      images: [],
      amenities: [],
      termsAccepted: false,
      priceNegotiable: false,
      additionalCharges: { electricity: false, water: false, maintenance: false },
    });
  });

  it('leaves every text input empty', () => {
    const defaults = listingFormDefaults();
    for (const field of ['title', 'subType', 'city', 'pincode', 'bedrooms', 'price', 'description'] as const) {
      expect(defaults[field]).toBe('');
    }
  });

  it('takes the purpose from the route', () => {
    expect(listingFormDefaults('rent').purpose).toBe('rent');
    expect(listingFormDefaults('pg').purpose).toBe('pg');
    expect(listingFormDefaults('sell').purpose).toBe('sell');
  });

  it('falls back to sell for anything else in that route position', () => {
    expect(listingFormDefaults('6f1c2a9e-1b7d-4a63-9a1f-0c2d3e4f5a6b').purpose).toBe('sell');
    expect(listingFormDefaults('').purpose).toBe('sell');
  });

  it('defaults availability to today', () => {
    expect(listingFormDefaults().availability).toBe(toDateInputValue(new Date()));
  });

  it('returns a fresh object each time', () => {
    const first = listingFormDefaults();
    first.images.push('x');
    expect(listingFormDefaults().images).toEqual([]);
  });
});

describe('toDateInputValue', () => {
  it('gives the local calendar day, zero-padded', () => {
    expect(toDateInputValue(new Date(2025, 0, 5, 0, 15))).toBe('2025-01-05');
    expect(toDateInputValue(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31');
  });
});

describe('stripNonDigits', () => {
  it.each([
    ['334001', '334001'],
    ['334 001', '334001'],
    ['33a4-0_01', '334001'],
    ['', ''],
    ['abc', ''],
    ['१२३', ''],
  ])('%j → %j', (typed, kept) => {
    expect(stripNonDigits(typed)).toBe(kept);
  });
});

const stored: Property = {
  id: 'p1',
  title: '2 BHK for rent',
  purpose: 'rent',
  type: 'residential',
  subType: 'flat',
  price: 18000,
  securityDeposit: 36000,
  priceInWords: 'Eighteen Thousand',
  priceNegotiable: true,
  additionalCharges: { electricity: true, water: true, maintenance: false },
  agreementType: 'company',
  brokerAllowed: false,
  description: 'Near the station.',
  availability: '2025-07-01',
  tenantPreference: 'family',
  images: ['properties/p1/a.webp', 'https://example.com/b.jpg'],
  coverImageIndex: 1,
  video: null,
  audioDescription: null,
  amenities: ['lift'],
  views: 4,
  propertyScore: 80,
  verificationStatus: false,
  location: {
    city: 'Bikaner',
    locality: 'Sadul Ganj',
    subLocality: null,
    society: 'Green Park',
    address: '4 Ring Road',
    pincode: '334003',
    map: { lat: 28.02, lng: 73.338 },
  },
  details: {
    bedrooms: 2,
    bathrooms: 2,
    balconies: 4,
    plotArea: 0,
    builtUpArea: 1100.5,
    carpetArea: 950,
    totalFloors: 5,
    floorNumber: 0,
    parkingSpots: 1,
    furnishing: 'furnished',
    furnishingDetails: { fans: 4, sofa: true },
    age: '5-10',
    facing: 'north',
    parking: 'covered',
  },
  termsAndConditions: { agreementDuration: 24, noticePeriod: 2, brokerAllowed: false },
  postedBy: { id: 'u1', type: 'owner', name: 'Asha' },
  createdAt: '2025-06-01T00:00:00.000Z',
  updatedAt: '2025-06-01T00:00:00.000Z',
};

describe('toListingFormValues (edit mode prefill)', () => {
  it('turns numbers into text and keeps every field', () => {
    const values = toListingFormValues(stored, JUNE_FIRST);
    expect(values).toMatchObject({
      title: '2 BHK for rent',
      purpose: 'rent',
      price: '18000',
      securityDeposit: '36000',
      bedrooms: '2',
      balconies: '4',
      builtUpArea: '1100.5',
      floorNumber: '0',
      plotArea: '0',
      parkingSpots: '1',
      subLocality: '',
      society: 'Green Park',
      agreementDuration: '24',
      noticePeriod: '2',
      agreementType: 'company',
      brokerAllowed: false,
      coverImageIndex: 1,
      furnishingDetails: { fans: 4, sofa: true },
      termsAccepted: false,
    });
  });

  it('fills missing values from the defaults', () => {
    const sale: Property = {
      ...stored,
      purpose: 'sell',
      securityDeposit: null,
      availability: null,
      tenantPreference: null,
      video: 'https://example.com/tour.mp4',
      details: { ...stored.details, bedrooms: null, furnishing: null, age: null, facing: null, parking: null },
      termsAndConditions: { agreementDuration: null, noticePeriod: null, brokerAllowed: true },
    };
    expect(toListingFormValues(sale, JUNE_FIRST)).toMatchObject({
      bedrooms: '',
      securityDeposit: '',
      availability: '',
      tenantPreference: 'any',
      furnishing: 'unfurnished',
      age: '0-1',
      facing: 'east',
      parking: 'none',
      agreementDuration: '12',
      noticePeriod: '1',
      video: 'https://example.com/tour.mp4',
    });
  });

  it('round-trips: a stored listing, re-submitted with the terms ticked, stores the same values', () => {
    const values = { ...toListingFormValues(stored, JUNE_FIRST), termsAccepted: true };
    const body = JSON.parse(JSON.stringify(listingFormSchema.parse(values)));
    const listing = listingCreateSchema.parse(body);
    // The public point is the server's to work out; a card's prefill has no pin.
    const { map: _map, ...location } = stored.location;
    expect(listing).toMatchObject({
      title: stored.title,
      price: stored.price,
      securityDeposit: stored.securityDeposit,
      additionalCharges: stored.additionalCharges,
      images: stored.images,
      coverImageIndex: 1,
      location: { ...location, latitude: null, longitude: null },
      details: stored.details,
      termsAndConditions: { agreementDuration: 24, noticePeriod: 2 },
    });
  });

  it("keeps the owner's map pin through an edit, and no pin stays none", () => {
    const pinned = { ...stored, location: { ...stored.location, pin: { lat: 28.0214, lng: 73.3391 } } };
    const values = { ...toListingFormValues(pinned, JUNE_FIRST), termsAccepted: true };
    expect(values).toMatchObject({ latitude: 28.0214, longitude: 73.3391 });
    const listing = listingCreateSchema.parse(JSON.parse(JSON.stringify(listingFormSchema.parse(values))));
    expect(listing.location).toMatchObject({ latitude: 28.0214, longitude: 73.3391 });
    expect(toListingFormValues(stored, JUNE_FIRST)).toMatchObject({ latitude: null, longitude: null });
    expect(listingFormDefaults()).toMatchObject({ latitude: null, longitude: null });
  });
});
