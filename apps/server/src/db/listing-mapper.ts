import type { LatLng, Property, PublicVerification } from '@aangan/domain';
import type { properties } from './schema.ts';

/** A stored listing as the app reads it: every column but the search texts, which only the indexes read. */
export type PropertyRow = Omit<typeof properties.$inferSelect, 'searchText' | 'locationText'>;

/**
 * What a verified listing's badge tells everyone: when, and which checks (never the team's notes). A listing
 * verified before checklists were kept has no evidence, so it names no checks, and may have no date when it
 * was marked by hand since: its last change stands in, as migration 0011 did.
 */
export function toPublicVerification(row: PropertyRow): PublicVerification | null {
  if (!row.verificationStatus) return null;
  return {
    verifiedAt: (row.verifiedAt ?? row.updatedAt).toISOString(),
    checks: (row.verificationEvidence ?? []).map((item) => item.check),
  };
}

function pointOf(lat: number | null, lng: number | null): LatLng | null {
  return lat === null || lng === null ? null : { lat, lng };
}

/**
 * The owner's exact pin (decision 036): only for answers to the owner, or to someone who opened the contact.
 * Everything else reads the public point, which `toProperty` puts in every listing.
 */
export function toPin(row: Pick<PropertyRow, 'latitude' | 'longitude'>): LatLng | null {
  return pointOf(row.latitude, row.longitude);
}

/**
 * The one place a stored row becomes the app shape the API speaks (docs/product.md §3). `imageUrls` are in
 * position order, the cover first.
 */
export function toProperty(row: PropertyRow, imageUrls: readonly string[], posterName: string): Property {
  const details = row.details;
  return {
    id: row.id,
    title: row.title,
    purpose: row.purpose,
    type: row.type,
    subType: row.subType,
    price: row.price,
    securityDeposit: row.securityDeposit,
    priceInWords: row.priceInWords,
    priceNegotiable: row.priceNegotiable,
    additionalCharges: row.additionalCharges,
    agreementType: row.agreementType,
    brokerAllowed: row.brokerAllowed,
    description: row.description,
    availability: row.availableFrom,
    tenantPreference: row.tenantPreference,
    images: [...imageUrls],
    // Position 0 is the cover, so the cover index of the ordered list is always 0.
    coverImageIndex: 0,
    video: row.videos[0] ?? null,
    audioDescription: row.audioDescription,
    amenities: row.amenities,
    views: row.views,
    propertyScore: row.propertyScore,
    verificationStatus: row.verificationStatus,
    location: {
      city: row.city,
      locality: row.locality,
      subLocality: row.subLocality,
      society: row.society,
      address: row.address,
      pincode: row.pincode,
      map: pointOf(row.mapLatitude, row.mapLongitude),
    },
    details: {
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      balconies: row.balconies,
      plotArea: row.plotArea,
      builtUpArea: row.builtUpArea,
      carpetArea: row.carpetArea,
      totalFloors: details.totalFloors ?? null,
      floorNumber: details.floorNumber ?? null,
      parkingSpots: details.parkingSpots ?? null,
      furnishing: row.furnishing,
      furnishingDetails: details.furnishingDetails ?? {},
      age: (details.age as Property['details']['age']) ?? null,
      facing: (details.facing as Property['details']['facing']) ?? null,
      parking: (details.parking as Property['details']['parking']) ?? null,
    },
    termsAndConditions: {
      agreementDuration: row.features.agreementDuration ?? null,
      noticePeriod: row.features.noticePeriod ?? null,
      brokerAllowed: row.brokerAllowed,
    },
    postedBy: { id: row.postedById, type: row.postedByType, name: posterName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
