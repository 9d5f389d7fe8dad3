import type {
  Age,
  AgreementType,
  Facing,
  Furnishing,
  Parking,
  PropertyType,
  Purpose,
  TenantPreference,
  UserType,
} from './enums.ts';

/** A property in the app shape the API speaks (spec §3, camelCase). */
export interface Property {
  id: string;
  title: string;
  purpose: Purpose;
  type: PropertyType;
  subType: string;
  price: number;
  securityDeposit: number | null;
  priceInWords: string;
  priceNegotiable: boolean;
  additionalCharges: { electricity: boolean; water: boolean; maintenance: boolean };
  agreementType: AgreementType;
  brokerAllowed: boolean;
  description: string;
  availability: string | null;
  tenantPreference: TenantPreference | null;
  images: string[];
  coverImageIndex: number;
  video: string | null;
  audioDescription: string | null;
  amenities: string[];
  views: number;
  propertyScore: number;
  verification_status: boolean;
  location: {
    city: string;
    locality: string;
    subLocality: string | null;
    society: string | null;
    address: string;
    pincode: string;
  };
  details: {
    bedrooms: number | null;
    bathrooms: number | null;
    balconies: number | null;
    plotArea: number | null;
    builtUpArea: number | null;
    carpetArea: number | null;
    totalFloors: number | null;
    floorNumber: number | null;
    parkingSpots: number | null;
    furnishing: Furnishing | null;
    furnishingDetails: Record<string, number | boolean>;
    age: Age | null;
    facing: Facing | null;
    parking: Parking | null;
  };
  termsAndConditions: { agreementDuration: number | null; noticePeriod: number | null; brokerAllowed: boolean };
  postedBy: { id: string; type: UserType; name: string };
  createdAt: string;
  updatedAt: string;
}

/**
 * What a listing card shows (spec §2): enough for the grid, without description, terms or media
 * beyond images. A full `Property` is one too, so a card takes either.
 */
export interface PropertyCard
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
    | 'verification_status'
  > {
  location: Pick<Property['location'], 'city' | 'locality'>;
  details: Pick<Property['details'], 'bedrooms' | 'carpetArea' | 'builtUpArea' | 'plotArea'>;
}

/** One page of a list the API answers with. */
export interface Page<T> {
  items: T[];
  total: number;
  /** True when more than `total` match: counting stops at a cap (SEARCH_COUNT_CAP), so show '{total}+'. */
  totalCapped: boolean;
  page: number;
  limit: number;
}

/** One page of search results (GET /api/properties). */
export type PropertyPage = Page<Property>;

/** The hero badge's count (GET /api/properties/stats). */
export interface PropertyStats {
  total: number;
}
