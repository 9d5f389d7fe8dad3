import type { PropertyType, Purpose } from '../enums.ts';
import { placeSlug } from '../places/slug.ts';
import { type SearchPurpose, toStoredPurpose } from './purposes.ts';

/** What the client-side fallback reads of a listing: the words it searches and the purpose it filters on. */
export interface LocallyFilterable {
  id: string;
  title: string;
  description: string;
  purpose: Purpose;
  type: PropertyType;
  location: {
    city: string;
    locality: string;
    subLocality: string | null;
    society: string | null;
    address: string;
  };
}

/** The part of a search the fallback can answer without the server. */
export interface LocalSearch {
  q?: string | undefined;
  /** The basic (location) search: where it is, not what it says about itself. */
  location?: boolean | undefined;
  purpose?: SearchPurpose | undefined;
  type?: PropertyType | undefined;
  /** A place page's city and locality slugs (places/slug.ts), which every search there keeps. */
  city?: string | undefined;
  locality?: string | undefined;
}

function fieldsSearched(listing: LocallyFilterable, location: boolean): (string | null)[] {
  const place = listing.location;
  return location
    ? [place.locality, place.city, place.address, place.society, place.subLocality, listing.title]
    : [listing.title, listing.description, place.city];
}

/**
 * A search the server could not answer, run over the listings the app has already loaded (docs/product.md,
 * 'Search call failure'): the text filter matches title, description or city; the basic search matches
 * locality, city, address, society, sub-locality or title; the purpose (and the tab's type, and a place page's
 * place) filter too.
 * Each listing once, in the order first seen.
 */
export function filterLoadedListings<T extends LocallyFilterable>(listings: readonly T[], search: LocalSearch): T[] {
  const text = search.q?.trim().toLocaleLowerCase('en-IN') ?? '';
  const purpose = search.purpose === undefined ? undefined : toStoredPurpose(search.purpose);
  const seen = new Set<string>();
  return listings.filter((listing) => {
    if (seen.has(listing.id)) return false;
    seen.add(listing.id);
    if (purpose !== undefined && listing.purpose !== purpose) return false;
    if (search.type !== undefined && listing.type !== search.type) return false;
    if (search.city !== undefined && placeSlug(listing.location.city) !== search.city) return false;
    if (search.locality !== undefined && placeSlug(listing.location.locality) !== search.locality) return false;
    if (text === '') return true;
    return fieldsSearched(listing, search.location ?? false).some((field) =>
      field?.toLocaleLowerCase('en-IN').includes(text),
    );
  });
}
