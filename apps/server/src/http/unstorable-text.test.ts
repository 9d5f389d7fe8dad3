import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './unstorable-text.ts';

describe('findUnstorableText', () => {
  it('finds a NUL or an unpaired surrogate anywhere and names its path', () => {
    expect(findUnstorableText('a\u0000b')).toBe('_');
    expect(findUnstorableText({ name: 'Asha', location: { city: 'Bikaner\u0000' } })).toBe('location.city');
    expect(findUnstorableText({ images: ['ok', 'bad\ud800'] })).toBe('images.1');
    expect(findUnstorableText({ q: '\udfff' })).toBe('q');
  });

  it('lets every other character through, paired surrogates (emoji) and Hindi included', () => {
    expect(findUnstorableText({ title: 'घर 🏠', tab: '\t', numbers: [1, 2.5], flag: true, none: null })).toBeNull();
  });

  it('walks nesting far deeper than a call stack allows', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findUnstorableText(deep)).toMatch(/^0(\.0)*$/);
  });
});
