import { describe, expect, it } from 'vitest';
import { COMMERCIAL_SUB_TYPES, RESIDENTIAL_SUB_TYPES } from '../enums.ts';
import { isHttpUrl } from '../media/web-address.ts';
import { LISTING_MESSAGES as M } from './messages.ts';
import {
  checkCoverImageIndex,
  checkFurnishingDetails,
  checkImages,
  checkNumber,
  checkNumberText,
  checkPincode,
  checkText,
  isIsoDate,
  isListingFieldShown,
  isListingMedia,
  isListingStorageKey,
  isSubTypeOf,
  type ListingContext,
  LISTING_NUMBER_RULES as N,
  parseNumberText,
  SUB_TYPES_BY_TYPE,
  LISTING_TEXT_RULES as T,
} from './rules.ts';

const context = (overrides: Partial<ListingContext> = {}): ListingContext => ({
  purpose: 'sell',
  type: 'residential',
  subType: 'flat',
  furnishing: 'unfurnished',
  parking: 'none',
  ...overrides,
});

describe('parseNumberText', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['0', 0],
    [' 12 ', 12],
    ['-1', -1],
    ['+5', 5],
    ['12.5', 12.5],
    ['.5', 0.5],
    ['7.', 7],
    ['12,50,000', 1_250_000],
  ])('reads %j as %j', (text, expected) => {
    expect(parseNumberText(text)).toBe(expected);
  });

  it.each(['1e3', '0x10', '12abc', 'abc', 'Infinity', 'NaN', '1 2', '--1', '.', '१२'])(
    'reads %j as not a number',
    (text) => {
      expect(parseNumberText(text)).toBeNaN();
    },
  );

  it('keeps numbers, treating NaN from a cleared number input as missing', () => {
    expect(parseNumberText(3)).toBe(3);
    expect(parseNumberText(Number.NaN)).toBeNull();
  });

  it('reads a digit string too long for a float as Infinity, so the range check says too large', () => {
    expect(parseNumberText('9'.repeat(400))).toBe(Number.POSITIVE_INFINITY);
    expect(checkNumberText('9'.repeat(400), N.price, true)).toBe(M.priceTooLarge);
  });
});

describe('checkNumber and checkNumberText', () => {
  it('reports missing only when required', () => {
    expect(checkNumberText('', N.bedrooms, true)).toBe(M.bedroomsRequired);
    expect(checkNumberText('', N.bedrooms, false)).toBeUndefined();
  });

  it.each([
    [N.bedrooms, '0', 'Number of bedrooms must be at least 1'],
    [N.bedrooms, '2.5', 'Number of bedrooms must be a whole number'],
    [N.bedrooms, '51', 'Number of bedrooms must be at most 50'],
    [N.bathrooms, '-1', 'Number of bathrooms must be at least 1'],
    [N.balconies, '5', M.balconiesChoice],
    [N.balconies, '-1', M.balconiesChoice],
    [N.balconies, '1.5', M.balconiesChoice],
    [N.plotArea, '-1', 'Plot area cannot be negative'],
    [N.builtUpArea, '2000000000', 'Built-up area is too large'],
    [N.carpetArea, '0', 'Carpet area must be at least 1 sq.ft'],
    [N.totalFloors, '0', 'Total floors must be at least 1'],
    [N.floorNumber, '-3', 'Floor number must be -2 or higher'],
    [N.floorNumber, '201', 'Floor number must be at most 200'],
    [N.parkingSpots, '0', 'Parking spots must be at least 1'],
    [N.price, '-1', M.priceNegative],
    [N.price, '10.5', M.priceWhole],
    [N.price, '1000000000001', M.priceTooLarge],
    [N.securityDeposit, 'abc', M.depositNumber],
    [N.securityDeposit, '-5', M.depositNegative],
    [N.securityDeposit, '0.5', M.depositWhole],
    [N.securityDeposit, '1000000000001', M.depositTooLarge],
    [N.bedrooms, 'abc', M.mustBeNumber],
    [N.price, '1e3', M.priceNumber],
  ])('%#: %j gives its message', (rule, text, message) => {
    expect(checkNumberText(text, rule, true)).toBe(message);
  });

  it.each([
    [N.bedrooms, '1'],
    [N.balconies, '0'],
    [N.balconies, '4'],
    [N.plotArea, '0'],
    [N.builtUpArea, '1200.75'],
    [N.floorNumber, '0'],
    [N.floorNumber, '-2'],
    [N.price, '0'],
    [N.price, '1000000000000'],
  ])('%#: accepts %j', (rule, text) => {
    expect(checkNumberText(text, rule, true)).toBeUndefined();
  });

  it('reports NaN as not a number', () => {
    expect(checkNumber(Number.NaN, N.carpetArea)).toBe(M.mustBeNumber);
  });
});

describe('checkText', () => {
  it('trims before judging, so whitespace alone is missing', () => {
    expect(checkText('   ', T.title)).toBe(M.titleRequired);
    expect(checkText('\n\t', T.description)).toBe(M.descriptionRequired);
    expect(checkText('  Sunny flat  ', T.title)).toBeUndefined();
  });

  it('lets optional text be empty', () => {
    expect(checkText('', T.society)).toBeUndefined();
  });

  it('counts the length after trimming', () => {
    expect(checkText(` ${'a'.repeat(120)} `, T.title)).toBeUndefined();
    expect(checkText('a'.repeat(121), T.title)).toBe('Property title must be at most 120 characters');
  });
});

describe('checkPincode', () => {
  it.each([
    ['', M.pincodeRequired],
    ['  ', M.pincodeRequired],
    ['33400a', M.pincodeDigits],
    ['334 001', M.pincodeDigits],
    ['-33400', M.pincodeDigits],
    ['33400', M.pincodeLength],
    ['3340011', M.pincodeLength],
    ['034001', M.pincodeLeadingZero],
  ])('%j → %s', (pincode, message) => {
    expect(checkPincode(pincode)).toBe(message);
  });

  it('accepts six digits, trimmed', () => {
    expect(checkPincode(' 334001 ')).toBeUndefined();
  });
});

describe('sub-types', () => {
  it('lists the spec sub-types per type', () => {
    expect(SUB_TYPES_BY_TYPE.residential).toEqual(RESIDENTIAL_SUB_TYPES);
    expect(SUB_TYPES_BY_TYPE.commercial).toEqual(COMMERCIAL_SUB_TYPES);
  });

  it('accepts a sub-type only within its type', () => {
    expect(isSubTypeOf('residential', 'flat')).toBe(true);
    expect(isSubTypeOf('commercial', 'flat')).toBe(false);
    expect(isSubTypeOf('commercial', 'warehouse')).toBe(true);
    expect(isSubTypeOf('residential', 'warehouse')).toBe(false);
    expect(isSubTypeOf('residential', 'other')).toBe(true);
    expect(isSubTypeOf('commercial', 'other')).toBe(true);
    expect(isSubTypeOf('', 'flat')).toBe(false);
  });
});

describe('isListingFieldShown', () => {
  it('shows bedrooms, bathrooms and balconies for residential only', () => {
    for (const field of ['bedrooms', 'bathrooms', 'balconies']) {
      expect(isListingFieldShown(field, context())).toBe(true);
      expect(isListingFieldShown(field, context({ type: 'commercial', subType: 'office' }))).toBe(false);
    }
  });

  it('hides floor details for house and farmhouse only', () => {
    for (const field of ['totalFloors', 'floorNumber']) {
      expect(isListingFieldShown(field, context({ subType: 'house' }))).toBe(false);
      expect(isListingFieldShown(field, context({ subType: ' farmhouse ' }))).toBe(false);
      expect(isListingFieldShown(field, context({ subType: 'flat' }))).toBe(true);
      expect(isListingFieldShown(field, context({ type: 'commercial', subType: 'commercial-land' }))).toBe(true);
    }
  });

  it('shows tenant preference for rent and pg, rent terms for rent only', () => {
    expect(isListingFieldShown('tenantPreference', context())).toBe(false);
    expect(isListingFieldShown('tenantPreference', context({ purpose: 'rent' }))).toBe(true);
    expect(isListingFieldShown('tenantPreference', context({ purpose: 'pg' }))).toBe(true);
    for (const field of [
      'securityDeposit',
      'additionalCharges',
      'agreementType',
      'agreementDuration',
      'noticePeriod',
      'brokerAllowed',
    ]) {
      expect(isListingFieldShown(field, context({ purpose: 'rent' }))).toBe(true);
      expect(isListingFieldShown(field, context({ purpose: 'sell' }))).toBe(false);
      expect(isListingFieldShown(field, context({ purpose: 'pg' }))).toBe(false);
    }
  });

  it('shows the furnishing panel for furnished and semi-furnished, parking spots unless none', () => {
    expect(isListingFieldShown('furnishingDetails', context({ furnishing: 'furnished' }))).toBe(true);
    expect(isListingFieldShown('furnishingDetails', context({ furnishing: 'semi-furnished' }))).toBe(true);
    expect(isListingFieldShown('furnishingDetails', context())).toBe(false);
    expect(isListingFieldShown('parkingSpots', context())).toBe(false);
    expect(isListingFieldShown('parkingSpots', context({ parking: 'covered' }))).toBe(true);
  });

  it('shows every other field always', () => {
    expect(isListingFieldShown('title', context())).toBe(true);
    expect(isListingFieldShown('plotArea', context({ type: 'commercial', subType: 'office' }))).toBe(true);
  });
});

describe('media references', () => {
  it.each([
    'https://example.com/a.jpg',
    'HTTP://example.com/a.jpg?w=800#x',
    'properties/abc/123.webp',
    'properties/a_b-c.d.png',
  ])('accepts %j', (value) => {
    expect(isListingMedia(value)).toBe(true);
  });

  it.each([
    '',
    'ftp://example.com/a.jpg',
    'https://',
    'https:// example.com',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '/images/a.jpg',
    'users/1/avatar.webp',
    'properties/../users/x',
    'properties//x',
    'properties/',
    'properties/a b.jpg',
    `https://example.com/${'a'.repeat(2048)}`,
  ])('refuses %j', (value) => {
    expect(isListingMedia(value)).toBe(false);
  });

  it('tells http(s) links and storage keys apart', () => {
    expect(isHttpUrl('https://x.in')).toBe(true);
    expect(isHttpUrl('properties/a.webp')).toBe(false);
    expect(isListingStorageKey('properties/a.webp')).toBe(true);
  });

  it('requires one to twenty valid images', () => {
    expect(checkImages([])).toBe(M.imagesRequired);
    expect(checkImages(['properties/a.webp'])).toBeUndefined();
    expect(checkImages(Array.from({ length: 20 }, (_, i) => `properties/${i}.webp`))).toBeUndefined();
    expect(checkImages(Array.from({ length: 21 }, (_, i) => `properties/${i}.webp`))).toBe(M.imagesTooMany);
    expect(checkImages(['properties/a.webp', 'nope'])).toBe(M.imageInvalid);
  });

  it('keeps the cover within the images', () => {
    expect(checkCoverImageIndex(0, 0)).toBeUndefined();
    expect(checkCoverImageIndex(0, 1)).toBeUndefined();
    expect(checkCoverImageIndex(2, 3)).toBeUndefined();
    expect(checkCoverImageIndex(3, 3)).toBe(M.coverImageInvalid);
    expect(checkCoverImageIndex(-1, 3)).toBe(M.coverImageInvalid);
    expect(checkCoverImageIndex(0.5, 3)).toBe(M.coverImageInvalid);
  });
});

describe('isIsoDate', () => {
  it.each(['2025-01-31', '2024-02-29'])('accepts %j', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });

  it.each(['2025-02-29', '2025-13-01', '2025-00-10', '2025-1-5', '05/01/2025', 'tomorrow', ''])(
    'refuses %j',
    (value) => {
      expect(isIsoDate(value)).toBe(false);
    },
  );
});

describe('checkFurnishingDetails', () => {
  it('accepts counters 0–99 and boolean checkboxes', () => {
    expect(checkFurnishingDetails({})).toBeUndefined();
    expect(checkFurnishingDetails({ lights: 0, fans: 4, ac: 99, sofa: true, fridge: false })).toBeUndefined();
  });

  it.each([{ lights: -1 }, { fans: 1.5 }, { ac: 100 }, { tv: true }, { sofa: 1 }, { jacuzzi: 1 }])(
    'refuses %j',
    (details) => {
      expect(checkFurnishingDetails(details)).toBe(M.furnishingDetails);
    },
  );
});
