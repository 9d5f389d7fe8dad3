import { describe, expect, it } from 'vitest';
import {
  COMMERCIAL_FILTER_SUB_TYPES,
  FILTER_SUB_TYPE_LABELS,
  FILTER_SUB_TYPE_TO_STORED,
  FILTER_SUB_TYPES,
  filterSubTypeType,
  isFilterSubType,
  isSubTypeFilter,
  RESIDENTIAL_FILTER_SUB_TYPES,
  toStoredSubTypes,
} from './filter-sub-types.ts';
import { COMMERCIAL_SUB_TYPES, RESIDENTIAL_SUB_TYPES } from './listing.ts';

function expectUnique(list: readonly unknown[]): void {
  expect(new Set(list).size).toBe(list.length);
}

describe('filter sub-types (docs/product.md §3)', () => {
  it('lists every filter sub-type once: the residential ones, then the commercial ones', () => {
    expect(FILTER_SUB_TYPES).toEqual([...RESIDENTIAL_FILTER_SUB_TYPES, ...COMMERCIAL_FILTER_SUB_TYPES]);
    expectUnique(FILTER_SUB_TYPES);
  });

  it('labels each one, and no two alike', () => {
    expect(Object.keys(FILTER_SUB_TYPE_LABELS).sort()).toEqual([...FILTER_SUB_TYPES].sort());
    const labels = FILTER_SUB_TYPES.map((value) => FILTER_SUB_TYPE_LABELS[value]);
    for (const label of labels) expect(label.trim()).not.toBe('');
    expectUnique(labels);
  });

  it('maps each to stored sub-types of its own type, at least one, each once', () => {
    for (const value of RESIDENTIAL_FILTER_SUB_TYPES) {
      expect(FILTER_SUB_TYPE_TO_STORED[value].every((stored) => RESIDENTIAL_SUB_TYPES.includes(stored))).toBe(true);
      expect(filterSubTypeType(value)).toBe('residential');
    }
    for (const value of COMMERCIAL_FILTER_SUB_TYPES) {
      expect(FILTER_SUB_TYPE_TO_STORED[value].every((stored) => COMMERCIAL_SUB_TYPES.includes(stored))).toBe(true);
      expect(filterSubTypeType(value)).toBe('commercial');
    }
    for (const value of FILTER_SUB_TYPES) {
      expect(FILTER_SUB_TYPE_TO_STORED[value].length, value).toBeGreaterThan(0);
      expectUnique(FILTER_SUB_TYPE_TO_STORED[value]);
    }
  });

  it('reads a filter value that is also a stored sub-type widely: it finds at least itself', () => {
    for (const value of RESIDENTIAL_FILTER_SUB_TYPES) {
      if ((RESIDENTIAL_SUB_TYPES as readonly string[]).includes(value)) {
        expect(FILTER_SUB_TYPE_TO_STORED[value] as readonly string[], value).toContain(value);
      }
    }
    for (const value of COMMERCIAL_FILTER_SUB_TYPES) {
      if ((COMMERCIAL_SUB_TYPES as readonly string[]).includes(value)) {
        expect(FILTER_SUB_TYPE_TO_STORED[value] as readonly string[], value).toContain(value);
      }
    }
  });

  it('reaches every stored residential sub-type from some filter', () => {
    const reached = new Set(RESIDENTIAL_FILTER_SUB_TYPES.flatMap((value) => FILTER_SUB_TYPE_TO_STORED[value]));
    expect([...reached].sort()).toEqual([...RESIDENTIAL_SUB_TYPES].sort());
  });

  it('guards filter sub-types, and filter-or-stored sub-types', () => {
    expect(isFilterSubType('shop')).toBe(true);
    expect(isFilterSubType('retail')).toBe(false);
    expect(isSubTypeFilter('retail')).toBe(true);
    expect(isSubTypeFilter('shop')).toBe(true);
    expect(isSubTypeFilter('other')).toBe(true);
    expect(isSubTypeFilter('castle')).toBe(false);
    expect(isSubTypeFilter(3)).toBe(false);
  });
});

describe('toStoredSubTypes', () => {
  it('finds nothing for no sub-types', () => {
    expect(toStoredSubTypes([])).toEqual({ residential: [], commercial: [] });
  });

  it('maps filter sub-types through the table', () => {
    expect(toStoredSubTypes(['shop'])).toEqual({ residential: [], commercial: ['retail'] });
    expect(toStoredSubTypes(['industrial'])).toEqual({ residential: [], commercial: ['industrial-land', 'factory'] });
    expect(toStoredSubTypes(['plot'])).toEqual({ residential: ['other'], commercial: [] });
    expect(toStoredSubTypes(['penthouse'])).toEqual({ residential: ['flat'], commercial: [] });
    expect(toStoredSubTypes(['coworking'])).toEqual({ residential: [], commercial: ['office'] });
  });

  it('reads a value that is both as the filter one', () => {
    expect(toStoredSubTypes(['flat']).residential).toEqual(['flat', 'studio', 'serviced', 'floor']);
    expect(toStoredSubTypes(['office']).commercial).toEqual(['office', 'shell']);
  });

  it('takes stored-only sub-types as themselves, and other under both types', () => {
    expect(toStoredSubTypes(['studio', 'hotel'])).toEqual({ residential: ['studio'], commercial: ['hotel'] });
    expect(toStoredSubTypes(['other'])).toEqual({ residential: ['other'], commercial: ['other'] });
  });

  it('lists each stored sub-type once, in first-seen order', () => {
    expect(toStoredSubTypes(['penthouse', 'flat', 'studio', 'office', 'coworking', 'shell'])).toEqual({
      residential: ['flat', 'studio', 'serviced', 'floor'],
      commercial: ['office', 'shell'],
    });
  });
});
