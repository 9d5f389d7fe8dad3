import catalogues from 'virtual:messages/all';
import { ENGLISH_LISTING_LABELS, LISTING_LABEL_TABLES, listingKeyFacts } from '@aangan/domain';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { catalogueKeyOf, listingWordsOf } from './listing-words';
import english from './locales/en/listing.json';

const hindi = listingWordsOf(setupI18n({ locale: 'hi', messages: { hi: catalogues.hi } }));
const flat = {
  type: 'residential' as const,
  subType: 'flat',
  details: { bedrooms: 3, carpetArea: 1250, builtUpArea: null, plotArea: null },
};

describe('the words that describe a listing', () => {
  it('are in English exactly the domain’s words, which the server and the mails say', () => {
    const words = english as Record<string, string>;
    for (const [table, labels] of Object.entries(LISTING_LABEL_TABLES))
      for (const [key, label] of Object.entries(labels))
        expect(words[`${catalogueKeyOf(table as keyof typeof LISTING_LABEL_TABLES)}.${key}`]).toBe(label);
  });

  it('name every label of every table in Hindi', () => {
    for (const [table, labels] of Object.entries(LISTING_LABEL_TABLES))
      expect(Object.keys(hindi[table as keyof typeof LISTING_LABEL_TABLES])).toEqual(Object.keys(labels));
    expect(hindi.SUB_TYPE_LABELS.flat).toBe('फ़्लैट/अपार्टमेंट');
    expect(hindi.AMENITY_LABELS.lift).toBe('लिफ़्ट');
  });

  it('describe a card’s key facts in the page’s language, Indian digit grouping in both', () => {
    expect(listingKeyFacts(flat, ENGLISH_LISTING_LABELS)).toEqual(['3 BHK', '1,250 sq.ft', 'Flat/Apartment']);
    expect(listingKeyFacts({ ...flat, details: { ...flat.details, carpetArea: 125000 } }, hindi)).toEqual([
      '3 BHK',
      '1,25,000 वर्ग फ़ुट',
      'फ़्लैट/अपार्टमेंट',
    ]);
  });

  it('say a rent agreement’s length as years when it is whole years, in Hindi too', () => {
    expect(hindi.monthsLabel(1)).toBe('1 महीना');
    expect(hindi.monthsLabel(6)).toBe('6 महीने');
    expect(hindi.monthsLabel(12)).toBe('1 साल');
    expect(hindi.monthsLabel(36)).toBe('3 साल');
    expect(ENGLISH_LISTING_LABELS.monthsLabel(24)).toBe('2 years');
  });
});
