import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundedEditDistance, letterMask, mayBeWithin } from './edit-distance.ts';

/** The whole table, as the textbook writes it: what the banded, early-stopping version must agree with. */
function referenceDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => d[i]?.[j] ?? 0;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      let value = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, at(i - 2, j - 2) + 1);
      (d[i] as number[])[j] = value;
    }
  }
  return at(a.length, b.length);
}

// Few letters, so that near strings (the interesting ones) come up often.
const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'ब', 'ी'), maxLength: 12 });

describe('boundedEditDistance and its quick test', () => {
  it('agrees with the whole table whenever the distance is within the bound, and says undefined otherwise', () => {
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        const distance = referenceDistance(a, b);
        expect(boundedEditDistance(a, b, max)).toBe(distance <= max ? distance : undefined);
      }),
      { seed: 30, numRuns: 2_000 },
    );
  });

  it('never lets the letter masks rule out two texts within the bound', () => {
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        if (referenceDistance(a, b) <= max) expect(mayBeWithin(letterMask(a), letterMask(b), max)).toBe(true);
      }),
      { seed: 30, numRuns: 2_000 },
    );
  });

  it('rules out texts with more letters of their own than the bound', () => {
    expect(mayBeWithin(letterMask('jaipur'), letterMask('kota'), 2)).toBe(false);
    expect(mayBeWithin(letterMask('jaipr'), letterMask('jaipur'), 1)).toBe(true);
  });
});
