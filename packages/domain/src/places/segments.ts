/**
 * Place pages (/rent/bikaner, /rent/bikaner/sadul-ganj): which segments there are, what each searches,
 * their addresses, and their words (heading, title and description) in English and Hindi.
 */

import { isOneOf } from '../enums/one-of.ts';
import { HOME_TABS, type HomeTab, homeTabPath } from '../enums.ts';
import type { Locale } from '../i18n/locales.ts';
import { type CappedCount, formatCount } from '../search/capped-count.ts';
import type { PageMeta } from '../site/page-meta.ts';

/**
 * The home tabs that scope a search: a place page lives under each (not under 'all', which is '/'), and
 * searches what its tab does (`searchScopeForTab` in mapping/search-query.ts: a purpose, or the commercial type).
 */
export const PLACE_SEGMENTS = HOME_TABS.filter((tab): tab is Exclude<HomeTab, 'all'> => tab !== 'all');
export type PlaceSegment = (typeof PLACE_SEGMENTS)[number];

export function isPlaceSegment(text: string): text is PlaceSegment {
  return isOneOf(PLACE_SEGMENTS, text);
}

/** A place: its city, and a locality of it for a locality page. */
export interface PlaceRef {
  segment: PlaceSegment;
  citySlug: string;
  localitySlug?: string | undefined;
}

/** The path of a place page; slugs in other scripts are percent-encoded, as a URL needs them. */
export function placePath({ segment, citySlug, localitySlug }: PlaceRef): string {
  const city = `/${segment}/${encodeURIComponent(citySlug)}`;
  return localitySlug ? `${city}/${encodeURIComponent(localitySlug)}` : city;
}

/**
 * The search page of a tab at a place: the place's page of that segment, or the tab's own page when there is
 * no place or the tab has no place pages ('all' searches everywhere, at '/').
 */
export function searchPagePath(tab: HomeTab, place?: { city: string; locality?: string | undefined }): string {
  return place && isPlaceSegment(tab)
    ? placePath({ segment: tab, citySlug: place.city, localitySlug: place.locality })
    : homeTabPath(tab);
}

/** A segment's words in English: the spec's language, with its plural. */
interface EnglishSegmentWords {
  /** The heading before ' in <place>'. */
  heading: string;
  /** One listing, several listings: for the count in the description. */
  one: string;
  many: string;
  /** What the description promises after the place. */
  promise: string;
}

const ENGLISH_WORDS: Record<PlaceSegment, EnglishSegmentWords> = {
  buy: {
    heading: 'Properties for sale',
    one: 'property for sale',
    many: 'properties for sale',
    promise: 'flats, houses, plots and villas with prices in lakhs and crores.',
  },
  rent: {
    heading: 'Flats and houses for rent',
    // The rent tab holds commercial rentals too (docs/product.md §2), so the count says properties.
    one: 'property for rent',
    many: 'properties for rent',
    promise: 'monthly rent, deposit and terms up front, from owners, builders and agents.',
  },
  pg: {
    heading: 'PG accommodations',
    one: 'PG accommodation',
    many: 'PG accommodations',
    promise: 'paying-guest rooms and co-living for students and working professionals.',
  },
  commercial: {
    heading: 'Commercial properties',
    one: 'commercial property',
    many: 'commercial properties',
    promise: 'offices, shops, warehouses and co-working spaces to buy or rent.',
  },
};

/**
 * A segment's words in Hindi (decision 028): the place comes first ('बीकानेर में …'), and the noun does not
 * change with the count ('1 प्रॉपर्टी', '24 प्रॉपर्टी'), so a count sits between what the listings are for and
 * what they are ('किराये के लिए 24 प्रॉपर्टी').
 */
interface HindiSegmentWords {
  heading: string;
  /** The words before the count ('किराये के लिए'), empty when the noun says it all ('24 पीजी आवास'). */
  purpose: string;
  noun: string;
  promise: string;
}

const HINDI_WORDS: Record<PlaceSegment, HindiSegmentWords> = {
  buy: {
    heading: 'बिक्री के लिए प्रॉपर्टी',
    purpose: 'बिक्री के लिए',
    noun: 'प्रॉपर्टी',
    promise: 'फ़्लैट, मकान, प्लॉट और विला, लाख और करोड़ में कीमतों के साथ।',
  },
  rent: {
    heading: 'किराये के लिए फ़्लैट और मकान',
    purpose: 'किराये के लिए',
    noun: 'प्रॉपर्टी',
    promise: 'मालिकों, बिल्डरों और एजेंटों की लिस्टिंग, मासिक किराया, जमा राशि और शर्तें पहले से।',
  },
  pg: {
    heading: 'पीजी आवास',
    purpose: '',
    noun: 'पीजी आवास',
    promise: 'विद्यार्थियों और कामकाजी लोगों के लिए पेइंग-गेस्ट कमरे और को-लिविंग।',
  },
  commercial: {
    heading: 'व्यावसायिक प्रॉपर्टी',
    purpose: '',
    noun: 'व्यावसायिक प्रॉपर्टी',
    promise: 'खरीदने या किराये पर लेने के लिए दफ़्तर, दुकानें, गोदाम और को-वर्किंग जगहें।',
  },
};

/** A place's display names: the city's, and the locality's on a locality page. */
export interface PlaceNames {
  city: string;
  locality?: string | undefined;
}

/** 'Bikaner', or 'Sadul Ganj, Bikaner' for a locality: names as the listings spell them, in either language. */
function placeName({ city, locality }: PlaceNames): string {
  return locality ? `${locality}, ${city}` : city;
}

/**
 * 'Flats and houses for rent in Bikaner', 'PG accommodations in Sadul Ganj, Bikaner';
 * in Hindi 'बीकानेर में किराये के लिए फ़्लैट और मकान'.
 */
export function placeHeading(segment: PlaceSegment, names: PlaceNames, locale: Locale = 'en'): string {
  return locale === 'hi'
    ? `${placeName(names)} में ${HINDI_WORDS[segment].heading}`
    : `${ENGLISH_WORDS[segment].heading} in ${placeName(names)}`;
}

/**
 * '24 properties for rent', '1 property for rent', 'No properties for rent', and '1,000+ properties for rent'
 * when the count stopped at the cap (as the search's '1,000+ Properties Found'); Indian grouping (1,00,000).
 * In Hindi 'किराये के लिए 24 प्रॉपर्टी', 'किराये के लिए कोई प्रॉपर्टी नहीं', '1,000+ पीजी आवास'.
 */
export function placeCountWords(
  segment: PlaceSegment,
  { count, countCapped }: CappedCount,
  locale: Locale = 'en',
): string {
  if (locale === 'hi') {
    const { purpose, noun } = HINDI_WORDS[segment];
    const counted = count === 0 ? `कोई ${noun} नहीं` : `${formatCount(count, countCapped)} ${noun}`;
    return purpose ? `${purpose} ${counted}` : counted;
  }
  const words = ENGLISH_WORDS[segment];
  if (count === 0) return `No ${words.many}`;
  return `${formatCount(count, countCapped)} ${count === 1 && !countCapped ? words.one : words.many}`;
}

/**
 * A place page's title and description in the page's language, unique per place and segment: the heading,
 * and the count with what the segment offers. With no listing the description does not boast a count of none.
 * The title holds no count, so it does not change with every new listing.
 */
export function placePageMeta(
  segment: PlaceSegment,
  names: PlaceNames,
  listings: CappedCount,
  locale: Locale,
): PageMeta {
  const where = placeName(names);
  const title = placeHeading(segment, names, locale);
  if (locale === 'hi') {
    const words = HINDI_WORDS[segment];
    const what = listings.count > 0 ? placeCountWords(segment, listings, locale) : words.heading;
    return { title, description: `${where} में ${what}: ${words.promise}` };
  }
  const words = ENGLISH_WORDS[segment];
  const lead =
    listings.count > 0 ? `${placeCountWords(segment, listings, locale)} in ${where}` : `${words.heading} in ${where}`;
  return { title, description: `${lead}: ${words.promise}` };
}
