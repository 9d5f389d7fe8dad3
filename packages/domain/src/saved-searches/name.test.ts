import { describe, expect, it } from 'vitest';
import { ENGLISH_LISTING_LABELS, type ListingLabels } from '../listing/labels.ts';
import { SAVED_SEARCH_NAME_MAX } from './limits.ts';
import { suggestSearchName } from './name.ts';
import { readSavedSearchUrl, type SavedSearchTarget } from './search-url.ts';

const target = (url: string): SavedSearchTarget => {
  const read = readSavedSearchUrl(url);
  if (!read) throw new Error(`${url} is not a results page`);
  return read;
};
const BIKANER = { city: 'Bikaner' };
const SADUL_GANJ = { city: 'Bikaner', locality: 'Sadul Ganj' };

describe('suggestSearchName in English', () => {
  it.each([
    [
      '/rent/bikaner?bedrooms=2&bedrooms=3&maxPrice=40000&subType=flat',
      BIKANER,
      '2–3 BHK flats for rent in Bikaner under ₹40,000',
    ],
    ['/', undefined, 'All properties'],
    ['/buy', undefined, 'Properties for sale'],
    ['/rent?bedrooms=2&furnishing=furnished', undefined, 'Furnished 2 BHK homes for rent'],
    ['/buy?bedrooms=3&bedrooms=4&bedrooms=5&minPrice=2000000', undefined, '3+ BHK homes for sale over ₹20 L'],
    ['/buy?bedrooms=1&bedrooms=3&bedrooms=5', undefined, '1, 3, 5+ BHK homes for sale'],
    ['/buy?minPrice=5000000&maxPrice=20000000', undefined, 'Properties for sale ₹50 L – ₹2 Cr'],
    // The top at the slider's end is open: not in the search, so not in the name.
    ['/buy?minPrice=5000000&maxPrice=10000000', undefined, 'Properties for sale over ₹50 L'],
    [
      '/pg/bikaner/sadul-ganj?q=near+college',
      SADUL_GANJ,
      'PG accommodations in Sadul Ganj, Bikaner matching “near college”',
    ],
    ['/pg?subType=flat', undefined, 'Flats for PG'],
    ['/pg/kota?tenant=women', { city: 'Kota' }, 'PG accommodations for single women in Kota'],
    ['/rent?bedrooms=2&tenant=men&tenant=family', undefined, '2 BHK homes for rent to families and single men'],
    ['/commercial?subType=shop&subType=office&subType=flat', undefined, 'Offices and shops'],
    ['/commercial', undefined, 'Commercial properties'],
    ['/rent?subType=flat&subType=house&subType=plot', undefined, 'Flats, houses and plots for rent'],
    // Filters a name leaves to the search itself still make it more than 'All properties'.
    ['/?amenities=lift', undefined, 'Properties'],
  ])('%s → %s', (url, place, expected) => {
    expect(suggestSearchName(target(url), place)).toBe(expected);
  });

  it(`stays within ${SAVED_SEARCH_NAME_MAX} characters, cut with an ellipsis`, () => {
    const long = { city: 'Bikaner', locality: 'A very long locality name that goes on and on past the limit' };
    const name = suggestSearchName(target('/rent/bikaner/a?bedrooms=2&maxPrice=40000'), long);
    expect(name.length).toBeLessThanOrEqual(SAVED_SEARCH_NAME_MAX);
    expect(name.startsWith('2 BHK homes for rent in A very long locality')).toBe(true);
    expect(name.endsWith('…')).toBe(true);
  });
});

describe('suggestSearchName in Hindi', () => {
  // The web passes its Hindi listing labels; these stand in for them.
  const hindiLabels: ListingLabels = {
    ...ENGLISH_LISTING_LABELS,
    FURNISHING_LABELS: { furnished: 'फ़र्निश्ड', 'semi-furnished': 'सेमी-फ़र्निश्ड', unfurnished: 'अनफ़र्निश्ड' },
  };

  it.each([
    [
      '/rent/bikaner?bedrooms=2&bedrooms=3&maxPrice=40000&subType=flat',
      { city: 'बीकानेर' },
      'बीकानेर में किराये के लिए 2–3 BHK फ़्लैट, ₹40,000 तक',
    ],
    ['/', undefined, 'सभी प्रॉपर्टी'],
    ['/rent?bedrooms=2&furnishing=furnished', undefined, 'किराये के लिए फ़र्निश्ड 2 BHK घर'],
    ['/buy?minPrice=2000000', undefined, 'बिक्री के लिए प्रॉपर्टी, ₹20 लाख से ऊपर'],
    ['/buy?minPrice=5000000&maxPrice=20000000', undefined, 'बिक्री के लिए प्रॉपर्टी, ₹50 लाख – ₹2 करोड़'],
    ['/pg?q=college', undefined, 'पीजी आवास (“college”)'],
    ['/pg/kota?tenant=women&maxPrice=8000', { city: 'कोटा' }, 'कोटा में पीजी आवास, अकेली महिलाओं के लिए, ₹8,000 तक'],
    ['/commercial?subType=shop&subType=office', undefined, 'ऑफ़िस और दुकानें'],
  ])('%s → %s', (url, place, expected) => {
    expect(suggestSearchName(target(url), place, 'hi', hindiLabels)).toBe(expected);
  });
});
