import { describe, expect, it } from 'vitest';
import { FILTER_PURPOSES, PROPERTY_TYPES } from '../enums.ts';
import { defaultFilters, FILTER_DEFAULTS, type FilterState, normalizeFilters } from './filter-state.ts';
import { FILTER_SCALES } from './ranges.ts';

describe('filter defaults (docs/product.md §4 Filters)', () => {
  it("chooses a purpose and a type among the options, the sliders' own defaults, and nothing else", () => {
    const { searchTerm, purpose, propertyType, budget, area, ...lists } = FILTER_DEFAULTS;
    expect(FILTER_PURPOSES).toContain(purpose);
    expect(PROPERTY_TYPES).toContain(propertyType);
    expect(searchTerm).toBe('');
    expect(budget).toEqual(FILTER_SCALES.budget.defaultValue);
    expect(area).toEqual(FILTER_SCALES.area.defaultValue);
    for (const [field, chosen] of Object.entries(lists)) expect(chosen, field).toEqual([]);
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
    tenant: ['women', 'family', 'women'],
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
      tenant: ['family', 'women'],
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
