import { describe, expect, it } from 'vitest';
import type { CompletenessInput, PropertyScoreInput } from './score.ts';
import {
  COMPLETENESS_WEIGHTS,
  computeCompletenessScore,
  computePropertyScore,
  HIGHLIGHTED_SCORE,
  isHighlightedScore,
  MAX_PROPERTY_SCORE,
  PROPERTY_SCORE_POINTS,
  SCORED_DESCRIPTION_LENGTH,
} from './score.ts';

describe('isHighlightedScore', () => {
  it('highlights the badge at 90 or more', () => {
    expect(isHighlightedScore(90)).toBe(true);
    expect(isHighlightedScore(100)).toBe(true);
    expect(isHighlightedScore(95.5)).toBe(true);
  });

  it('leaves lower scores plain', () => {
    for (const score of [89.99, 89, 80, 0, -10, Number.NaN]) expect(isHighlightedScore(score)).toBe(false);
  });

  it('highlights from HIGHLIGHTED_SCORE, a score a listing can reach', () => {
    expect(isHighlightedScore(HIGHLIGHTED_SCORE)).toBe(true);
    expect(isHighlightedScore(HIGHLIGHTED_SCORE - 0.01)).toBe(false);
    expect(HIGHLIGHTED_SCORE).toBeLessThanOrEqual(MAX_PROPERTY_SCORE);
  });
});

describe('computePropertyScore', () => {
  const complete: PropertyScoreInput = {
    title: 'Sunny 2 BHK flat near Junagarh',
    purpose: 'sell',
    type: 'residential',
    location: { city: 'Bikaner', locality: 'Rani Bazar' },
    details: { furnishing: 'semi-furnished' },
    images: ['properties/a.webp'],
    description: 'x'.repeat(51),
  };

  it('gives five criteria of PROPERTY_SCORE_POINTS each, MAX_PROPERTY_SCORE for all five', () => {
    expect(5 * PROPERTY_SCORE_POINTS).toBe(MAX_PROPERTY_SCORE);
    expect(computePropertyScore(complete)).toBe(MAX_PROPERTY_SCORE);
    expect(computePropertyScore(complete)).toBe(100);
    expect(computePropertyScore({ ...complete, images: [] })).toBe(MAX_PROPERTY_SCORE - PROPERTY_SCORE_POINTS);
  });

  it('gives 0 to an empty listing', () => {
    expect(computePropertyScore({})).toBe(0);
    expect(
      computePropertyScore({
        title: null,
        purpose: null,
        type: null,
        location: null,
        details: null,
        images: null,
        description: null,
      }),
    ).toBe(0);
  });

  it.each([
    ['title', { title: '' }],
    ['purpose', { purpose: '' }],
    ['type', { type: null }],
  ])('needs title, purpose and type together: without %s, 80', (_, change) => {
    expect(computePropertyScore({ ...complete, ...change })).toBe(80);
  });

  it('needs city and locality together', () => {
    expect(computePropertyScore({ ...complete, location: { city: 'Bikaner', locality: '' } })).toBe(80);
    expect(computePropertyScore({ ...complete, location: { city: null, locality: 'Rani Bazar' } })).toBe(80);
    expect(computePropertyScore({ ...complete, location: null })).toBe(80);
  });

  it('needs a furnishing in the details', () => {
    expect(computePropertyScore({ ...complete, details: { furnishing: null } })).toBe(80);
    expect(computePropertyScore({ ...complete, details: {} })).toBe(80);
    expect(computePropertyScore({ ...complete, details: { furnishing: 'unfurnished' } })).toBe(100);
  });

  it('needs at least one image', () => {
    expect(computePropertyScore({ ...complete, images: [] })).toBe(80);
    expect(computePropertyScore({ ...complete, images: undefined })).toBe(80);
    expect(computePropertyScore({ ...complete, images: ['a', 'b', 'c'] })).toBe(100);
  });

  it('needs a description longer than 50 characters: 51 scores, 50 does not', () => {
    const atLimit = 'x'.repeat(SCORED_DESCRIPTION_LENGTH);
    expect(computePropertyScore({ ...complete, description: `${atLimit}x` })).toBe(100);
    expect(computePropertyScore({ ...complete, description: atLimit })).toBe(80);
    expect(computePropertyScore({ ...complete, description: 'x'.repeat(51) })).toBe(100);
    expect(computePropertyScore({ ...complete, description: 'x'.repeat(50) })).toBe(80);
    expect(computePropertyScore({ ...complete, description: '' })).toBe(80);
  });

  it('trims the description before counting, as the listing schema trims text', () => {
    expect(computePropertyScore({ ...complete, description: `  ${'x'.repeat(50)}  \n` })).toBe(80);
    expect(computePropertyScore({ ...complete, description: `  ${'x'.repeat(51)}  ` })).toBe(100);
  });

  it('counts inner spaces and line breaks as characters', () => {
    expect(computePropertyScore({ ...complete, description: `${'x'.repeat(25)}\n\n${'y'.repeat(24)}` })).toBe(100);
  });

  it('counts characters, not UTF-16 units: 50 emoji are 50 characters', () => {
    expect(computePropertyScore({ ...complete, description: '🏠'.repeat(50) })).toBe(80);
    expect(computePropertyScore({ ...complete, description: '🏠'.repeat(51) })).toBe(100);
    expect(computePropertyScore({ ...complete, description: 'घ'.repeat(51) })).toBe(100);
    expect(computePropertyScore({ ...complete, description: `${'x'.repeat(49)}🏠` })).toBe(80);
    expect(computePropertyScore({ ...complete, description: `${'x'.repeat(50)}🏠` })).toBe(100);
  });

  it('does not count text made of spaces as present', () => {
    expect(computePropertyScore({ ...complete, title: '   ' })).toBe(80);
    expect(computePropertyScore({ ...complete, location: { city: ' ', locality: 'Rani Bazar' } })).toBe(80);
    expect(computePropertyScore({ ...complete, details: { furnishing: '\t' } })).toBe(80);
  });

  it('adds up independently', () => {
    expect(computePropertyScore({ ...complete, title: '', images: [] })).toBe(60);
    expect(computePropertyScore({ ...complete, title: '', images: [], description: 'short' })).toBe(40);
    expect(computePropertyScore({ images: ['a'] })).toBe(20);
  });
});

describe('computeCompletenessScore', () => {
  const residential: CompletenessInput = {
    title: 'Sunny 2 BHK flat',
    purpose: 'sell',
    type: 'residential',
    subType: 'flat',
    location: { city: 'Bikaner', locality: 'Rani Bazar', address: '12, Station Road' },
    details: { furnishing: 'furnished', bedrooms: '2', bathrooms: '2', carpetArea: '' },
    price: '4500000',
    description: 'Bright flat.',
    images: ['properties/a.webp'],
  };
  const commercial: CompletenessInput = {
    ...residential,
    type: 'commercial',
    subType: 'office',
    details: { furnishing: 'unfurnished', carpetArea: '800' },
  };

  it('has weights making 100, all of which a complete form earns', () => {
    expect(Object.values(COMPLETENESS_WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBe(100);
    expect(computeCompletenessScore(residential)).toBe(100);
    expect(computeCompletenessScore(commercial)).toBe(100);
  });

  it('gives 0 to an empty form', () => {
    expect(computeCompletenessScore({})).toBe(0);
  });

  it.each([['title'], ['purpose'], ['type'], ['subType']] as const)(
    'gives 20 for title, purpose, type and sub-type together: without %s it is lost',
    (field) => {
      // Without a type the rooms part is lost too (it depends on the type), hence 70.
      expect(computeCompletenessScore({ ...residential, [field]: '' })).toBe(field === 'type' ? 70 : 80);
    },
  );

  it.each([['city'], ['locality'], ['address']] as const)(
    'gives 20 for city, locality and address together: without %s it is lost',
    (field) => {
      expect(computeCompletenessScore({ ...residential, location: { ...residential.location, [field]: ' ' } })).toBe(
        80,
      );
    },
  );

  it('does not need the optional location fields', () => {
    expect(computeCompletenessScore({ ...residential, location: { city: 'B', locality: 'L', address: 'A' } })).toBe(
      100,
    );
  });

  it('gives 10 for a furnishing, independently of the rooms', () => {
    expect(computeCompletenessScore({ ...residential, details: { ...residential.details, furnishing: '' } })).toBe(90);
    expect(computeCompletenessScore({ ...commercial, details: { carpetArea: '800' } })).toBe(90);
  });

  it('gives 10 more for a residential listing with bedrooms and bathrooms', () => {
    const details = residential.details;
    expect(computeCompletenessScore({ ...residential, details: { ...details, bedrooms: '' } })).toBe(90);
    expect(computeCompletenessScore({ ...residential, details: { ...details, bathrooms: null } })).toBe(90);
    expect(computeCompletenessScore({ ...residential, details: { furnishing: 'furnished' } })).toBe(90);
    // A residential carpet area does not stand in for bedrooms and bathrooms.
    expect(computeCompletenessScore({ ...residential, details: { furnishing: 'furnished', carpetArea: '900' } })).toBe(
      90,
    );
  });

  it('gives 10 more for a commercial listing with a carpet area', () => {
    expect(computeCompletenessScore({ ...commercial, details: { furnishing: 'unfurnished', carpetArea: '' } })).toBe(
      90,
    );
    // Bedrooms and bathrooms do not stand in for a commercial carpet area.
    expect(
      computeCompletenessScore({
        ...commercial,
        details: { furnishing: 'unfurnished', bedrooms: '2', bathrooms: '1' },
      }),
    ).toBe(90);
  });

  it('gives no rooms points without a known type', () => {
    const details = { furnishing: 'furnished', bedrooms: '2', bathrooms: '2', carpetArea: '800' };
    expect(computeCompletenessScore({ details })).toBe(10);
    expect(computeCompletenessScore({ type: 'plot', details })).toBe(10);
  });

  it('counts numbers as given, including 0', () => {
    const details = { furnishing: 'furnished', bedrooms: 0, bathrooms: 1 };
    expect(computeCompletenessScore({ ...residential, details })).toBe(100);
    expect(computeCompletenessScore({ ...commercial, details: { furnishing: 'furnished', carpetArea: 0 } })).toBe(100);
    expect(computeCompletenessScore({ ...residential, price: 0 })).toBe(100);
    expect(computeCompletenessScore({ ...residential, price: '0' })).toBe(100);
  });

  it('does not count NaN or infinite numbers as given', () => {
    expect(computeCompletenessScore({ ...residential, price: Number.NaN })).toBe(80);
    expect(
      computeCompletenessScore({
        ...residential,
        details: { furnishing: 'furnished', bedrooms: Number.POSITIVE_INFINITY, bathrooms: 1 },
      }),
    ).toBe(90);
  });

  it('gives 20 for price and description together', () => {
    expect(computeCompletenessScore({ ...residential, price: '' })).toBe(80);
    expect(computeCompletenessScore({ ...residential, price: undefined })).toBe(80);
    expect(computeCompletenessScore({ ...residential, description: '   ' })).toBe(80);
    expect(computeCompletenessScore({ ...residential, description: null })).toBe(80);
  });

  it('does not ask the description to be long: any text will do', () => {
    expect(computeCompletenessScore({ ...residential, description: 'x' })).toBe(100);
  });

  it('gives 20 for at least one image', () => {
    expect(computeCompletenessScore({ ...residential, images: [] })).toBe(80);
    expect(computeCompletenessScore({ ...residential, images: null })).toBe(80);
    expect(computeCompletenessScore({ ...residential, images: ['a', 'b'] })).toBe(100);
  });

  it('adds the parts up', () => {
    expect(computeCompletenessScore({ title: 'T', purpose: 'sell', type: 'residential', subType: 'flat' })).toBe(20);
    expect(
      computeCompletenessScore({
        title: 'T',
        purpose: 'rent',
        type: 'residential',
        subType: 'flat',
        details: { furnishing: 'unfurnished' },
        images: ['a'],
      }),
    ).toBe(50);
  });
});
