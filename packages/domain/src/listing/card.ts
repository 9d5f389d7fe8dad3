import type { Property } from '../contract/responses.ts';
import { coverImage } from '../media/cover.ts';

/**
 * What a listing card draws, and nothing more: the grid, the Saved page and the home page's recently viewed
 * strip share one card, and a full listing is one of these. Kept this small so a copy fits on the device.
 */
export interface ListingCardFields
  extends Pick<
    Property,
    | 'id'
    | 'title'
    | 'purpose'
    | 'type'
    | 'subType'
    | 'price'
    | 'images'
    | 'coverImageIndex'
    | 'propertyScore'
    | 'verificationStatus'
  > {
  location: Pick<Property['location'], 'city' | 'locality'>;
  details: Pick<Property['details'], 'bedrooms' | 'carpetArea' | 'builtUpArea' | 'plotArea'>;
}

/**
 * A card's fields copied out of a listing, its cover the one picture kept: the rest of a detail page's answer
 * (description, contact, the viewer's standing) must not be written to the device.
 */
export function listingCardFields(property: ListingCardFields): ListingCardFields {
  const cover = coverImage(property.images, property.coverImageIndex);
  const { location, details } = property;
  return {
    id: property.id,
    title: property.title,
    purpose: property.purpose,
    type: property.type,
    subType: property.subType,
    price: property.price,
    images: cover === undefined ? [] : [cover],
    coverImageIndex: 0,
    propertyScore: property.propertyScore,
    verificationStatus: property.verificationStatus,
    location: { city: location.city, locality: location.locality },
    details: {
      bedrooms: details.bedrooms,
      carpetArea: details.carpetArea,
      builtUpArea: details.builtUpArea,
      plotArea: details.plotArea,
    },
  };
}
