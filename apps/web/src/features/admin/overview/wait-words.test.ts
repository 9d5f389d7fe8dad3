import { describe, expect, it } from 'vitest';
import { waitFigure } from './messages';

describe('waitFigure', () => {
  it('says minutes under an hour, hours under two days, and days after', () => {
    const words = (hours: number) => Object.values(waitFigure(hours)).join(' ');
    expect(words(0)).toBe('1 min');
    expect(words(0.66)).toBe('40 min');
    expect(words(4)).toBe('4 h');
    expect(words(6.54)).toBe('6.5 h');
    expect(words(47.9)).toBe('47.9 h');
    expect(words(76.8)).toBe('3.2 days');
  });
});
