import { z } from 'zod';
import {
  AGES,
  AGREEMENT_DURATIONS,
  AGREEMENT_TYPES,
  AMENITIES,
  FACINGS,
  FURNISHINGS,
  NOTICE_PERIODS,
  PARKING_OPTIONS,
  PROPERTY_TYPES,
  PURPOSES,
  TENANT_PREFERENCES,
} from '../enums.ts';
import { COORDINATE_MESSAGES as C, checkMapPin } from '../places/map-pin.ts';
import { priceInWords } from '../price/words.ts';
import { LISTING_MESSAGES as M } from './messages.ts';
import {
  checkCoverImageIndex,
  checkFurnishingDetails,
  checkImages,
  checkNumber,
  isIsoDate,
  isListingFieldShown,
  isSubTypeOf,
  LISTING_NUMBER_RULES as N,
  type NumberRule,
  LISTING_TEXT_RULES as T,
} from './rules.ts';
import { choice, flag, media, number, optionalText, pincodeSchema, strict, text } from './server-fields.ts';

export { SERVER_OWNED_LISTING_FIELDS, serverOwnedFieldMessage } from './server-fields.ts';

/**
 * The listing the API accepts (POST /api/properties, PATCH /api/properties/:id): the spec's camelCase app
 * shape with JSON numbers, checked by the same rules and words as the wizard, normalized for storage.
 */

const locationSchema = strict(
  {
    city: text(T.city),
    locality: text(T.locality),
    subLocality: optionalText(T.subLocality),
    society: optionalText(T.society),
    address: text(T.address),
    pincode: pincodeSchema,
    // The owner's map pin (decision 036): both or neither, inside India (checkAcrossFields).
    latitude: z.number({ error: C.latitudeNumber }).nullish(),
    longitude: z.number({ error: C.longitudeNumber }).nullish(),
  },
  'Location details are required',
);

const detailsSchema = strict(
  {
    bedrooms: number(N.bedrooms).nullish(),
    bathrooms: number(N.bathrooms).nullish(),
    balconies: number(N.balconies).nullish(),
    plotArea: number(N.plotArea),
    builtUpArea: number(N.builtUpArea),
    carpetArea: number(N.carpetArea),
    totalFloors: number(N.totalFloors).nullish(),
    floorNumber: number(N.floorNumber).nullish(),
    parkingSpots: number(N.parkingSpots).nullish(),
    furnishing: z.enum(FURNISHINGS, { error: M.furnishingRequired }),
    furnishingDetails: z
      .record(z.string(), z.union([z.number(), z.boolean()]), { error: M.furnishingDetails })
      .refine((details) => checkFurnishingDetails(details) === undefined, M.furnishingDetails)
      .optional(),
    age: z.enum(AGES, { error: M.ageRequired }).nullish(),
    facing: z.enum(FACINGS, { error: M.facingRequired }).nullish(),
    parking: z.enum(PARKING_OPTIONS, { error: M.parkingRequired }).nullish(),
  },
  'Property details are required',
);

const additionalChargesSchema = strict(
  { electricity: flag(), water: flag(), maintenance: flag() },
  'Additional charges must be yes or no for electricity, water and maintenance',
);

const termsSchema = strict(
  {
    agreementDuration: choice(AGREEMENT_DURATIONS, M.agreementDurationChoice),
    noticePeriod: choice(NOTICE_PERIODS, M.noticePeriodChoice),
  },
  'Terms must give the agreement duration and notice period',
);

const listingShape = {
  title: text(T.title),
  purpose: z.enum(PURPOSES, { error: M.purposeRequired }),
  type: z.enum(PROPERTY_TYPES, { error: M.typeRequired }),
  subType: z
    .string({ error: M.subTypeRequired })
    .transform((value) => value.trim())
    .refine((value) => value !== '', M.subTypeRequired),
  description: text(T.description),
  price: number(N.price),
  priceNegotiable: flag(),
  securityDeposit: number(N.securityDeposit).nullish(),
  additionalCharges: additionalChargesSchema.optional(),
  agreementType: z.enum(AGREEMENT_TYPES, { error: M.agreementTypeRequired }).optional(),
  brokerAllowed: flag(),
  availability: z
    .string({ error: M.availabilityInvalid })
    .refine((value) => value === '' || isIsoDate(value), M.availabilityInvalid)
    .transform((value) => (value === '' ? null : value))
    .nullish(),
  tenantPreference: z.enum(TENANT_PREFERENCES, { error: M.tenantPreferenceRequired }).nullish(),
  images: z.array(z.string(), { error: M.imagesRequired }).superRefine((images, ctx) => {
    const message = checkImages(images);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
  coverImageIndex: z.number({ error: M.coverImageInvalid }).optional(),
  video: media(M.mediaInvalid),
  audioDescription: media(M.mediaInvalid),
  amenities: z.array(z.enum(AMENITIES, { error: M.amenityUnknown }), { error: M.amenityUnknown }).optional(),
  location: locationSchema,
  details: detailsSchema,
  termsAndConditions: termsSchema.optional(),
  // The wizard's terms box, checked again here so no client can skip it.
  termsAccepted: z.literal(true, { error: M.termsRequired }),
};

/** Details required only where the wizard shows their input. */
const REQUIRED_WHEN_SHOWN = {
  bedrooms: M.bedroomsRequired,
  bathrooms: M.bathroomsRequired,
  floorNumber: M.floorNumberRequired,
} as const;

type ListingShapeOutput = z.output<z.ZodObject<typeof listingShape>>;

/** Rules that need more than one field: required-when-shown, sub-type within type, floor within building. */
function checkAcrossFields(listing: ListingShapeOutput, ctx: z.RefinementCtx): void {
  const { details } = listing;
  const context = { ...listing, furnishing: details.furnishing, parking: details.parking ?? 'none' };
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  // Fields that failed their own check reach here as sent; each cross-field rule waits for valid values.
  const subType = listing.subType.trim();
  if (subType !== '' && !isSubTypeOf(listing.type, subType)) issue(['subType'], M.subTypeMismatch);
  for (const [field, message] of Object.entries(REQUIRED_WHEN_SHOWN)) {
    const value = details[field as keyof typeof REQUIRED_WHEN_SHOWN];
    if (value == null && isListingFieldShown(field, context)) issue(['details', field], message);
  }
  const { floorNumber, totalFloors } = details;
  const isValid = (value: number | null | undefined, rule: NumberRule): value is number =>
    value != null && checkNumber(value, rule) === undefined;
  if (isValid(floorNumber, N.floorNumber) && isValid(totalFloors, N.totalFloors) && floorNumber > totalFloors) {
    issue(['details', 'floorNumber'], M.floorAboveTotal);
  }
  if (listing.tenantPreference == null && isListingFieldShown('tenantPreference', context)) {
    issue(['tenantPreference'], M.tenantPreferenceRequired);
  }
  const coverMessage = checkCoverImageIndex(listing.coverImageIndex ?? 0, listing.images.length);
  if (coverMessage) issue(['coverImageIndex'], coverMessage);
  const pin = checkMapPin(listing.location.latitude, listing.location.longitude);
  if (pin.latitude) issue(['location', 'latitude'], pin.latitude);
  if (pin.longitude) issue(['location', 'longitude'], pin.longitude);
}

/** Hidden fields get neutral values, so editing a rent listing into a sale clears its rent terms. */
function normalizeListing(listing: ListingShapeOutput) {
  const { details, location } = listing;
  const context = { ...listing, furnishing: details.furnishing, parking: details.parking ?? 'none' };
  const shown = <V, F>(field: string, value: V, fallback: F): V | F =>
    isListingFieldShown(field, context) ? value : fallback;
  const charges = listing.additionalCharges;
  return {
    title: listing.title,
    purpose: listing.purpose,
    type: listing.type,
    subType: listing.subType,
    description: listing.description,
    price: listing.price,
    priceInWords: priceInWords(listing.price),
    priceNegotiable: listing.priceNegotiable ?? false,
    securityDeposit: shown('securityDeposit', listing.securityDeposit ?? null, null),
    additionalCharges: shown(
      'additionalCharges',
      {
        electricity: charges?.electricity ?? false,
        water: charges?.water ?? false,
        maintenance: charges?.maintenance ?? false,
      },
      { electricity: false, water: false, maintenance: false },
    ),
    agreementType: shown('agreementType', listing.agreementType ?? 'any', 'any' as const),
    brokerAllowed: shown('brokerAllowed', listing.brokerAllowed ?? true, true),
    availability: listing.availability ?? null,
    tenantPreference: shown('tenantPreference', listing.tenantPreference ?? null, null),
    images: listing.images,
    coverImageIndex: listing.coverImageIndex ?? 0,
    video: listing.video ?? null,
    audioDescription: listing.audioDescription ?? null,
    amenities: [...new Set(listing.amenities ?? [])],
    location: {
      ...location,
      subLocality: location.subLocality ?? null,
      society: location.society ?? null,
      latitude: location.latitude ?? null,
      longitude: location.longitude ?? null,
    },
    details: {
      bedrooms: shown('bedrooms', details.bedrooms ?? null, null),
      bathrooms: shown('bathrooms', details.bathrooms ?? null, null),
      balconies: shown('balconies', details.balconies ?? null, null),
      plotArea: details.plotArea,
      builtUpArea: details.builtUpArea,
      carpetArea: details.carpetArea,
      totalFloors: shown('totalFloors', details.totalFloors ?? null, null),
      floorNumber: shown('floorNumber', details.floorNumber ?? null, null),
      parkingSpots: shown('parkingSpots', details.parkingSpots ?? null, null),
      furnishing: details.furnishing,
      furnishingDetails: shown('furnishingDetails', details.furnishingDetails ?? {}, {}),
      age: details.age ?? null,
      facing: details.facing ?? null,
      parking: details.parking ?? null,
    },
    termsAndConditions: {
      agreementDuration: shown('agreementDuration', listing.termsAndConditions?.agreementDuration ?? null, null),
      noticePeriod: shown('noticePeriod', listing.termsAndConditions?.noticePeriod ?? null, null),
    },
  };
}

/**
 * POST and PATCH body: unknown and server-owned fields are refused, each by name. A PATCH sends the whole
 * listing again, not a part: the wizard always sends every field, and the cross-field rules (sub-type
 * within type, fields required by type, rent terms cleared for a sale) can only be judged on a whole
 * listing; a partial patch would need the stored row merged in first.
 */
export const listingCreateSchema = strict(listingShape, 'The listing must be a JSON object')
  .superRefine(checkAcrossFields)
  .transform(normalizeListing);

/** What a client sends. */
export type ListingInput = z.input<typeof listingCreateSchema>;
/** What the server stores: numbers, trimmed text, neutral values for hidden fields, price in words. */
export type ListingCreate = z.output<typeof listingCreateSchema>;
