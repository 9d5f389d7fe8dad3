/**
 * Every message the listing form and the listing API show. The ones quoted in docs/product.md §5 'Listing schema' are
 * word for word; the rest are ours where the spec is silent.
 */

/** Longest accepted text per field, after trimming: generous for people, bounded for storage and search. */
export const LISTING_MAX_LENGTHS = {
  title: 120,
  city: 60,
  locality: 100,
  subLocality: 100,
  society: 100,
  address: 500,
  description: 5000,
  media: 2048,
} as const;

/** At most this many images per listing; the spec's minimum is 1 (§9). */
export const MAX_LISTING_IMAGES = 20;

export const LISTING_MESSAGES = {
  titleRequired: 'Property title is required',
  titleTooLong: `Property title must be at most ${LISTING_MAX_LENGTHS.title} characters`,
  purposeRequired: 'Choose whether you want to sell, rent out or offer a PG',
  typeRequired: 'Choose residential or commercial',
  subTypeRequired: 'Property sub-type is required',
  subTypeMismatch: 'Choose a sub-type from the list for this property type',
  cityRequired: 'City is required',
  cityTooLong: `City must be at most ${LISTING_MAX_LENGTHS.city} characters`,
  localityRequired: 'Locality is required',
  localityTooLong: `Locality must be at most ${LISTING_MAX_LENGTHS.locality} characters`,
  subLocalityTooLong: `Sub-locality must be at most ${LISTING_MAX_LENGTHS.subLocality} characters`,
  societyTooLong: `Society must be at most ${LISTING_MAX_LENGTHS.society} characters`,
  addressRequired: 'Complete address is required',
  addressTooLong: `Address must be at most ${LISTING_MAX_LENGTHS.address} characters`,
  pincodeRequired: 'Pin code is required',
  pincodeDigits: 'Pin code must contain only numbers',
  pincodeLength: 'Pin code must be 6 digits',
  pincodeLeadingZero: 'Pin code cannot start with 0',
  mustBeNumber: 'Must be a number',
  bedroomsRequired: 'Number of bedrooms is required',
  bathroomsRequired: 'Number of bathrooms is required',
  plotAreaRequired: 'Plot area is required',
  builtUpAreaRequired: 'Built-up area is required',
  carpetAreaRequired: 'Carpet area is required',
  floorNumberRequired: 'Floor number is required',
  floorAboveTotal: 'Floor number cannot be higher than total floors',
  balconiesChoice: 'Choose 0, 1, 2, 3 or More than 3 balconies',
  furnishingRequired: 'Choose the furnishing',
  furnishingDetails: 'Furnishing counts must be whole numbers from 0 to 99, and items must be from the list',
  ageRequired: 'Choose the age of the property',
  facingRequired: 'Choose the facing',
  availabilityInvalid: 'Available from must be a valid date',
  tenantPreferenceRequired: 'Choose a tenant preference',
  priceRequired: 'Price is required',
  priceNumber: 'Price must be a number',
  priceNegative: 'Price cannot be negative',
  priceWhole: 'Price must be in whole rupees',
  priceTooLarge: 'Price cannot be more than ₹1,00,000 crore',
  depositNumber: 'Security deposit must be a number',
  depositNegative: 'Security deposit cannot be negative',
  depositWhole: 'Security deposit must be in whole rupees',
  depositTooLarge: 'Security deposit cannot be more than ₹1,00,000 crore',
  agreementTypeRequired: 'Choose the agreement type',
  agreementDurationChoice: 'Agreement duration must be 6, 12, 24, 36 or 60 months',
  noticePeriodChoice: 'Notice period must be 1, 2 or 3 months',
  parkingRequired: 'Choose the parking',
  amenityUnknown: 'Choose amenities from the list',
  descriptionRequired: 'Description is required',
  descriptionTooLong: `Description must be at most ${LISTING_MAX_LENGTHS.description} characters`,
  imagesRequired: 'At least one property image is required',
  imagesTooMany: `You can add at most ${MAX_LISTING_IMAGES} images`,
  imageInvalid: 'Each image must be an uploaded image or a link starting with http:// or https://',
  mediaInvalid: 'Must be an uploaded file or a link starting with http:// or https://',
  coverImageInvalid: 'The cover image must be one of the listing images',
  termsRequired: 'You must accept the Terms & Conditions and Privacy Policy to proceed',
} as const;

/** Spec §8 'Edit not found' (after the toast title 'Error'); the API's 404 for a listing says the same. */
export const PROPERTY_NOT_FOUND_MESSAGE = 'Property not found. It may have been deleted.';

/** Spec §6: a guest who tries to list a property, as a toast title and description. */
const LIST_SIGN_IN_REQUIRED = {
  title: 'Authentication required',
  description: 'Please login to list a property',
} as const;

/** The API's 401 for a guest who sends a listing: the toast's title and description in one line. */
export const LIST_SIGN_IN_MESSAGE = `${LIST_SIGN_IN_REQUIRED.title}: ${LIST_SIGN_IN_REQUIRED.description}`;

/** A listing may carry only pictures uploaded from its poster's account (decision 009). */
export const FOREIGN_UPLOAD_MESSAGE = 'One of the pictures was not uploaded from your account. Please upload it again.';

/** The toast title shown with LISTING_MESSAGES.termsRequired at submit. */
export const TERMS_REQUIRED_TITLE = 'Terms & Conditions Required';
