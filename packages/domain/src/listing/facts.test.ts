import { describe, expect, it } from 'vitest';
import { PURPOSES } from '../enums.ts';
import { isSubType, listingKeyFacts, primaryArea, subTypeLabel } from './facts.ts';
import { formatArea, LISTING_PURPOSE_LABELS } from './labels.ts';

const noAreas = { carpetArea: null, builtUpArea: null, plotArea: null };

describe('subTypeLabel', () => {
  it('labels known sub-types', () => {
    expect(subTypeLabel('flat')).toBe('Flat/Apartment');
    expect(subTypeLabel('retail')).toBe('Retail Shop');
  });

  it('keeps an unknown value as stored and empties a blank one', () => {
    expect(subTypeLabel('bungalow')).toBe('bungalow');
    expect(subTypeLabel('  ')).toBe('');
  });

  it('does not treat inherited object keys as sub-types', () => {
    expect(isSubType('toString')).toBe(false);
    expect(isSubType('office')).toBe(true);
  });
});

describe('formatArea', () => {
  it('groups digits the Indian way', () => {
    expect(formatArea(1200)).toBe('1,200 sq.ft');
    expect(formatArea(125000)).toBe('1,25,000 sq.ft');
  });
});

describe('primaryArea', () => {
  it('prefers carpet, then built-up, then plot area', () => {
    expect(primaryArea({ carpetArea: 900, builtUpArea: 1100, plotArea: 2000 })).toBe(900);
    expect(primaryArea({ carpetArea: null, builtUpArea: 1100, plotArea: 2000 })).toBe(1100);
    expect(primaryArea({ carpetArea: 0, builtUpArea: null, plotArea: 2000 })).toBe(2000);
    expect(primaryArea(noAreas)).toBeNull();
  });
});

describe('listingKeyFacts', () => {
  it('lists bedrooms, area and sub-type for a home', () => {
    const facts = listingKeyFacts({
      type: 'residential',
      subType: 'flat',
      details: { bedrooms: 3, ...noAreas, carpetArea: 1450 },
    });
    expect(facts).toEqual(['3 BHK', '1,450 sq.ft', 'Flat/Apartment']);
  });

  it('leaves out bedrooms for commercial space and missing values', () => {
    expect(listingKeyFacts({ type: 'commercial', subType: 'office', details: { bedrooms: 2, ...noAreas } })).toEqual([
      'Office Space',
    ]);
    expect(listingKeyFacts({ type: 'residential', subType: '', details: { bedrooms: 0, ...noAreas } })).toEqual([]);
  });
});

describe('LISTING_PURPOSE_LABELS', () => {
  it('labels every stored purpose, no two alike', () => {
    expect(Object.keys(LISTING_PURPOSE_LABELS).sort()).toEqual([...PURPOSES].sort());
    const labels = PURPOSES.map((purpose) => LISTING_PURPOSE_LABELS[purpose]);
    for (const label of labels) expect(label.trim()).not.toBe('');
    expect(new Set(labels).size).toBe(labels.length);
  });
});
