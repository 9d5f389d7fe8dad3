import { describe, expect, it } from 'vitest';
import { defaultFilters, FILTER_DEFAULTS, type FilterState, normalizeFilters } from './filter-state.ts';

describe('filter defaults (spec §4 Filters)', () => {
  it('searches to buy residential, budget 0 to 10,000,000, area 0 to 5000, nothing else chosen', () => {
    expect(FILTER_DEFAULTS).toEqual({
      searchTerm: '',
      purpose: 'buy',
      propertyType: 'residential',
      subType: [],
      bedrooms: [],
      bathrooms: [],
      furnishing: [],
      budget: [0, 10_000_000],
      area: [0, 5000],
      postedBy: [],
      amenities: [],
    });
  });

  it('has every field of the spec filter state', () => {
    expect(Object.keys(FILTER_DEFAULTS).sort()).toEqual(
      [
        'searchTerm',
        'purpose',
        'propertyType',
        'subType',
        'bedrooms',
        'bathrooms',
        'furnishing',
        'budget',
        'area',
        'postedBy',
        'amenities',
      ].sort(),
    );
  });

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(FILTER_DEFAULTS)).toBe(true);
  });

  it('gives a fresh copy for Clear All', () => {
    const fresh = defaultFilters();
    expect(fresh).toEqual(FILTER_DEFAULTS);
    expect(fresh).not.toBe(FILTER_DEFAULTS);
    fresh.searchTerm = 'changed';
    expect(FILTER_DEFAULTS.searchTerm).toBe('');
  });
});

describe('normalizeFilters', () => {
  const messy: FilterState = {
    searchTerm: '  Bikaner  ',
    purpose: 'rent',
    propertyType: 'commercial',
    subType: ['shop', 'office', 'shop'],
    bedrooms: [5, 1, 3, 1],
    bathrooms: [4, 2],
    furnishing: ['unfurnished', 'furnished'],
    budget: [5_000_000, 500_000],
    area: [2000, 500],
    postedBy: ['builder', 'owner', 'builder'],
    amenities: ['gym', 'lift', 'gym'],
  };

  it('trims text, orders and deduplicates lists, and orders ranges', () => {
    expect(normalizeFilters(messy)).toEqual({
      searchTerm: 'Bikaner',
      purpose: 'rent',
      propertyType: 'commercial',
      subType: ['office', 'shop'],
      bedrooms: [1, 3, 5],
      bathrooms: [2, 4],
      furnishing: ['furnished', 'unfurnished'],
      budget: [500_000, 5_000_000],
      area: [500, 2000],
      postedBy: ['owner', 'builder'],
      amenities: ['lift', 'gym'],
    });
  });

  it('cuts the text to 100 characters', () => {
    const text = `${'a'.repeat(99)} b`;
    expect(normalizeFilters({ ...FILTER_DEFAULTS, searchTerm: text }).searchTerm).toBe('a'.repeat(99));
    expect(normalizeFilters({ ...FILTER_DEFAULTS, searchTerm: 'x'.repeat(150) }).searchTerm).toHaveLength(100);
  });

  it('leaves a normal state as it is', () => {
    const normal = normalizeFilters(messy);
    expect(normalizeFilters(normal)).toEqual(normal);
    expect(normalizeFilters(FILTER_DEFAULTS)).toEqual(FILTER_DEFAULTS);
  });
});
