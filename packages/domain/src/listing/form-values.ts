import type { Property } from '../contract/responses.ts';
import { isOneOf } from '../enums/one-of.ts';
import { DEFAULT_AGREEMENT_DURATION, DEFAULT_NOTICE_PERIOD, PURPOSES, type Purpose } from '../enums.ts';
import type { LatLng } from '../places/lat-lng.ts';

import type { ListingFormValues } from './schema.ts';

/** 'non-digits stripped as typed' (docs/product.md §2 step 2): the pin code input keeps digits only. */
export function stripNonDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** The date input's value for a day in the person's own time zone (UTC would be yesterday before 05:30 IST). */
export function toDateInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A new listing's form (docs/product.md §3 'Form defaults'). The route's purpose (/list-property/rent) preselects it;
 * anything else, such as an id in the same route position, falls back to sell. Selects hold strings, so
 * the agreement duration and notice period are '12' and '1'.
 */
export function listingFormDefaults(routePurpose?: string, today: Date = new Date()): ListingFormValues {
  const purpose: Purpose = isOneOf(PURPOSES, routePurpose) ? routePurpose : 'sell';
  return {
    title: '',
    purpose,
    type: 'residential',
    subType: '',
    city: '',
    locality: '',
    subLocality: '',
    society: '',
    address: '',
    pincode: '',
    latitude: null,
    longitude: null,
    bedrooms: '',
    bathrooms: '',
    balconies: '',
    plotArea: '',
    builtUpArea: '',
    carpetArea: '',
    totalFloors: '',
    floorNumber: '',
    furnishing: 'unfurnished',
    furnishingDetails: {},
    age: '0-1',
    availability: toDateInputValue(today),
    tenantPreference: 'any',
    facing: 'east',
    images: [],
    coverImageIndex: 0,
    video: '',
    audioDescription: '',
    price: '',
    priceNegotiable: false,
    securityDeposit: '',
    additionalCharges: { electricity: false, water: false, maintenance: false },
    agreementType: 'any',
    agreementDuration: String(DEFAULT_AGREEMENT_DURATION),
    noticePeriod: String(DEFAULT_NOTICE_PERIOD),
    brokerAllowed: true,
    parking: 'none',
    parkingSpots: '',
    amenities: [],
    description: '',
    termsAccepted: false,
  };
}

const toText = (value: number | null | undefined) => (value == null ? '' : String(value));

/**
 * Edit mode's prefill (docs/product.md §4): every field from the stored listing, numbers turned to text, missing values
 * from the defaults. The terms box starts unticked because acceptance is asked again on every submit.
 */
export function toListingFormValues(
  // The edit answer carries the owner's pin; a listing without one (a card) prefills no pin.
  property: Property & { location: { pin?: LatLng | null } },
  today: Date = new Date(),
): ListingFormValues {
  const defaults = listingFormDefaults(property.purpose, today);
  const { details, location, termsAndConditions: terms } = property;
  return {
    ...defaults,
    title: property.title,
    type: property.type,
    subType: property.subType,
    city: location.city,
    locality: location.locality,
    subLocality: location.subLocality ?? '',
    society: location.society ?? '',
    address: location.address,
    pincode: location.pincode,
    latitude: location.pin?.lat ?? null,
    longitude: location.pin?.lng ?? null,
    bedrooms: toText(details.bedrooms),
    bathrooms: toText(details.bathrooms),
    balconies: toText(details.balconies),
    plotArea: toText(details.plotArea),
    builtUpArea: toText(details.builtUpArea),
    carpetArea: toText(details.carpetArea),
    totalFloors: toText(details.totalFloors),
    floorNumber: toText(details.floorNumber),
    furnishing: details.furnishing ?? defaults.furnishing,
    furnishingDetails: { ...details.furnishingDetails },
    age: details.age ?? defaults.age,
    availability: property.availability ?? '',
    tenantPreference: property.tenantPreference ?? defaults.tenantPreference,
    facing: details.facing ?? defaults.facing,
    images: [...property.images],
    coverImageIndex: property.coverImageIndex,
    video: property.video ?? '',
    audioDescription: property.audioDescription ?? '',
    price: toText(property.price),
    priceNegotiable: property.priceNegotiable,
    securityDeposit: toText(property.securityDeposit),
    additionalCharges: { ...property.additionalCharges },
    agreementType: property.agreementType,
    agreementDuration: toText(terms.agreementDuration ?? DEFAULT_AGREEMENT_DURATION),
    noticePeriod: toText(terms.noticePeriod ?? DEFAULT_NOTICE_PERIOD),
    brokerAllowed: property.brokerAllowed,
    parking: details.parking ?? defaults.parking,
    parkingSpots: toText(details.parkingSpots),
    amenities: [...property.amenities],
    description: property.description,
  };
}
