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
  SORT_LABELS,
  SORT_OPTIONS,
  splitListValues,
  splitRoomCounts,
} from './options.ts';

/**
 * Room choices count up from 1 one by one (a run up to the top is read as one range), each labelled
 * by its count; only the top one, meaning that many or more, reads with a '+', and reads back so.
 */
function expectRoomChoices(options: readonly number[], labels: Readonly<Record<number, string>>): void {
  expect(options).toEqual(Array.from(options, (_, index) => index + 1));
  expect(Object.keys(labels).sort()).toEqual(options.map(String).sort());
  const top = options[options.length - 1];
  for (const count of options) {
    expect(labels[count]?.startsWith(String(count)), labels[count]).toBe(true);
    expect(labels[count]?.includes(`${count}+`), labels[count]).toBe(count === top);
  }
  expect(parseRoomCount(options, `${top}+`)).toBe(top);
}

describe('room counts (docs/product.md §3: bedrooms 1 to 5+, bathrooms 1 to 4+)', () => {
  it('offers bedrooms from 1, the last meaning that many or more', () => {
    expectRoomChoices(BEDROOM_OPTIONS, BEDROOM_LABELS);
  });

  it('offers bathrooms from 1, the last meaning that many or more', () => {
    expectRoomChoices(BATHROOM_OPTIONS, BATHROOM_LABELS);
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
  it('labels every order once, the default among them', () => {
    expect(new Set(SORT_OPTIONS).size).toBe(SORT_OPTIONS.length);
    expect(SORT_OPTIONS).toContain(DEFAULT_SORT);
    expect(Object.keys(SORT_LABELS).sort()).toEqual([...SORT_OPTIONS].sort());
    const labels = SORT_OPTIONS.map((value) => SORT_LABELS[value]);
    for (const label of labels) expect(label.trim()).not.toBe('');
    expect(new Set(labels).size).toBe(labels.length);
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
  it('keeps every known order and falls back to newest', () => {
    for (const option of SORT_OPTIONS) expect(readSortOption(option)).toBe(option);
    expect(readSortOption('price-asc')).toBe('price-asc');
    expect(readSortOption('area')).toBe('area');
    expect(readSortOption('cheapest')).toBe('newest');
    expect(readSortOption(null)).toBe('newest');
  });
});
