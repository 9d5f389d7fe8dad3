import {
  FOREIGN_UPLOAD_MESSAGE,
  LIST_SIGN_IN_MESSAGE,
  LISTING_MAX_LENGTHS,
  LISTING_MESSAGES as M,
  MAX_LISTING_IMAGES,
  LISTING_NUMBER_RULES as N,
  PROPERTY_NOT_FOUND_MESSAGE,
  TERMS_REQUIRED_TITLE,
} from '@aangan/domain';
import type { MessageId } from '@lingui/core';
import { useI18n } from '../../i18n/use-i18n';

type Words = readonly [id: MessageId, values?: Record<string, string>];

// Strings, as the domain writes them into its messages ('5000', not '5,000').
const atMost = (max: number) => ({ max: String(max) });

type RuleField =
  | 'bedrooms'
  | 'bathrooms'
  | 'plotArea'
  | 'builtUpArea'
  | 'carpetArea'
  | 'totalFloors'
  | 'floorNumber'
  | 'parkingSpots';

/** A number rule's own words, under `wizard.error.<field>.<kind>`, with the rule's limits as arguments. */
function ruleWords(field: RuleField, kinds: readonly ('below' | 'above' | 'whole')[]): [string, Words][] {
  const rule = N[field];
  const limits = { min: String(rule.min), max: String(rule.max) };
  return kinds.flatMap((kind) => {
    const message = rule[kind];
    return message === undefined ? [] : [[message, [`wizard.error.${field}.${kind}` as MessageId, limits]]];
  });
}

/**
 * The domain's listing messages (the wizard's checks and the API's 400 say the same English words), each with its
 * key in the wizard part, so a Hindi page says them in Hindi. Any other words the server sends are shown as they come.
 */
const WORDS = new Map<string, Words>([
  [M.titleRequired, ['wizard.error.titleRequired']],
  [M.titleTooLong, ['wizard.error.titleTooLong', atMost(LISTING_MAX_LENGTHS.title)]],
  [M.purposeRequired, ['wizard.error.purposeRequired']],
  [M.typeRequired, ['wizard.error.typeRequired']],
  [M.subTypeRequired, ['wizard.error.subTypeRequired']],
  [M.subTypeMismatch, ['wizard.error.subTypeMismatch']],
  [M.cityRequired, ['wizard.error.cityRequired']],
  [M.cityTooLong, ['wizard.error.cityTooLong', atMost(LISTING_MAX_LENGTHS.city)]],
  [M.localityRequired, ['wizard.error.localityRequired']],
  [M.localityTooLong, ['wizard.error.localityTooLong', atMost(LISTING_MAX_LENGTHS.locality)]],
  [M.subLocalityTooLong, ['wizard.error.subLocalityTooLong', atMost(LISTING_MAX_LENGTHS.subLocality)]],
  [M.societyTooLong, ['wizard.error.societyTooLong', atMost(LISTING_MAX_LENGTHS.society)]],
  [M.addressRequired, ['wizard.error.addressRequired']],
  [M.addressTooLong, ['wizard.error.addressTooLong', atMost(LISTING_MAX_LENGTHS.address)]],
  [M.pincodeRequired, ['wizard.error.pincodeRequired']],
  [M.pincodeDigits, ['wizard.error.pincodeDigits']],
  [M.pincodeLength, ['wizard.error.pincodeLength']],
  [M.pincodeLeadingZero, ['wizard.error.pincodeLeadingZero']],
  [M.mustBeNumber, ['wizard.error.mustBeNumber']],
  [M.bedroomsRequired, ['wizard.error.bedroomsRequired']],
  [M.bathroomsRequired, ['wizard.error.bathroomsRequired']],
  [M.plotAreaRequired, ['wizard.error.plotAreaRequired']],
  [M.builtUpAreaRequired, ['wizard.error.builtUpAreaRequired']],
  [M.carpetAreaRequired, ['wizard.error.carpetAreaRequired']],
  [M.floorNumberRequired, ['wizard.error.floorNumberRequired']],
  [M.floorAboveTotal, ['wizard.error.floorAboveTotal']],
  [M.balconiesChoice, ['wizard.error.balconiesChoice']],
  [M.furnishingRequired, ['wizard.error.furnishingRequired']],
  [M.furnishingDetails, ['wizard.error.furnishingDetails']],
  [M.ageRequired, ['wizard.error.ageRequired']],
  [M.facingRequired, ['wizard.error.facingRequired']],
  [M.availabilityInvalid, ['wizard.error.availabilityInvalid']],
  [M.tenantPreferenceRequired, ['wizard.error.tenantPreferenceRequired']],
  [M.priceRequired, ['wizard.error.priceRequired']],
  [M.priceNumber, ['wizard.error.priceNumber']],
  [M.priceNegative, ['wizard.error.priceNegative']],
  [M.priceWhole, ['wizard.error.priceWhole']],
  [M.priceTooLarge, ['wizard.error.priceTooLarge']],
  [M.depositNumber, ['wizard.error.depositNumber']],
  [M.depositNegative, ['wizard.error.depositNegative']],
  [M.depositWhole, ['wizard.error.depositWhole']],
  [M.depositTooLarge, ['wizard.error.depositTooLarge']],
  [M.agreementTypeRequired, ['wizard.error.agreementTypeRequired']],
  [M.agreementDurationChoice, ['wizard.error.agreementDurationChoice']],
  [M.noticePeriodChoice, ['wizard.error.noticePeriodChoice']],
  [M.parkingRequired, ['wizard.error.parkingRequired']],
  [M.amenityUnknown, ['wizard.error.amenityUnknown']],
  [M.descriptionRequired, ['wizard.error.descriptionRequired']],
  [M.descriptionTooLong, ['wizard.error.descriptionTooLong', atMost(LISTING_MAX_LENGTHS.description)]],
  [M.imagesRequired, ['wizard.error.imagesRequired']],
  [M.imagesTooMany, ['wizard.error.imagesTooMany', atMost(MAX_LISTING_IMAGES)]],
  [M.imageInvalid, ['wizard.error.imageInvalid']],
  [M.mediaInvalid, ['wizard.error.mediaInvalid']],
  [M.coverImageInvalid, ['wizard.error.coverImageInvalid']],
  [M.termsRequired, ['wizard.error.termsRequired']],
  [TERMS_REQUIRED_TITLE, ['wizard.toast.termsTitle']],
  // The number rules' words, made by the domain from each field's label and limits.
  ...ruleWords('bedrooms', ['below', 'above', 'whole']),
  ...ruleWords('bathrooms', ['below', 'above', 'whole']),
  ...ruleWords('plotArea', ['below', 'above']),
  ...ruleWords('builtUpArea', ['below', 'above']),
  ...ruleWords('carpetArea', ['below', 'above']),
  ...ruleWords('totalFloors', ['below', 'above', 'whole']),
  ...ruleWords('floorNumber', ['below', 'above', 'whole']),
  ...ruleWords('parkingSpots', ['below', 'above', 'whole']),
  // What the listing API answers a save with, beside its field messages.
  [LIST_SIGN_IN_MESSAGE, ['wizard.toast.signIn']],
  [FOREIGN_UPLOAD_MESSAGE, ['wizard.toast.foreignUpload']],
  [PROPERTY_NOT_FOUND_MESSAGE, ['wizard.toast.notFound']],
]);

/** The catalogue key (and its arguments) of a message the domain words in English; undefined for any other. */
export function listingMessageWords(message: string): Words | undefined {
  return WORDS.get(message);
}

/** A domain message in the page's language; words the wizard has no key for are shown as they come. */
export function useListingMessage() {
  const { t } = useI18n();
  return <T extends string | undefined>(message: T): T => {
    const words = message === undefined ? undefined : WORDS.get(message);
    return (words ? t(words[0], words[1]) : message) as T;
  };
}
