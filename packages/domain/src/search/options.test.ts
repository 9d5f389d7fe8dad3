import { describe, expect, it } from 'vitest';
import {
  BATHROOM_LABELS,
  BATHROOM_OPTIONS,
  BEDROOM_LABELS,
  BEDROOM_OPTIONS,
  DEFAULT_SORT,
  parseAmount,
  parseRoomCount,
  readSortOption,
  SEARCH_TEXT_MAX,
  SORT_LABELS,
  SORT_OPTIONS,
  splitListValues,
  splitRoomCounts,
} from './options.ts';

describe('room counts (spec §3: bedrooms 1 to 5+, bathrooms 1 to 4+)', () => {
  it('offers bedrooms 1 to 5, the last meaning 5 or more', () => {
    expect(BEDROOM_OPTIONS).toEqual([1, 2, 3, 4, 5]);
    expect(BEDROOM_OPTIONS.map((value) => BEDROOM_LABELS[value])).toEqual([
      '1 BHK',
      '2 BHK',
      '3 BHK',
      '4 BHK',
      '5+ BHK',
    ]);
  });

  it('offers bathrooms 1 to 4, the last meaning 4 or more', () => {
    expect(BATHROOM_OPTIONS).toEqual([1, 2, 3, 4]);
    expect(BATHROOM_OPTIONS.map((value) => BATHROOM_LABELS[value])).toEqual(['1', '2', '3', '4+']);
  });

  it.each([
    ['1', 1],
    ['5', 5],
    [' 3 ', 3],
    ['5+', 5],
  ])('reads bedrooms %j as %i', (raw, value) => {
    expect(parseRoomCount(BEDROOM_OPTIONS, raw)).toBe(value);
  });

  it.each(['0', '6', '4+', '05', '2.5', '-1', '', 'two', '1e0', '+5'])('reads no bedroom count from %j', (raw) => {
    expect(parseRoomCount(BEDROOM_OPTIONS, raw)).toBeUndefined();
  });

  it('reads "4+" as the top bathroom count', () => {
    expect(parseRoomCount(BATHROOM_OPTIONS, '4+')).toBe(4);
    expect(parseRoomCount(BATHROOM_OPTIONS, '5')).toBeUndefined();
  });

  it('splits exact counts from the open top one', () => {
    expect(splitRoomCounts([3, 1, 5, 1], BEDROOM_OPTIONS)).toEqual({ exact: [1, 3], atLeast: 5 });
    expect(splitRoomCounts([2], BEDROOM_OPTIONS)).toEqual({ exact: [2], atLeast: null });
    expect(splitRoomCounts([4], BATHROOM_OPTIONS)).toEqual({ exact: [], atLeast: 4 });
    expect(splitRoomCounts([], BEDROOM_OPTIONS)).toEqual({ exact: [], atLeast: null });
    expect(splitRoomCounts([7], [])).toEqual({ exact: [7], atLeast: null });
    // A run of exact counts up to the top is one range.
    expect(splitRoomCounts([5, 3, 4], BEDROOM_OPTIONS)).toEqual({ exact: [], atLeast: 3 });
    expect(splitRoomCounts([1, 3, 4, 5], BEDROOM_OPTIONS)).toEqual({ exact: [1], atLeast: 3 });
    expect(splitRoomCounts([3, 4], BEDROOM_OPTIONS)).toEqual({ exact: [3, 4], atLeast: null });
  });
});

describe('sort orders', () => {
  it('sorts newest first by default, or by price either way, or by area', () => {
    expect(SORT_OPTIONS).toEqual(['newest', 'price-asc', 'price-desc', 'area']);
    expect(DEFAULT_SORT).toBe('newest');
    expect(SORT_OPTIONS.map((value) => SORT_LABELS[value])).toEqual([
      'Newest first',
      'Price: low to high',
      'Price: high to low',
      'Area: largest first',
    ]);
  });

  it('takes search text up to 100 characters', () => {
    expect(SEARCH_TEXT_MAX).toBe(100);
  });
});

describe('splitListValues', () => {
  it('takes repeated and comma-separated values alike', () => {
    expect(splitListValues('1,2')).toEqual(['1', '2']);
    expect(splitListValues(['1', '2'])).toEqual(['1', '2']);
    expect(splitListValues(['1,2', '3'])).toEqual(['1', '2', '3']);
    expect(splitListValues([1, 2])).toEqual(['1', '2']);
    expect(splitListValues(4)).toEqual(['4']);
  });

  it('trims and drops blank items', () => {
    expect(splitListValues(' a , ,b,')).toEqual(['a', 'b']);
    expect(splitListValues('')).toEqual([]);
    expect(splitListValues([])).toEqual([]);
  });

  it('is undefined for anything that is not text or numbers', () => {
    expect(splitListValues(undefined)).toBeUndefined();
    expect(splitListValues({ a: 1 })).toBeUndefined();
    expect(splitListValues(['a', true])).toBeUndefined();
    expect(splitListValues(null)).toBeUndefined();
  });
});

describe('parseAmount', () => {
  it.each([
    ['500000', 500_000],
    [' 0 ', 0],
    ['1e6', 1_000_000],
    ['1250.5', 1250.5],
  ])('reads %j as %d', (raw, value) => {
    expect(parseAmount(raw)).toBe(value);
  });

  it.each(['', '  ', '-1', 'abc', 'Infinity', 'NaN', '5 lakh'])('reads no amount from %j', (raw) => {
    expect(parseAmount(raw)).toBeUndefined();
  });
});

describe('readSortOption', () => {
  it('keeps a known order and falls back to newest', () => {
    expect(readSortOption('price-asc')).toBe('price-asc');
    expect(readSortOption('area')).toBe('area');
    expect(readSortOption('cheapest')).toBe('newest');
    expect(readSortOption(null)).toBe('newest');
  });
});
