import { describe, expect, it } from 'vitest';
import { escapeLikePattern } from './like-pattern.ts';

describe('escapeLikePattern', () => {
  it.each([
    ['Bikaner', 'Bikaner'],
    ['100%', '100\\%'],
    ['near_station', 'near\\_station'],
    ['C:\\path', 'C:\\\\path'],
    ['%_\\', '\\%\\_\\\\'],
    ['50% off_now\\', '50\\% off\\_now\\\\'],
    ['', ''],
    ["O'Brien *?[]", "O'Brien *?[]"],
  ])('escapes %j as %j', (text, pattern) => {
    expect(escapeLikePattern(text)).toBe(pattern);
  });

  it('matches itself literally under LIKE rules', () => {
    // A tiny LIKE matcher with backslash escapes, to check the pattern means the text and nothing else.
    const likeToRegExp = (pattern: string) =>
      new RegExp(
        `^${pattern.replace(/\\(.)|([%_])|([^\\%_])/g, (_, escaped: string, wild: string, plain: string) => {
          if (escaped !== undefined) return escaped.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          if (wild !== undefined) return wild === '%' ? '.*' : '.';
          return plain.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        })}$`,
      );
    for (const text of ['a%b', 'a_b', 'a\\b', '%%', '__', 'x\\%y']) {
      const pattern = likeToRegExp(escapeLikePattern(text));
      expect(pattern.test(text)).toBe(true);
      expect(pattern.test(`${text}!`)).toBe(false);
      expect(pattern.test(text.replace(/[%_\\]/, 'Z'))).toBe(false);
    }
  });
});
