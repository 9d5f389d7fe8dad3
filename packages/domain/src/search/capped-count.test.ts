import { describe, expect, it } from 'vitest';
import { capCount, formatCount, SEARCH_COUNT_CAP } from './capped-count.ts';

describe('capCount', () => {
  it('keeps a count up to the cap, and says more beyond it', () => {
    expect(capCount(0)).toEqual({ count: 0, countCapped: false });
    expect(capCount(SEARCH_COUNT_CAP)).toEqual({ count: SEARCH_COUNT_CAP, countCapped: false });
    // Counting reads cap + 1 rows at most: one more than the cap is all it ever sees of 'more'.
    expect(capCount(SEARCH_COUNT_CAP + 1)).toEqual({ count: SEARCH_COUNT_CAP, countCapped: true });
  });
});

describe('formatCount', () => {
  it('groups in the Indian way and marks a capped count with a plus', () => {
    expect(formatCount(24)).toBe('24');
    expect(formatCount(100_000)).toBe('1,00,000');
    expect(formatCount(1_000, true)).toBe('1,000+');
  });
});
