/**
 * The owner's map pin as a listing carries it (`location.latitude`, `location.longitude`; decision 036): checked
 * by the wizard's form and the listing API alike. Apart from coordinates.ts so the form does not load the gazetteer.
 */
import { INDIA_BOUNDS, isIndianLatitude, isIndianLongitude } from './lat-lng.ts';

export const COORDINATE_MESSAGES = {
  latitudeNumber: 'Latitude must be a number',
  longitudeNumber: 'Longitude must be a number',
  latitudeOutside: `Latitude must be within India (${INDIA_BOUNDS.south} to ${INDIA_BOUNDS.north})`,
  longitudeOutside: `Longitude must be within India (${INDIA_BOUNDS.west} to ${INDIA_BOUNDS.east})`,
  latitudeWithoutLongitude: 'Longitude is required with the latitude: give both for the map pin, or neither',
  longitudeWithoutLatitude: 'Latitude is required with the longitude: give both for the map pin, or neither',
} as const;

/**
 * The problems of a map pin as sent, by field: both or neither, each a finite number inside India. A missing
 * half is reported on the half that is missing, so the message sits under the input that needs it.
 */
export function checkMapPin(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
): { latitude?: string; longitude?: string } {
  const hasLatitude = latitude != null;
  const hasLongitude = longitude != null;
  if (!hasLatitude && !hasLongitude) return {};
  if (!hasLatitude) return { latitude: COORDINATE_MESSAGES.longitudeWithoutLatitude };
  if (!hasLongitude) return { longitude: COORDINATE_MESSAGES.latitudeWithoutLongitude };
  return {
    ...(isIndianLatitude(latitude) ? {} : { latitude: COORDINATE_MESSAGES.latitudeOutside }),
    ...(isIndianLongitude(longitude) ? {} : { longitude: COORDINATE_MESSAGES.longitudeOutside }),
  };
}
