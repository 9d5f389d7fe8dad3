import { describe, expect, it } from 'vitest';
import { listingFieldOfApiPath, toListingFieldErrors } from './api-field-errors.ts';
import { LISTING_FIELDS } from './schema.ts';

describe('listingFieldOfApiPath', () => {
  it('maps top-level fields to themselves', () => {
    expect(listingFieldOfApiPath('title')).toBe('title');
    expect(listingFieldOfApiPath('subType')).toBe('subType');
    expect(listingFieldOfApiPath('termsAccepted')).toBe('termsAccepted');
    expect(listingFieldOfApiPath('coverImageIndex')).toBe('coverImageIndex');
  });

  it('maps members of location, details and termsAndConditions to the wizard field of the same name', () => {
    expect(listingFieldOfApiPath('location.city')).toBe('city');
    expect(listingFieldOfApiPath('location.pincode')).toBe('pincode');
    expect(listingFieldOfApiPath('details.bedrooms')).toBe('bedrooms');
    expect(listingFieldOfApiPath('details.floorNumber')).toBe('floorNumber');
    expect(listingFieldOfApiPath('termsAndConditions.noticePeriod')).toBe('noticePeriod');
  });

  it('maps an item or member of a list or object field to the whole field', () => {
    expect(listingFieldOfApiPath('images.2')).toBe('images');
    expect(listingFieldOfApiPath('amenities.0')).toBe('amenities');
    expect(listingFieldOfApiPath('additionalCharges.water')).toBe('additionalCharges');
    expect(listingFieldOfApiPath('details.furnishingDetails')).toBe('furnishingDetails');
    expect(listingFieldOfApiPath('details.furnishingDetails.sofa')).toBe('furnishingDetails');
  });

  it('gives null where the form has no input', () => {
    expect(listingFieldOfApiPath('_')).toBeNull();
    expect(listingFieldOfApiPath('')).toBeNull();
    expect(listingFieldOfApiPath('location')).toBeNull();
    expect(listingFieldOfApiPath('details')).toBeNull();
    expect(listingFieldOfApiPath('priceInWords')).toBeNull();
    expect(listingFieldOfApiPath('location.constructor')).toBeNull();
    expect(listingFieldOfApiPath('toString')).toBeNull();
  });

  it('knows every wizard field by its own name', () => {
    for (const field of LISTING_FIELDS) expect(listingFieldOfApiPath(field)).toBe(field);
  });
});

describe('toListingFieldErrors', () => {
  it('places messages under their fields and keeps the rest apart', () => {
    expect(
      toListingFieldErrors({
        'location.city': 'City is required',
        'details.bedrooms': 'Number of bedrooms is required',
        details: 'Property details are required',
        _: 'Unknown field: views',
      }),
    ).toEqual({
      fieldErrors: { city: 'City is required', bedrooms: 'Number of bedrooms is required' },
      unplaced: ['Property details are required', 'Unknown field: views'],
    });
  });

  it('keeps the first message when several paths land on one field', () => {
    expect(toListingFieldErrors({ 'amenities.0': 'first', 'amenities.3': 'second' }).fieldErrors).toEqual({
      amenities: 'first',
    });
  });

  it('gives nothing for no fields', () => {
    expect(toListingFieldErrors({})).toEqual({ fieldErrors: {}, unplaced: [] });
  });
});
