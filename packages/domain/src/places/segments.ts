/**
 * Place pages (/rent/bikaner, /rent/bikaner/sadul-ganj): which segments there are, what each searches,
 * their addresses, and their words (heading, title and description).
 */

import { isOneOf } from '../enums/one-of.ts';
import { HOME_TABS, type HomeTab } from '../enums.ts';
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

interface SegmentWords {
  /** The heading before ' in <place>'. */
  heading: string;
  /** One listing, several listings: for the count in the description. */
  one: string;
  many: string;
  /** What the description promises after the place. */
  promise: string;
}

const SEGMENT_WORDS: Record<PlaceSegment, SegmentWords> = {
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

/** A place's display names: the city's, and the locality's on a locality page. */
export interface PlaceNames {
  city: string;
  locality?: string | undefined;
}

/** 'Bikaner', or 'Sadul Ganj, Bikaner' for a locality. */
function placeName({ city, locality }: PlaceNames): string {
  return locality ? `${locality}, ${city}` : city;
}

/** 'Flats and houses for rent in Bikaner', 'PG accommodations in Sadul Ganj, Bikaner'. */
export function placeHeading(segment: PlaceSegment, names: PlaceNames): string {
  return `${SEGMENT_WORDS[segment].heading} in ${placeName(names)}`;
}

/**
 * '24 properties for rent', '1 property for rent', 'No properties for rent', and '1,000+ properties for rent'
 * when the count stopped at the cap (as the search's '1,000+ Properties Found'); Indian grouping (1,00,000).
 */
export function placeCountWords(segment: PlaceSegment, { count, countCapped }: CappedCount): string {
  const words = SEGMENT_WORDS[segment];
  if (count === 0) return `No ${words.many}`;
  return `${formatCount(count, countCapped)} ${count === 1 && !countCapped ? words.one : words.many}`;
}

/**
 * A place page's title and description, unique per place and segment: the heading, and the count with
 * what the segment offers. With no listing the description does not boast a count of none.
 */
export function placePageMeta(segment: PlaceSegment, names: PlaceNames, listings: CappedCount): PageMeta {
  const words = SEGMENT_WORDS[segment];
  const where = placeName(names);
  const lead =
    listings.count > 0 ? `${placeCountWords(segment, listings)} in ${where}` : `${words.heading} in ${where}`;
  return { title: placeHeading(segment, names), description: `${lead}: ${words.promise}` };
}
