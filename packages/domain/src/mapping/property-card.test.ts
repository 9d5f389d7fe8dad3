import { describe, expect, it } from 'vitest';
import type { Property } from '../types.ts';
import { toPropertyCard } from './property-card.ts';

const property: Property = {
  id: 'p1',
  title: '3 BHK flat near Junagarh',
  purpose: 'sell',
  type: 'residential',
  subType: 'flat',
  price: 6_500_000,
  securityDeposit: null,
  priceInWords: 'Sixty Five Lakh',
  priceNegotiable: true,
  additionalCharges: { electricity: false, water: false, maintenance: false },
  agreementType: 'any',
  brokerAllowed: true,
  description: 'Sunny and airy.',
  availability: '2025-07-01',
  tenantPreference: null,
  images: ['https://example.test/a.webp', 'https://example.test/b.webp'],
  coverImageIndex: 1,
  video: null,
  audioDescription: null,
  amenities: ['lift'],
  views: 12,
  propertyScore: 92,
  verification_status: true,
  location: {
    city: 'Bikaner',
    locality: 'JNV Colony',
    subLocality: null,
    society: 'Green Park',
    address: '12, Sector 5',
    pincode: '334003',
  },
  details: {
    bedrooms: 3,
    bathrooms: 2,
    balconies: 1,
    plotArea: null,
    builtUpArea: 1450,
    carpetArea: 1200,
    totalFloors: 6,
    floorNumber: 2,
    parkingSpots: 1,
    furnishing: 'semi-furnished',
    furnishingDetails: { fans: 4 },
    age: '1-5',
    facing: 'east',
    parking: 'covered',
  },
  termsAndConditions: { agreementDuration: null, noticePeriod: null, brokerAllowed: true },
  postedBy: { id: 'u1', type: 'owner', name: 'Asha' },
  createdAt: '2025-06-01T10:00:00.000Z',
  updatedAt: '2025-06-02T10:00:00.000Z',
};

describe('toPropertyCard', () => {
  it('keeps what a card shows and nothing else', () => {
    expect(toPropertyCard(property)).toEqual({
      id: 'p1',
      title: '3 BHK flat near Junagarh',
      purpose: 'sell',
      type: 'residential',
      subType: 'flat',
      price: 6_500_000,
      images: ['https://example.test/a.webp', 'https://example.test/b.webp'],
      coverImageIndex: 1,
      propertyScore: 92,
      verification_status: true,
      location: { city: 'Bikaner', locality: 'JNV Colony' },
      details: { bedrooms: 3, carpetArea: 1200, builtUpArea: 1450, plotArea: null },
    });
  });

  it('copies the images, so the card does not share the list', () => {
    const card = toPropertyCard(property);
    expect(card.images).not.toBe(property.images);
  });
});
