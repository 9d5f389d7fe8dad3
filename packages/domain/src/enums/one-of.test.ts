import { describe, expect, it } from 'vitest';
import { isOneOf } from './one-of.ts';

describe('isOneOf', () => {
  it('says whether a value is in the list, without coercion', () => {
    expect(isOneOf(['a', 'b'] as const, 'a')).toBe(true);
    expect(isOneOf(['a', 'b'] as const, 'c')).toBe(false);
    expect(isOneOf([1, 2] as const, 1)).toBe(true);
    expect(isOneOf([1, 2] as const, '1')).toBe(false);
    expect(isOneOf(['a'] as const, undefined)).toBe(false);
  });
});
