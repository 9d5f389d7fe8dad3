import type { Me, Property } from '@aangan/domain';

let sequence = 0;

/** A complete listing in the API's shape; pass only what a test cares about. */
export function makeProperty(overrides: Partial<Property> = {}): Property {
  sequence += 1;
  return {
    id: `p${sequence}`,
    title: `Sunny 3 BHK flat ${sequence}`,
    purpose: 'sell',
    type: 'residential',
    subType: 'flat',
    price: 4_500_000,
    securityDeposit: null,
    priceInWords: 'Forty Five Lakh',
    priceNegotiable: false,
    additionalCharges: { electricity: false, water: false, maintenance: false },
    agreementType: 'any',
    brokerAllowed: true,
    description: 'A bright flat near the station.',
    availability: null,
    tenantPreference: null,
    images: ['properties/p1/cover.webp'],
    coverImageIndex: 0,
    video: null,
    audioDescription: null,
    amenities: [],
    views: 0,
    propertyScore: 80,
    verificationStatus: true,
    location: {
      city: 'Bikaner',
      locality: 'Rani Bazar',
      subLocality: null,
      society: null,
      address: 'Station Road',
      pincode: '334001',
      map: { lat: 28.0094, lng: 73.3222 },
    },
    details: {
      bedrooms: 3,
      bathrooms: 2,
      balconies: 1,
      plotArea: null,
      builtUpArea: 1450,
      carpetArea: 1200,
      totalFloors: 4,
      floorNumber: 2,
      parkingSpots: 1,
      furnishing: 'semi-furnished',
      furnishingDetails: {},
      age: '1-5',
      facing: 'east',
      parking: 'covered',
    },
    termsAndConditions: { agreementDuration: 12, noticePeriod: 1, brokerAllowed: true },
    postedBy: { id: 'u9', type: 'owner', name: 'Ravi Sharma' },
    createdAt: '2025-01-10T10:00:00.000Z',
    updatedAt: '2025-01-10T10:00:00.000Z',
    ...overrides,
  };
}

/** The signed-in person as GET /api/me answers. */
export function makeMe(overrides: Partial<Me> = {}): Me {
  return {
    id: 'u1',
    name: 'Meera Joshi',
    email: 'meera@example.com',
    phone: '9876543210',
    type: 'owner',
    avatarUrl: null,
    emailVerified: true,
    phoneVerified: false,
    role: 'member',
    locale: 'en',
    memberSince: '2026-03-14T10:00:00.000Z',
    counts: { listed: 2, saved: 3, inquiries: 5 },
    ...overrides,
  };
}
