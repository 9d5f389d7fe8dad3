import {
  additionalChargesValue,
  availabilityLabel,
  detailFacts,
  ENGLISH_DETAIL_WORDS,
  ENGLISH_LISTING_LABELS,
  floorValue,
  LEADS_MESSAGES,
  NO_AMENITIES_MESSAGE,
  NO_TERMS_MESSAGE,
  PROPERTY_ACTION_MESSAGES,
  parkingValue,
  REPORT_MESSAGES,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  termsFacts,
  VERIFICATION_CHECKS,
  VERIFIED_TAG_LIMIT,
  type VerificationCheck,
  verificationExplanation,
} from '@aangan/domain';
import { describe, expect, it } from 'vitest';
import { englishI18n } from '../../i18n/i18n';
import english from '../../i18n/locales/en/property.json';
import { detailWords } from './detail-words';
import { explanationWords } from './explanation-words';
import { REASON_KEYS, REPORT_ERROR_KEYS } from './report-words';
import { makeDetail } from './test-utils';

const words = english as Record<string, string>;
const t = englishI18n._.bind(englishI18n);

// The server and the domain's own tests say these words; the page's English says the same.
describe('the detail page says in English what the domain says', () => {
  const built = detailWords(t, 'en', ENGLISH_LISTING_LABELS);

  it('builds the facts tabs with the domain’s English words', () => {
    expect(built.rows).toEqual(ENGLISH_DETAIL_WORDS.rows);
    for (const key of ['availableNow', 'ground', 'upperBasement', 'lowerBasement', 'none'] as const)
      expect(built[key]).toBe(ENGLISH_DETAIL_WORDS[key]);
    for (const key of ['negotiable', 'allowed', 'notAllowed', 'includedInRent', 'and'] as const)
      expect(built[key]).toBe(ENGLISH_DETAIL_WORDS[key]);
    expect(built.charges).toEqual(ENGLISH_DETAIL_WORDS.charges);
    for (const count of [1, 2, 5, 40]) {
      expect(built.spots(count)).toBe(ENGLISH_DETAIL_WORDS.spots(count));
      expect(built.floorsInTotal(count)).toBe(ENGLISH_DETAIL_WORDS.floorsInTotal(count));
    }
    expect(floorValue(3, 10, built)).toBe(floorValue(3, 10));
    expect(availabilityLabel('2026-12-01', '2026-06-15', built)).toBe(availabilityLabel('2026-12-01', '2026-06-15'));
    expect(parkingValue('open', 1, built)).toBe(parkingValue('open', 1));
    for (const electricity of [true, false])
      for (const water of [true, false]) {
        const charges = { electricity, water, maintenance: !water };
        expect(additionalChargesValue(charges, built)).toBe(additionalChargesValue(charges));
      }
  });

  it('gives a listing the same English rows as the domain', () => {
    const rent = makeDetail({
      purpose: 'rent',
      securityDeposit: 0,
      priceNegotiable: true,
      termsAndConditions: { agreementDuration: 24, noticePeriod: 1, brokerAllowed: true },
    });
    expect(detailFacts(rent, '2026-06-15', built)).toEqual(detailFacts(rent, '2026-06-15'));
    expect(termsFacts(rent, built)).toEqual(termsFacts(rent));
  });

  it('says there are no amenities or terms as the domain does', () => {
    expect(words['property.facts.noAmenities']).toBe(NO_AMENITIES_MESSAGE);
    expect(words['property.facts.noTerms']).toBe(NO_TERMS_MESSAGE);
  });

  it('names the report reasons as the team’s console and mails do', () => {
    for (const reason of REPORT_REASONS) expect(t(REASON_KEYS[reason])).toBe(REPORT_REASON_LABELS[reason]);
  });

  it('says the report checks’ messages and the thanks in the domain’s words', () => {
    for (const [message, id] of REPORT_ERROR_KEYS) expect(t(id, { max: '1,000' })).toBe(message);
    expect(words['property.report.sent']).toBe(REPORT_MESSAGES.sent);
  });

  it('tells the seeker what the owner sees as the leads do', () => {
    expect(words['property.contact.seekerNotice']).toBe(LEADS_MESSAGES.seekerNotice);
    expect(words['property.contact.rateLimited']).toBe(PROPERTY_ACTION_MESSAGES.contactRateLimited);
  });

  it('explains the Verified badge in the domain’s words', () => {
    const words = explanationWords(t, 'en');
    const verifiedAt = '2026-11-12T06:30:00.000Z';
    const checkLists: VerificationCheck[][] = [
      [],
      ['identityDocument'],
      ['authorityDocument', 'videoWalkthrough'],
      [...VERIFICATION_CHECKS],
    ];
    for (const checks of checkLists)
      expect(verificationExplanation({ checks, verifiedAt }, words)).toBe(
        verificationExplanation({ checks, verifiedAt }),
      );
    expect(t('property.verification.limit')).toBe(VERIFIED_TAG_LIMIT);
  });
});
