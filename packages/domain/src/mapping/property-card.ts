import type { Property, PropertyCard } from '../types.ts';

/** The card's fields of a property, copied, so a list can be sent without the rest. */
export function toPropertyCard(property: Property): PropertyCard {
  const { location, details } = property;
  return {
    id: property.id,
    title: property.title,
    purpose: property.purpose,
    type: property.type,
    subType: property.subType,
    price: property.price,
    images: [...property.images],
    coverImageIndex: property.coverImageIndex,
    propertyScore: property.propertyScore,
    verification_status: property.verification_status,
    location: { city: location.city, locality: location.locality },
    details: {
      bedrooms: details.bedrooms,
      carpetArea: details.carpetArea,
      builtUpArea: details.builtUpArea,
      plotArea: details.plotArea,
    },
  };
}
