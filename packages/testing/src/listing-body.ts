import type { ListingInput } from '@aangan/domain';

/** A residential rent listing as the wizard sends it: the API tests and the journeys list the same flat. */
export function listingBody(overrides: Partial<ListingInput> = {}): ListingInput {
  return {
    title: '2 BHK flat near Junagarh',
    purpose: 'rent',
    type: 'residential',
    subType: 'flat',
    description: 'A bright two bedroom flat, ten minutes from the fort, with covered parking and a lift.',
    price: 18000,
    priceNegotiable: true,
    securityDeposit: 36000,
    additionalCharges: { electricity: true },
    agreementType: 'any',
    brokerAllowed: false,
    availability: '2026-12-01',
    tenantPreference: 'family',
    images: ['https://images.example.com/flat.jpg'],
    coverImageIndex: 0,
    amenities: ['lift', 'gym'],
    location: { city: 'Bikaner', locality: 'Sadul Ganj', address: '4 Ring Road', pincode: '334003' },
    details: {
      bedrooms: 2,
      bathrooms: 2,
      balconies: 1,
      plotArea: 0,
      builtUpArea: 1100,
      carpetArea: 950,
      totalFloors: 5,
      floorNumber: 3,
      parkingSpots: 1,
      furnishing: 'furnished',
      furnishingDetails: { fans: 4, sofa: true },
      age: '1-5',
      facing: 'north',
      parking: 'covered',
    },
    termsAndConditions: { agreementDuration: 12, noticePeriod: 2 },
    termsAccepted: true,
    ...overrides,
  };
}
