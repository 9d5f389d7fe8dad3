import { isPlaceSegment, isPlaceSlug, type PlaceSegment, placePath, placeSlug } from '@aangan/domain';
import type { Params } from 'react-router';

export type PlaceAddress =
  | { kind: 'place'; segment: PlaceSegment; city: string; locality: string | undefined }
  /** Another spelling of a place ('Bikaner', 'Sadul Ganj'): its one address. */
  | { kind: 'moved'; to: string }
  | { kind: 'unknown' };

/** What a place page's path names (/rent/bikaner, /rent/bikaner/sadul-ganj), read once for the page and the server. */
export function readPlaceAddress(pathname: string, params: Params): PlaceAddress {
  const segment = pathname.split('/')[1] ?? '';
  const city = placeSlug(params.city ?? '');
  const locality = params.locality === undefined ? undefined : placeSlug(params.locality);
  if (!isPlaceSegment(segment) || !isPlaceSlug(city) || (locality !== undefined && !isPlaceSlug(locality))) {
    return { kind: 'unknown' };
  }
  if (city !== params.city || locality !== params.locality) {
    return { kind: 'moved', to: placePath({ segment, citySlug: city, localitySlug: locality }) };
  }
  return { kind: 'place', segment, city, locality };
}
