import type { PlaceNames, PlaceSegment } from '@aangan/domain';
import type { MessageId } from '@lingui/core';

/** The heading of a place page per segment: 'Flats and houses for rent in {place}' (the domain's placeHeading). */
export const PLACE_HEADINGS: Record<PlaceSegment, MessageId> = {
  buy: 'place.heading.buy',
  rent: 'place.heading.rent',
  pg: 'place.heading.pg',
  commercial: 'place.heading.commercial',
};

/** The count under it: '24 properties for rent listed on Aangan' (the domain's placeCountWords and more). */
export const PLACE_COUNTS: Record<PlaceSegment, MessageId> = {
  buy: 'place.count.buy',
  rent: 'place.count.rent',
  pg: 'place.count.pg',
  commercial: 'place.count.commercial',
};

/** 'Bikaner', or 'Sadul Ganj, Bikaner' for a locality: names in any language, joined by a comma. */
export function placeName({ city, locality }: PlaceNames): string {
  return locality ? `${locality}, ${city}` : city;
}
