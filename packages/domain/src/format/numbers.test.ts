import { describe, expect, it } from 'vitest';
import { formatIndianNumber, lazyNumberFormat } from './numbers.ts';

/** A fixed-seed generator (mulberry32), so the comparison covers the same thousands of numbers every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('formatIndianNumber', () => {
  it('groups the last three digits, then pairs', () => {
    expect(formatIndianNumber(0)).toBe('0');
    expect(formatIndianNumber(999)).toBe('999');
    expect(formatIndianNumber(1_234)).toBe('1,234');
    expect(formatIndianNumber(12_34_567)).toBe('12,34,567');
    expect(formatIndianNumber(1_00_00_000)).toBe('1,00,00,000');
  });

  it('keeps or drops the fraction as asked', () => {
    expect(formatIndianNumber(45, { maximumFractionDigits: 2, minimumFractionDigits: 2 })).toBe('45.00');
    expect(formatIndianNumber(45.5, { maximumFractionDigits: 2 })).toBe('45.5');
    expect(formatIndianNumber(1.25, { maximumFractionDigits: 1 })).toBe('1.3');
    expect(formatIndianNumber(-1_234.5)).toBe('-1,235');
    expect(formatIndianNumber(-0.01, { maximumFractionDigits: 1 })).toBe('-0');
  });

  it('writes what Intl en-IN writes, for thousands of amounts and every precision a price uses', () => {
    const random = seeded(18);
    const precisions = [
      { maximumFractionDigits: 0 },
      { maximumFractionDigits: 1 },
      { maximumFractionDigits: 2 },
      { maximumFractionDigits: 2, minimumFractionDigits: 2 },
    ];
    // One Intl formatter per precision: building 20,000 of them made the test slow on a busy machine.
    const references = precisions.map((options) => ({ options, intl: new Intl.NumberFormat('en-IN', options) }));
    for (let i = 0; i < 5_000; i++) {
      // Amounts from paise to beyond the largest price, spread over every order of magnitude.
      const value = Math.round(10 ** (random() * 24 - 2) * 1000) / 1000;
      for (const { options, intl } of references) {
        expect(formatIndianNumber(value, options)).toBe(intl.format(value));
      }
    }
    for (const edge of [0.005, 0.015, 1.005, 2.675, 99_999.995, 1e21, 1.5e25, Number.MAX_VALUE]) {
      expect(formatIndianNumber(edge, { maximumFractionDigits: 2 })).toBe(
        new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(edge),
      );
    }
  });
});

describe('lazyNumberFormat', () => {
  it('builds the formatter once, on first use, with its options', () => {
    const oneDecimal = lazyNumberFormat('en-IN', { maximumFractionDigits: 1 });
    expect(oneDecimal()).toBe(oneDecimal());
    expect(oneDecimal().format(1234.56)).toBe('1,234.6');
  });
});
