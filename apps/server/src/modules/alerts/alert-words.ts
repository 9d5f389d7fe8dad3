import {
  ENGLISH_LISTING_LABELS,
  formatIndianNumber,
  isSubType,
  type ListingLabels,
  SUB_TYPE_LABELS,
} from '@aangan/domain';
import type { MailMessageId, MailWords } from '../../mail/mail-words.ts';

/**
 * The listing words an alert mail needs (sub-type, BHK, area) in the reader's language, as ListingLabels for
 * listingKeyFacts. They are the mail catalogue's own (mail.alert.*), not the web's `listing` part, which the
 * server does not import; alert-words.test.ts holds them equal to the web's, word for word (decision 029).
 * The tables listingKeyFacts does not read stay English: nothing in the mail shows them.
 */
export function alertListingLabels(words: MailWords): ListingLabels {
  const subTypes = Object.fromEntries(
    Object.keys(SUB_TYPE_LABELS)
      .filter(isSubType)
      .map((subType) => [subType, words.t(`mail.alert.subType.${subType}` as MailMessageId)]),
  ) as ListingLabels['SUB_TYPE_LABELS'];
  return {
    ...ENGLISH_LISTING_LABELS,
    SUB_TYPE_LABELS: subTypes,
    bhkLabel: (bedrooms) => words.t('mail.alert.bhk', { bedrooms }),
    formatArea: (squareFeet) => words.t('mail.alert.area', { area: formatIndianNumber(squareFeet) }),
  };
}
