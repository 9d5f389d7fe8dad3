import { computePropertyScore, type ListingCreate } from '@aangan/domain';
import { mapPointColumns } from '../../db/map-point.ts';
import { placeSlugColumns } from '../../db/place-slugs.ts';
import type { properties } from '../../db/schema.ts';

/** The columns a poster's listing sets; id, views, verification, poster and timestamps are the server's. */
export type ListingColumns = Omit<
  typeof properties.$inferInsert,
  | 'id'
  | 'views'
  | 'verificationStatus'
  | 'verifiedAt'
  | 'verifiedById'
  | 'verificationEvidence'
  | 'listed'
  | 'hiddenAt'
  | 'hiddenReason'
  | 'hiddenNote'
  | 'hiddenBy'
  | 'postedById'
  | 'postedByType'
  | 'createdAt'
  | 'updatedAt'
>;

/** The listing's pictures in stored order: the chosen cover first (position 0), the rest as they came. */
export function orderedImages(listing: Pick<ListingCreate, 'images' | 'coverImageIndex'>): string[] {
  const cover = listing.images[listing.coverImageIndex];
  if (cover === undefined) return [...listing.images];
  return [cover, ...listing.images.filter((_, index) => index !== listing.coverImageIndex)];
}

/** A validated listing (the domain's create/update schema output) as table columns, with its score. */
export function toListingColumns(listing: ListingCreate): ListingColumns {
  const { details, location, termsAndConditions } = listing;
  return {
    title: listing.title,
    description: listing.description,
    purpose: listing.purpose,
    type: listing.type,
    subType: listing.subType,
    price: listing.price,
    securityDeposit: listing.securityDeposit,
    priceInWords: listing.priceInWords,
    priceNegotiable: listing.priceNegotiable,
    bedrooms: details.bedrooms,
    bathrooms: details.bathrooms,
    balconies: details.balconies,
    carpetArea: details.carpetArea,
    builtUpArea: details.builtUpArea,
    plotArea: details.plotArea,
    furnishing: details.furnishing,
    city: location.city,
    locality: location.locality,
    // The place page's identity, written with the names on every create and edit (decision 023).
    ...placeSlugColumns(location),
    subLocality: location.subLocality,
    society: location.society,
    address: location.address,
    pincode: location.pincode,
    // The owner's pin and the public point from the same place, on every create and edit (decision 036).
    ...mapPointColumns(location),
    availableFrom: listing.availability,
    tenantPreference: listing.tenantPreference,
    agreementType: listing.agreementType,
    brokerAllowed: listing.brokerAllowed,
    details: {
      totalFloors: details.totalFloors,
      floorNumber: details.floorNumber,
      parkingSpots: details.parkingSpots,
      furnishingDetails: details.furnishingDetails,
      age: details.age,
      facing: details.facing,
      parking: details.parking,
    },
    features: {
      agreementDuration: termsAndConditions.agreementDuration,
      noticePeriod: termsAndConditions.noticePeriod,
    },
    additionalCharges: listing.additionalCharges,
    amenities: listing.amenities,
    videos: listing.video ? [listing.video] : [],
    audioDescription: listing.audioDescription,
    propertyScore: computePropertyScore(listing),
  };
}
