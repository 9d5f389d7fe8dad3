import { describe, expect, it } from 'vitest';
import { listingCardFields } from './card.ts';

/** A detail page's answer, shortened: the card's fields and some that must not be copied. */
const detail = {
  id: 'p1',
  title: '3 BHK flat near Junagarh',
  purpose: 'sell' as const,
  type: 'residential' as const,
  subType: 'flat',
  price: 6_500_000,
  images: ['uploads/a.webp', 'uploads/b.webp', 'https://example.com/c.jpg'],
  coverImageIndex: 1,
  propertyScore: 80,
  verificationStatus: true,
  description: 'Sunny and airy.',
  location: { city: 'Bikaner', locality: 'Sadul Ganj', address: '12 Fort Road', pincode: '334001' },
  details: { bedrooms: 3, carpetArea: 1200, builtUpArea: null, plotArea: null, bathrooms: 2, furnishing: null },
  viewer: { isOwner: false, isSaved: true },
};

describe('listingCardFields', () => {
  it('copies what a card draws and nothing else, the cover as the one picture', () => {
    expect(listingCardFields(detail)).toStrictEqual({
      id: 'p1',
      title: '3 BHK flat near Junagarh',
      purpose: 'sell',
      type: 'residential',
      subType: 'flat',
      price: 6_500_000,
      images: ['uploads/b.webp'],
      coverImageIndex: 0,
      propertyScore: 80,
      verificationStatus: true,
      location: { city: 'Bikaner', locality: 'Sadul Ganj' },
      details: { bedrooms: 3, carpetArea: 1200, builtUpArea: null, plotArea: null },
    });
  });

  it('keeps no picture when there is none, and the first when the cover index points nowhere', () => {
    expect(listingCardFields({ ...detail, images: [] }).images).toStrictEqual([]);
    expect(listingCardFields({ ...detail, coverImageIndex: 7 }).images).toStrictEqual(['uploads/a.webp']);
  });
});
