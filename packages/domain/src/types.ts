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

/** One page of search results. */
export interface PropertyPage {
  items: Property[];
  total: number;
  page: number;
  limit: number;
}
