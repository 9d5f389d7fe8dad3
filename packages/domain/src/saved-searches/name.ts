/**
 * The name a saved search is offered (decision 029): what it searches, in the page's language —
 * 'Furnished 2–3 BHK flats for rent in Bikaner under ₹40,000', 'बीकानेर में किराये के लिए 2–3 BHK फ़्लैट, ₹40,000 तक'.
 * Built from the query the search runs (savedSearchQuery), so it names what is searched: a sub-type of the
 * other property type or a budget open at the top is not in the search, so not in the name either.
 */

import type { FilterPurpose, FilterSubType, Furnishing, SeekerTenant } from '../enums.ts';
import type { Locale } from '../i18n/locales.ts';
import { ENGLISH_LISTING_LABELS, type ListingLabels } from '../listing/labels.ts';
import type { PlaceNames } from '../places/segments.ts';
import { formatCardPrice } from '../price/format.ts';
import { BEDROOM_OPTIONS, splitRoomCounts } from '../search/options.ts';
import { SAVED_SEARCH_NAME_MAX } from './limits.ts';
import { type SavedSearchTarget, savedSearchQuery } from './search-url.ts';

/** The parts of a name, each already in words; the language's `compose` puts them in its order. */
interface SearchNameParts {
  /** 'Furnished', from the listing labels; absent unless exactly one furnishing is chosen. */
  furnishing?: string | undefined;
  /** '2–3 BHK'. */
  rooms?: string | undefined;
  /** 'flats', 'flats and houses', 'properties'. */
  noun: string;
  /** 'for rent'; absent on a tab that searches every purpose. */
  purpose?: string | undefined;
  /** 'families and women': who it is for; absent unless tenants are searched. */
  tenants?: string | undefined;
  /** 'Sadul Ganj, Bikaner'. */
  place?: string | undefined;
  /** 'under ₹40,000'. */
  budget?: string | undefined;
  /** The free text, as typed. */
  text?: string | undefined;
}

/** The words of a name that are not listing labels, in one language. */
export interface SearchNameWords {
  /** Each filter sub-type as a plural noun: 'flats', 'shops'. */
  subTypes: Record<FilterSubType, string>;
  /** The noun when no sub-type is chosen. */
  nouns: { any: string; residential: string; commercial: string; pg: string };
  /** The name of a search that narrows nothing: 'All properties'. */
  everything: string;
  purposes: Record<FilterPurpose, string>;
  /** Each tenant a search can name, as the people it is for: 'women'. */
  tenants: Record<SeekerTenant, string>;
  /** '2–3' → '2–3 BHK'. */
  bhk: (rooms: string) => string;
  /** 'flats, houses and plots'. */
  list: (items: readonly string[]) => string;
  under: (price: string) => string;
  over: (price: string) => string;
  between: (low: string, high: string) => string;
  compose: (parts: SearchNameParts) => string;
}

function joinWith(and: string): (items: readonly string[]) => string {
  return (items) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

const present = (parts: readonly (string | undefined)[]) => parts.filter((part): part is string => Boolean(part));

const ENGLISH_WORDS: SearchNameWords = {
  subTypes: {
    flat: 'flats',
    house: 'houses',
    plot: 'plots',
    farmhouse: 'farmhouses',
    penthouse: 'penthouses',
    office: 'offices',
    shop: 'shops',
    warehouse: 'warehouses',
    industrial: 'industrial properties',
    coworking: 'co-working spaces',
  },
  nouns: { any: 'properties', residential: 'homes', commercial: 'commercial properties', pg: 'PG accommodations' },
  everything: 'All properties',
  purposes: { buy: 'for sale', rent: 'for rent', pg: 'for PG' },
  tenants: { family: 'families', men: 'single men', women: 'single women' },
  bhk: (rooms) => `${rooms} BHK`,
  list: joinWith('and'),
  under: (price) => `under ${price}`,
  over: (price) => `over ${price}`,
  between: (low, high) => `${low} – ${high}`,
  compose: (parts) => {
    const text = parts.text ? `matching “${parts.text}”` : undefined;
    const place = parts.place ? `in ${parts.place}` : undefined;
    // 'Flats for rent to single women', 'PG accommodations for single women'.
    const tenants = parts.tenants ? `${parts.purpose ? 'to' : 'for'} ${parts.tenants}` : undefined;
    const name = present([
      parts.furnishing,
      parts.rooms,
      parts.noun,
      parts.purpose,
      tenants,
      place,
      parts.budget,
      text,
    ]).join(' ');
    return name.charAt(0).toUpperCase() + name.slice(1);
  },
};

/** Hindi puts the place first ('बीकानेर में'), then what for, then what; the noun does not change with the count. */
const HINDI_WORDS: SearchNameWords = {
  subTypes: {
    flat: 'फ़्लैट',
    house: 'मकान',
    plot: 'प्लॉट',
    farmhouse: 'फ़ार्महाउस',
    penthouse: 'पेंटहाउस',
    office: 'ऑफ़िस',
    shop: 'दुकानें',
    warehouse: 'गोदाम',
    industrial: 'औद्योगिक प्रॉपर्टी',
    coworking: 'को-वर्किंग स्पेस',
  },
  nouns: { any: 'प्रॉपर्टी', residential: 'घर', commercial: 'व्यावसायिक प्रॉपर्टी', pg: 'पीजी आवास' },
  everything: 'सभी प्रॉपर्टी',
  purposes: { buy: 'बिक्री के लिए', rent: 'किराये के लिए', pg: 'पीजी के लिए' },
  tenants: { family: 'परिवारों', men: 'अकेले पुरुषों', women: 'अकेली महिलाओं' },
  bhk: (rooms) => `${rooms} BHK`,
  list: joinWith('और'),
  under: (price) => `${price} तक`,
  over: (price) => `${price} से ऊपर`,
  between: (low, high) => `${low} – ${high}`,
  compose: (parts) => {
    const place = parts.place ? `${parts.place} में` : undefined;
    const what = present([place, parts.purpose, parts.furnishing, parts.rooms, parts.noun]).join(' ');
    const tenants = parts.tenants ? `${parts.tenants} के लिए` : undefined;
    return present([what, tenants, parts.budget]).join(', ') + (parts.text ? ` (“${parts.text}”)` : '');
  },
};

/** The name words of each language; a page passes its own, the server says the default English. */
const SEARCH_NAME_WORDS: Readonly<Record<Locale, SearchNameWords>> = { en: ENGLISH_WORDS, hi: HINDI_WORDS };

/** '2', '2–3', '5+', '1, 3', '2–3, 5+': runs of two or more as ranges, the top option as 'n+'. */
function roomsText(bedrooms: readonly number[]): string {
  const { exact, atLeast } = splitRoomCounts(bedrooms, BEDROOM_OPTIONS);
  const runs: number[][] = [];
  for (const value of exact) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1] === value - 1) run.push(value);
    else runs.push([value]);
  }
  const parts = runs.map((run) => (run.length > 1 ? `${run[0]}–${run[run.length - 1]}` : `${run[0]}`));
  if (atLeast !== null) parts.push(`${atLeast}+`);
  return parts.join(', ');
}

function budgetWords(words: SearchNameWords, locale: Locale, min?: number, max?: number): string | undefined {
  const price = (amount: number) => formatCardPrice(amount, undefined, locale);
  if (min !== undefined && max !== undefined) return words.between(price(min), price(max));
  if (max !== undefined) return words.under(price(max));
  if (min !== undefined) return words.over(price(min));
  return undefined;
}

/** 'Bikaner', or 'Sadul Ganj, Bikaner' for a locality. */
function placeWords(place: PlaceNames | undefined): string | undefined {
  if (!place) return undefined;
  return place.locality ? `${place.locality}, ${place.city}` : place.city;
}

function clipName(name: string): string {
  return name.length > SAVED_SEARCH_NAME_MAX ? `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1).trimEnd()}…` : name;
}

/**
 * A saved search's suggested name, at most SAVED_SEARCH_NAME_MAX characters, in `locale`'s words: its place
 * (the names a place page shows; absent off a place page), what for, rooms, sub-types, furnishing when one
 * is chosen, who for, budget and free text. Bathrooms, area, amenities and poster are left to the search itself: a
 * name is a handle, not the whole search. `labels` give the furnishing and a single BHK in the page's language.
 */
export function suggestSearchName(
  target: SavedSearchTarget,
  place: PlaceNames | undefined,
  locale: Locale = 'en',
  labels: ListingLabels = ENGLISH_LISTING_LABELS,
  words: SearchNameWords = SEARCH_NAME_WORDS[locale],
): string {
  const query = savedSearchQuery(target);
  const subTypes = query.subType ?? [];
  const bedrooms = query.bedrooms ?? [];
  const furnishing: readonly Furnishing[] = query.furnishing ?? [];
  const purpose = query.purpose === 'sell' ? 'buy' : query.purpose;
  const isPgNoun = subTypes.length === 0 && purpose === 'pg';
  const noun =
    subTypes.length > 0
      ? words.list(subTypes.map((value) => words.subTypes[value as FilterSubType] ?? value))
      : isPgNoun
        ? words.nouns.pg
        : query.type === 'commercial'
          ? words.nouns.commercial
          : query.type === 'residential' || bedrooms.length > 0
            ? words.nouns.residential
            : words.nouns.any;
  const single = bedrooms.length === 1 && bedrooms[0] !== undefined && bedrooms[0] < 5 ? bedrooms[0] : undefined;
  const parts: SearchNameParts = {
    furnishing: furnishing.length === 1 && furnishing[0] ? labels.FURNISHING_LABELS[furnishing[0]] : undefined,
    rooms:
      single !== undefined ? labels.bhkLabel(single) : bedrooms.length > 0 ? words.bhk(roomsText(bedrooms)) : undefined,
    noun,
    purpose: purpose && !isPgNoun ? words.purposes[purpose] : undefined,
    tenants: query.tenant ? words.list(query.tenant.map((value) => words.tenants[value])) : undefined,
    place: placeWords(place),
    budget: budgetWords(words, locale, query.minPrice, query.maxPrice),
    text: query.q,
  };
  // 'All properties' only for a search that narrows nothing at all (amenities alone still narrow it).
  return clipName(Object.keys(query).length > 0 ? words.compose(parts) : words.everything);
}
