import { describe, expect, it } from 'vitest';
import { COORDINATE_MESSAGES as C } from '../places/map-pin.ts';
import { LISTING_MESSAGES as M } from './messages.ts';
import {
  type ListingInput,
  listingCreateSchema,
  SERVER_OWNED_LISTING_FIELDS,
  serverOwnedFieldMessage,
} from './server-schema.ts';

/** A residential rent listing as the wizard sends it. */
function body(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const listing: ListingInput = {
    title: ' 2 BHK for rent ',
    purpose: 'rent',
    type: 'residential',
    subType: 'flat',
    description: 'Near the station.',
    price: 18000,
    priceNegotiable: true,
    securityDeposit: 36000,
    additionalCharges: { electricity: true },
    agreementType: 'company',
    brokerAllowed: false,
    availability: '2025-07-01',
    tenantPreference: 'family',
    images: ['properties/u1/a.webp', 'https://example.com/b.jpg'],
    coverImageIndex: 1,
    amenities: ['lift', 'gym', 'lift'],
    location: { city: 'Bikaner', locality: 'Sadul Ganj', address: '4 Ring Road', pincode: '334003' },
    details: {
      bedrooms: 2,
      bathrooms: 2,
      balconies: 1,
      plotArea: 0,
      builtUpArea: 1100,
      carpetArea: 950,
      totalFloors: 5,
      floorNumber: 3,
      parkingSpots: 1,
      furnishing: 'furnished',
      furnishingDetails: { fans: 4, sofa: true },
      age: '1-5',
      facing: 'north',
      parking: 'covered',
    },
    termsAndConditions: { agreementDuration: 24, noticePeriod: 2 },
    termsAccepted: true,
  };
  return { ...listing, ...overrides };
}

function withDetails(details: Record<string, unknown>) {
  return body({ details: { ...(body().details as object), ...details } });
}

function errorsOf(input: unknown): Record<string, string> {
  const result = listingCreateSchema.safeParse(input);
  if (result.success) return {};
  const paths = result.error.issues.map((issue) => issue.path.join('.'));
  // One message per field: a second one on the same path would be hidden by the first in the UI.
  expect(new Set(paths).size).toBe(paths.length);
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('listingCreateSchema output', () => {
  it('normalizes a rent listing for storage', () => {
    expect(listingCreateSchema.parse(body())).toEqual({
      title: '2 BHK for rent',
      purpose: 'rent',
      type: 'residential',
      subType: 'flat',
      description: 'Near the station.',
      price: 18000,
      priceInWords: 'Eighteen Thousand',
      priceNegotiable: true,
      securityDeposit: 36000,
      additionalCharges: { electricity: true, water: false, maintenance: false },
      agreementType: 'company',
      brokerAllowed: false,
      availability: '2025-07-01',
      tenantPreference: 'family',
      images: ['properties/u1/a.webp', 'https://example.com/b.jpg'],
      coverImageIndex: 1,
      video: null,
      audioDescription: null,
      amenities: ['lift', 'gym'],
      location: {
        city: 'Bikaner',
        locality: 'Sadul Ganj',
        subLocality: null,
        society: null,
        address: '4 Ring Road',
        pincode: '334003',
        latitude: null,
        longitude: null,
      },
      details: {
        bedrooms: 2,
        bathrooms: 2,
        balconies: 1,
        plotArea: 0,
        builtUpArea: 1100,
        carpetArea: 950,
        totalFloors: 5,
        floorNumber: 3,
        parkingSpots: 1,
        furnishing: 'furnished',
        furnishingDetails: { fans: 4, sofa: true },
        age: '1-5',
        facing: 'north',
        parking: 'covered',
      },
      termsAndConditions: { agreementDuration: 24, noticePeriod: 2 },
    });
  });

  it('stores neutral values for a sale’s rent terms, whatever was sent', () => {
    const sale = listingCreateSchema.parse(body({ purpose: 'sell' }));
    expect(sale).toMatchObject({
      securityDeposit: null,
      additionalCharges: { electricity: false, water: false, maintenance: false },
      agreementType: 'any',
      brokerAllowed: true,
      tenantPreference: null,
      termsAndConditions: { agreementDuration: null, noticePeriod: null },
    });
  });

  it('keeps a PG’s tenant preference and drops its rent terms', () => {
    const pg = listingCreateSchema.parse(body({ purpose: 'pg', tenantPreference: 'women' }));
    expect(pg.tenantPreference).toBe('women');
    expect(pg.securityDeposit).toBeNull();
  });

  it('nulls the details whose inputs are hidden', () => {
    const office = listingCreateSchema.parse(body({ type: 'commercial', subType: 'office' }));
    expect(office.details).toMatchObject({ bedrooms: null, bathrooms: null, balconies: null, floorNumber: 3 });
    const house = listingCreateSchema.parse(body({ subType: 'house' }));
    expect(house.details).toMatchObject({ totalFloors: null, floorNumber: null, bedrooms: 2 });
    const bare = listingCreateSchema.parse(withDetails({ furnishing: 'unfurnished', parking: 'none' }));
    expect(bare.details).toMatchObject({ furnishingDetails: {}, parkingSpots: null });
  });

  it('fills optional fields a client left out', () => {
    const minimal = listingCreateSchema.parse({
      ...body({ purpose: 'sell' }),
      priceNegotiable: undefined,
      amenities: undefined,
      coverImageIndex: undefined,
      availability: '',
      video: '',
      details: {
        plotArea: 100,
        builtUpArea: 90,
        carpetArea: 80,
        furnishing: 'unfurnished',
        bedrooms: 1,
        bathrooms: 1,
        floorNumber: 0,
      },
      termsAndConditions: undefined,
      additionalCharges: undefined,
    });
    expect(minimal).toMatchObject({
      priceNegotiable: false,
      amenities: [],
      coverImageIndex: 0,
      availability: null,
      video: null,
      details: { age: null, facing: null, parking: null, parkingSpots: null, furnishingDetails: {}, totalFloors: null },
    });
  });

  it('writes the price in words from the price', () => {
    expect(listingCreateSchema.parse(body({ price: 12_500_000 })).priceInWords).toBe('One Crore Twenty Five Lakh');
  });
});

describe('listingCreateSchema messages', () => {
  it('uses the spec’s words for missing fields', () => {
    expect(errorsOf({ termsAccepted: true, images: [], location: {}, details: {} })).toEqual({
      title: M.titleRequired,
      purpose: M.purposeRequired,
      type: M.typeRequired,
      subType: M.subTypeRequired,
      description: M.descriptionRequired,
      price: M.priceRequired,
      images: M.imagesRequired,
      'location.city': M.cityRequired,
      'location.locality': M.localityRequired,
      'location.address': M.addressRequired,
      'location.pincode': M.pincodeRequired,
      'details.plotArea': M.plotAreaRequired,
      'details.builtUpArea': M.builtUpAreaRequired,
      'details.carpetArea': M.carpetAreaRequired,
      'details.furnishing': M.furnishingRequired,
    });
  });

  it('names missing objects and a body that is not an object', () => {
    expect(errorsOf(body({ location: undefined, details: null }))).toMatchObject({
      location: 'Location details are required',
      details: 'Property details are required',
    });
    expect(errorsOf('listing')).toEqual({ '': 'The listing must be a JSON object' });
  });

  it('treats whitespace-only text as missing and counts length after trimming', () => {
    expect(errorsOf(body({ title: '   ', description: `  ${'d'.repeat(5000)}  ` }))).toEqual({
      title: M.titleRequired,
    });
    expect(errorsOf(body({ title: 'a'.repeat(121) }))).toEqual({ title: M.titleTooLong });
    expect(errorsOf(body({ subType: '  ' }))).toEqual({ subType: M.subTypeRequired });
    expect(errorsOf(body({ title: 5 }))).toEqual({ title: 'Must be text' });
  });

  it('takes numbers, not text', () => {
    expect(errorsOf(body({ price: '18000' }))).toEqual({ price: M.priceNumber });
    expect(errorsOf(withDetails({ bedrooms: '2', carpetArea: 'big' }))).toEqual({
      'details.bedrooms': M.mustBeNumber,
      'details.carpetArea': M.mustBeNumber,
    });
    expect(errorsOf(withDetails({ plotArea: null }))).toEqual({ 'details.plotArea': M.plotAreaRequired });
  });

  it('applies the same ranges as the form', () => {
    expect(errorsOf(body({ price: -1, securityDeposit: 10.5 }))).toEqual({
      price: M.priceNegative,
      securityDeposit: M.depositWhole,
    });
    expect(errorsOf(withDetails({ balconies: 5, totalFloors: 0, parkingSpots: 0, bathrooms: 0 }))).toEqual({
      'details.balconies': M.balconiesChoice,
      'details.totalFloors': 'Total floors must be at least 1',
      'details.parkingSpots': 'Parking spots must be at least 1',
      'details.bathrooms': 'Number of bathrooms must be at least 1',
    });
  });

  it('trims the optional location text and stores empty as null', () => {
    const location = { ...(body().location as object), subLocality: '   ', society: ' Green Park ' };
    expect(listingCreateSchema.parse(body({ location })).location).toMatchObject({
      subLocality: null,
      society: 'Green Park',
    });
    expect(errorsOf(body({ location: { ...location, society: 's'.repeat(101) } }))).toEqual({
      'location.society': M.societyTooLong,
    });
  });

  it('checks the pin code', () => {
    expect(errorsOf(body({ location: { ...(body().location as object), pincode: '33400A' } }))).toEqual({
      'location.pincode': M.pincodeDigits,
    });
    expect(errorsOf(body({ location: { ...(body().location as object), pincode: ' 334003 ' } }))).toEqual({});
  });

  it('requires bedrooms, bathrooms and floor number where their inputs are shown', () => {
    const missing = withDetails({ bedrooms: null, bathrooms: undefined, floorNumber: null });
    expect(errorsOf(missing)).toEqual({
      'details.bedrooms': M.bedroomsRequired,
      'details.bathrooms': M.bathroomsRequired,
      'details.floorNumber': M.floorNumberRequired,
    });
    expect(errorsOf({ ...missing, type: 'commercial', subType: 'office' })).toEqual({
      'details.floorNumber': M.floorNumberRequired,
    });
    expect(errorsOf({ ...missing, subType: 'farmhouse' })).toEqual({
      'details.bedrooms': M.bedroomsRequired,
      'details.bathrooms': M.bathroomsRequired,
    });
  });

  it('checks cross-field rules', () => {
    expect(errorsOf(body({ type: 'commercial' }))).toEqual({ subType: M.subTypeMismatch });
    expect(errorsOf(withDetails({ floorNumber: 6 }))).toEqual({ 'details.floorNumber': M.floorAboveTotal });
    expect(errorsOf(body({ tenantPreference: null }))).toEqual({ tenantPreference: M.tenantPreferenceRequired });
    expect(errorsOf(body({ purpose: 'sell', tenantPreference: null }))).toEqual({});
  });

  it('requires images as storage keys or http(s) links, with the cover in range', () => {
    expect(errorsOf(body({ images: [] }))).toEqual({ images: M.imagesRequired });
    expect(errorsOf(body({ images: 'properties/a.webp' }))).toEqual({ images: M.imagesRequired });
    expect(errorsOf(body({ images: ['data:image/png;base64,AA'], coverImageIndex: 0 }))).toEqual({
      images: M.imageInvalid,
    });
    expect(errorsOf(body({ coverImageIndex: 2 }))).toEqual({ coverImageIndex: M.coverImageInvalid });
    expect(errorsOf(body({ coverImageIndex: -1 }))).toEqual({ coverImageIndex: M.coverImageInvalid });
    expect(errorsOf(body({ coverImageIndex: '0' }))).toEqual({ coverImageIndex: M.coverImageInvalid });
  });

  it('checks choices, dates, media and furnishing details', () => {
    expect(
      errorsOf(
        body({
          termsAndConditions: { agreementDuration: 7, noticePeriod: '1' },
          availability: '2025-02-30',
          video: 'ftp://x',
          amenities: ['helipad'],
          agreementType: 'lease',
        }),
      ),
    ).toEqual({
      'termsAndConditions.agreementDuration': M.agreementDurationChoice,
      'termsAndConditions.noticePeriod': M.noticePeriodChoice,
      availability: M.availabilityInvalid,
      video: M.mediaInvalid,
      'amenities.0': M.amenityUnknown,
      agreementType: M.agreementTypeRequired,
    });
    expect(errorsOf(withDetails({ furnishingDetails: { fans: -1 } }))).toEqual({
      'details.furnishingDetails': M.furnishingDetails,
    });
    expect(errorsOf(body({ priceNegotiable: 'yes' }))).toEqual({ priceNegotiable: 'Must be true or false' });
  });

  it('requires the terms to be accepted', () => {
    expect(errorsOf(body({ termsAccepted: false }))).toEqual({ termsAccepted: M.termsRequired });
    expect(errorsOf(body({ termsAccepted: undefined }))).toEqual({ termsAccepted: M.termsRequired });
  });
});

describe("listingCreateSchema's map pin", () => {
  const at = (pin: Record<string, unknown>) => body({ location: { ...(body().location as object), ...pin } });

  it('is optional: none is stored as nulls', () => {
    expect(listingCreateSchema.parse(body()).location).toMatchObject({ latitude: null, longitude: null });
    expect(listingCreateSchema.parse(at({ latitude: null, longitude: null })).location).toMatchObject({
      latitude: null,
      longitude: null,
    });
  });

  it('keeps a pin inside India as sent', () => {
    expect(listingCreateSchema.parse(at({ latitude: 28.021_456, longitude: 73.339_1 })).location).toMatchObject({
      latitude: 28.021_456,
      longitude: 73.339_1,
    });
  });

  it('takes both or neither, naming the half that is missing', () => {
    expect(errorsOf(at({ latitude: 28.02 }))).toEqual({ 'location.longitude': C.latitudeWithoutLongitude });
    expect(errorsOf(at({ longitude: 73.3, latitude: null }))).toEqual({
      'location.latitude': C.longitudeWithoutLatitude,
    });
  });

  it('refuses a pin outside India, or not a number, by field', () => {
    expect(errorsOf(at({ latitude: 51.5, longitude: -0.12 }))).toEqual({
      'location.latitude': C.latitudeOutside,
      'location.longitude': C.longitudeOutside,
    });
    expect(errorsOf(at({ latitude: 73.3, longitude: 28.02 }))).toEqual({
      'location.latitude': C.latitudeOutside,
      'location.longitude': C.longitudeOutside,
    });
    expect(errorsOf(at({ latitude: '28.02', longitude: 73.3 }))).toEqual({ 'location.latitude': C.latitudeNumber });
    expect(errorsOf(at({ latitude: 28.02, longitude: [73.3] }))).toEqual({ 'location.longitude': C.longitudeNumber });
  });
});

describe('listingCreateSchema strictness', () => {
  it.each(SERVER_OWNED_LISTING_FIELDS)('refuses %s, naming it', (field) => {
    expect(errorsOf(body({ [field]: field === 'views' ? 0 : 'x' }))).toEqual({
      '': `${field} is set by the server and cannot be sent`,
    });
  });

  it('covers the fields docs/design.md §9 names', () => {
    for (const field of [
      'verification_status',
      'verificationStatus',
      'views',
      'propertyScore',
      'postedBy',
      'id',
      'createdAt',
      'updatedAt',
    ]) {
      expect(SERVER_OWNED_LISTING_FIELDS).toContain(field);
    }
    expect(serverOwnedFieldMessage('views')).toBe('views is set by the server and cannot be sent');
  });

  it('names every unknown and server-owned field in one message', () => {
    expect(errorsOf(body({ verification_status: true, colour: 'blue' }))).toEqual({
      '': 'verification_status is set by the server and cannot be sent; Unknown field: colour',
    });
  });

  it('refuses unknown fields inside nested objects', () => {
    expect(errorsOf(body({ location: { ...(body().location as object), lat: 28 } }))).toEqual({
      location: 'Unknown field: lat',
    });
    expect(errorsOf(withDetails({ kitchens: 1 }))).toEqual({ details: 'Unknown field: kitchens' });
    expect(errorsOf(body({ additionalCharges: { gas: true } }))).toEqual({ additionalCharges: 'Unknown field: gas' });
    expect(errorsOf(body({ termsAndConditions: { brokerAllowed: true } }))).toEqual({
      termsAndConditions: 'Unknown field: brokerAllowed',
    });
  });

  it('names wrong shapes of the nested objects', () => {
    expect(errorsOf(body({ additionalCharges: 'none', termsAndConditions: [] }))).toEqual({
      additionalCharges: 'Additional charges must be yes or no for electricity, water and maintenance',
      termsAndConditions: 'Terms must give the agreement duration and notice period',
    });
  });
});

describe('a PATCH body', () => {
  it('is the whole listing, never a part of it', () => {
    expect(listingCreateSchema.safeParse({ title: 'Only the title' }).success).toBe(false);
    expect(listingCreateSchema.safeParse(body({ views: 10 })).success).toBe(false);
  });
});
