import { describe, expect, it } from 'vitest';
import { MAX_RUPEES } from './rules.ts';
import { SIMILAR_LISTINGS_LIMIT, SIMILAR_ORDER, similarPriceWindow } from './similar.ts';

describe('similarPriceWindow', () => {
  it('takes in prices exactly a quarter below and above', () => {
    expect(similarPriceWindow(100_000)).toEqual({ min: 75_000, max: 125_000 });
    expect(similarPriceWindow(18_000)).toEqual({ min: 13_500, max: 22_500 });
  });

  it('rounds its ends inwards to whole rupees, never past 25%', () => {
    // 7.5 and 12.5 rupees are not prices: 8 and 12 are the nearest inside.
    expect(similarPriceWindow(10)).toEqual({ min: 8, max: 12 });
    expect(similarPriceWindow(18_001)).toEqual({ min: 13_501, max: 22_501 });
    expect(similarPriceWindow(1)).toEqual({ min: 1, max: 1 });
  });

  it('is exact up to the largest price a listing may have, and for a free one', () => {
    // 0.75 and 1.25 are exact in binary, and these products stay far below 2^53.
    expect(similarPriceWindow(MAX_RUPEES)).toEqual({ min: 750_000_000_000, max: 1_250_000_000_000 });
    expect(similarPriceWindow(MAX_RUPEES - 1)).toEqual({ min: 750_000_000_000, max: 1_249_999_999_998 });
    expect(similarPriceWindow(0)).toEqual({ min: 0, max: 0 });
  });
});

describe('the similar listings', () => {
  it('are at most six, the same locality first, then the nearest, the same sub-type, the closest price and the newest', () => {
    expect(SIMILAR_LISTINGS_LIMIT).toBe(6);
    expect(SIMILAR_ORDER).toEqual(['sameLocality', 'nearest', 'sameSubType', 'closestPrice', 'newest']);
  });
});
