/**
 * Where a listing is on the map (issue 21, decision 036). The owner may drop an exact pin; everyone else sees
 * the listing's public point, which is never more precise than its locality, so a map, a search box or a
 * card can never lead a stranger to the door before the owner has given their number.
 */
import { placesWithKey } from './gazetteer.ts';
import type { LatLng } from './lat-lng.ts';
import { placeKey } from './place-text.ts';

/** A pin not at a known locality is shown rounded to this many decimals: about 1.1 km, a neighbourhood. */
const PUBLIC_DECIMALS = 2;

/**
 * The centre of a place the gazetteer knows: the locality's when it knows the locality within the city, else the
 * city's; undefined when it knows neither. Names and slugs both work, in any spelling the gazetteer has (aliases,
 * Devanagari): 'Bangalore' / 'bengaluru', 'JNV Colony' / 'jai-narayan-vyas-colony'. Exact spellings only: a typo
 * could put a listing in the wrong place, and the listing's own words are kept as written anyway.
 */
export function placeCentre(city: string, locality?: string): LatLng | undefined {
  const found = placesWithKey(placeKey(city)).find((place) => place.kind === 'city');
  if (found === undefined) return undefined;
  const key = locality === undefined ? '' : placeKey(locality);
  const inCity =
    key === ''
      ? undefined
      : placesWithKey(key).find((place) => place.kind === 'locality' && place.citySlug === found.slug);
  return (inCity ?? found).centre;
}

function rounded(value: number): number {
  const factor = 10 ** PUBLIC_DECIMALS;
  return Math.round(value * factor) / factor;
}

/**
 * The listing's public point, the only one shown to anyone but its owner (and whoever opened its contact): its
 * locality's centre when the gazetteer knows the locality, else its city's centre, else its pin rounded to 2
 * decimals; null when there is none of these. Every listing of a known locality is at the same point, which is
 * the point: neither a map nor a search by box (searched on this point) can tell them apart.
 */
export function publicPoint(listing: { city: string; locality: string; pin: LatLng | null }): LatLng | null {
  const centre = placeCentre(listing.city, listing.locality);
  if (centre !== undefined) return { lat: centre.lat, lng: centre.lng };
  if (listing.pin === null) return null;
  return { lat: rounded(listing.pin.lat), lng: rounded(listing.pin.lng) };
}
