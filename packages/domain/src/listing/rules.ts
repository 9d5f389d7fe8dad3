import { isOneOf } from '../enums/one-of.ts';
import {
  AMENITIES,
  COMMERCIAL_SUB_TYPES,
  FURNISHING_CHECKBOXES,
  FURNISHING_COUNTERS,
  type PropertyType,
  RESIDENTIAL_SUB_TYPES,
  type SubType,
} from '../enums.ts';
import { isImageIndex } from '../media/cover.ts';
import { isHttpUrl } from '../media/web-address.ts';
import { LISTING_MAX_LENGTHS, LISTING_MESSAGES as M, MAX_LISTING_IMAGES } from './messages.ts';

/**
 * Field rules shared by the wizard's form schema (text inputs) and the API schema (JSON numbers), so both
 * give the same verdict and the same words.
 */

export const SUB_TYPES_BY_TYPE: Record<PropertyType, readonly SubType[]> = {
  residential: RESIDENTIAL_SUB_TYPES,
  commercial: COMMERCIAL_SUB_TYPES,
};

/** Floor details are hidden for these sub-types (docs/product.md §2 step 3). */
const SUB_TYPES_WITHOUT_FLOORS: readonly SubType[] = ['house', 'farmhouse'];

export function isSubTypeOf(type: string, subType: string): boolean {
  return type === 'residential' || type === 'commercial' ? isOneOf(SUB_TYPES_BY_TYPE[type], subType) : false;
}

/** What decides which inputs the wizard shows. */
export interface ListingContext {
  purpose: string;
  type: string;
  subType: string;
  furnishing: string;
  parking: string;
}

/** Fields shown only in some contexts; every other field is always shown. */
const SHOWN_WHEN: Record<string, (context: ListingContext) => boolean> = {
  bedrooms: (c) => c.type === 'residential',
  bathrooms: (c) => c.type === 'residential',
  balconies: (c) => c.type === 'residential',
  totalFloors: (c) => !isOneOf(SUB_TYPES_WITHOUT_FLOORS, c.subType.trim()),
  floorNumber: (c) => !isOneOf(SUB_TYPES_WITHOUT_FLOORS, c.subType.trim()),
  furnishingDetails: (c) => c.furnishing === 'furnished' || c.furnishing === 'semi-furnished',
  tenantPreference: (c) => c.purpose === 'rent' || c.purpose === 'pg',
  // The spec calls these 'Rent only', apart from tenant preference which is 'rent or pg'.
  securityDeposit: (c) => c.purpose === 'rent',
  additionalCharges: (c) => c.purpose === 'rent',
  agreementType: (c) => c.purpose === 'rent',
  agreementDuration: (c) => c.purpose === 'rent',
  noticePeriod: (c) => c.purpose === 'rent',
  brokerAllowed: (c) => c.purpose === 'rent',
  parkingSpots: (c) => c.parking !== 'none',
};

/**
 * One visibility rule for the wizard's inputs and both schemas: a hidden input is never required, its value
 * is ignored, and the API stores a neutral value for it. This is how the large Indian portals treat a
 * question that does not apply (no floor number for an independent house, no bedrooms for a shop).
 */
export function isListingFieldShown(field: string, context: ListingContext): boolean {
  return SHOWN_WHEN[field]?.(context) ?? true;
}

export interface TextRule {
  required?: string;
  max: number;
  tooLong: string;
}

export const LISTING_TEXT_RULES = {
  title: { required: M.titleRequired, max: LISTING_MAX_LENGTHS.title, tooLong: M.titleTooLong },
  city: { required: M.cityRequired, max: LISTING_MAX_LENGTHS.city, tooLong: M.cityTooLong },
  locality: { required: M.localityRequired, max: LISTING_MAX_LENGTHS.locality, tooLong: M.localityTooLong },
  subLocality: { max: LISTING_MAX_LENGTHS.subLocality, tooLong: M.subLocalityTooLong },
  society: { max: LISTING_MAX_LENGTHS.society, tooLong: M.societyTooLong },
  address: { required: M.addressRequired, max: LISTING_MAX_LENGTHS.address, tooLong: M.addressTooLong },
  description: { required: M.descriptionRequired, max: LISTING_MAX_LENGTHS.description, tooLong: M.descriptionTooLong },
} satisfies Record<string, TextRule>;

/** Text is judged after trimming, so whitespace alone counts as missing. */
export function checkText(value: string, rule: TextRule): string | undefined {
  const text = value.trim();
  if (text === '') return rule.required;
  return text.length > rule.max ? rule.tooLong : undefined;
}

export function checkPincode(value: string): string | undefined {
  const pincode = value.trim();
  if (pincode === '') return M.pincodeRequired;
  if (!/^\d+$/.test(pincode)) return M.pincodeDigits;
  if (pincode.length !== 6) return M.pincodeLength;
  return pincode.startsWith('0') ? M.pincodeLeadingZero : undefined;
}

export interface NumberRule {
  required?: string;
  number: string;
  integer: boolean;
  min: number;
  max: number;
  below: string;
  above: string;
  whole?: string;
}

function countRule(label: string, min: number, max: number, required?: string): NumberRule {
  const below = min === 0 ? `${label} cannot be negative` : `${label} must be at least ${min}`;
  const above = `${label} must be at most ${max}`;
  return {
    required,
    number: M.mustBeNumber,
    integer: true,
    min,
    max,
    below,
    above,
    whole: `${label} must be a whole number`,
  };
}

function areaRule(label: string, min: number, required: string): NumberRule {
  const below = min === 0 ? `${label} cannot be negative` : `${label} must be at least ${min} sq.ft`;
  return {
    required,
    number: M.mustBeNumber,
    integer: false,
    min,
    max: MAX_AREA,
    below,
    above: `${label} is too large`,
  };
}

function rupeeRule(messages: { number: string; below: string; whole: string; above: string }, required?: string) {
  return { required, integer: true, min: 0, max: MAX_RUPEES, ...messages } satisfies NumberRule;
}

/** 10^9 sq.ft is about 23,000 acres: beyond any one listing, short of overflow. */
export const MAX_AREA = 1_000_000_000;
/** ₹1,00,000 crore: far above any property, well inside exact integers. */
export const MAX_RUPEES = 1_000_000_000_000;

export const LISTING_NUMBER_RULES = {
  bedrooms: countRule('Number of bedrooms', 1, 50, M.bedroomsRequired),
  bathrooms: countRule('Number of bathrooms', 1, 50, M.bathroomsRequired),
  balconies: {
    ...countRule('Balconies', 0, 4),
    below: M.balconiesChoice,
    above: M.balconiesChoice,
    whole: M.balconiesChoice,
  },
  // 0 is allowed so a flat can say 'no plot' and a plot 'nothing built' while both stay required (docs/product.md §5).
  plotArea: areaRule('Plot area', 0, M.plotAreaRequired),
  builtUpArea: areaRule('Built-up area', 0, M.builtUpAreaRequired),
  carpetArea: areaRule('Carpet area', 1, M.carpetAreaRequired),
  totalFloors: countRule('Total floors', 1, 200),
  // 0 is the ground floor; -1 and -2 are the upper and lower basements shops and offices use.
  floorNumber: {
    ...countRule('Floor number', -2, 200, M.floorNumberRequired),
    below: 'Floor number must be -2 or higher',
  },
  parkingSpots: countRule('Parking spots', 1, 100),
  price: rupeeRule(
    { number: M.priceNumber, below: M.priceNegative, whole: M.priceWhole, above: M.priceTooLarge },
    M.priceRequired,
  ),
  securityDeposit: rupeeRule({
    number: M.depositNumber,
    below: M.depositNegative,
    whole: M.depositWhole,
    above: M.depositTooLarge,
  }),
} satisfies Record<string, NumberRule>;

export type NumberField = keyof typeof LISTING_NUMBER_RULES;

export function checkNumber(value: number, rule: NumberRule): string | undefined {
  if (Number.isNaN(value)) return rule.number;
  if (value < rule.min) return rule.below;
  if (value > rule.max) return rule.above;
  return rule.integer && !Number.isInteger(value) ? rule.whole : undefined;
}

/**
 * A number typed into a text input: '' → null (missing); plain decimals only, with Indian digit-group
 * commas allowed ('12,50,000'); anything else ('1e3', '0x10', '12abc') → NaN. Digits too many for a float
 * give Infinity, which the range check reports as too large rather than 'not a number'.
 */
export function parseNumberText(value: string | number): number | null {
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  const text = value.trim().replaceAll(',', '');
  if (text === '') return null;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

export function checkNumberText(value: string | number, rule: NumberRule, isRequired: boolean): string | undefined {
  const number = parseNumberText(value);
  if (number === null) return isRequired ? rule.required : undefined;
  return checkNumber(number, rule);
}

/** A key the storage driver wrote under properties/, never climbing out of it. */
export function isListingStorageKey(value: string): boolean {
  return /^properties\/[\w.\-/]+$/.test(value) && !value.split('/').some((part) => part === '..' || part === '');
}

/** An image or other media reference a listing may hold: an uploaded key or an http(s) link. */
export function isListingMedia(value: string): boolean {
  return value.length <= LISTING_MAX_LENGTHS.media && (isListingStorageKey(value) || isHttpUrl(value));
}

export function checkImages(images: readonly string[]): string | undefined {
  if (images.length === 0) return M.imagesRequired;
  if (images.length > MAX_LISTING_IMAGES) return M.imagesTooMany;
  return images.every(isListingMedia) ? undefined : M.imageInvalid;
}

/** With no images the images message already says what to do, so the cover is not reported too. */
export function checkCoverImageIndex(index: number, imageCount: number): string | undefined {
  if (imageCount === 0) return undefined;
  return isImageIndex(index, imageCount) ? undefined : M.coverImageInvalid;
}

/** A calendar date as the date input gives it (YYYY-MM-DD). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function checkAmenities(amenities: readonly string[]): string | undefined {
  return amenities.every((amenity) => isOneOf(AMENITIES, amenity)) ? undefined : M.amenityUnknown;
}

const MAX_FURNISHING_COUNT = 99;

/** Counters are whole numbers 0–99, checkboxes booleans, and no other items. */
export function checkFurnishingDetails(details: Record<string, unknown>): string | undefined {
  const isValid = Object.entries(details).every(([item, value]) => {
    if (isOneOf(FURNISHING_CHECKBOXES, item)) return typeof value === 'boolean';
    if (!isOneOf(FURNISHING_COUNTERS, item)) return false;
    return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_FURNISHING_COUNT;
  });
  return isValid ? undefined : M.furnishingDetails;
}
