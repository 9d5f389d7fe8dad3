import { describe, expect, it } from 'vitest';
import { amountInWords, priceInWords } from './words.ts';

describe('priceInWords', () => {
  it.each([
    [0, 'Zero'],
    [1, 'One'],
    [9, 'Nine'],
    [10, 'Ten'],
    [11, 'Eleven'],
    [19, 'Nineteen'],
    [20, 'Twenty'],
    [21, 'Twenty One'],
    [45, 'Forty Five'],
    [90, 'Ninety'],
    [99, 'Ninety Nine'],
  ])('says %i below a hundred as %s', (amount, words) => {
    expect(priceInWords(amount)).toBe(words);
  });

  it.each([
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [110, 'One Hundred Ten'],
    [999, 'Nine Hundred Ninety Nine'],
    [1_000, 'One Thousand'],
    [1_001, 'One Thousand One'],
    [18_000, 'Eighteen Thousand'],
    [99_999, 'Ninety Nine Thousand Nine Hundred Ninety Nine'],
    [100_000, 'One Lakh'],
    [100_001, 'One Lakh One'],
    [4_500_000, 'Forty Five Lakh'],
    [9_999_999, 'Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine'],
    [10_000_000, 'One Crore'],
    [12_500_000, 'One Crore Twenty Five Lakh'],
    [45_000_000, 'Four Crore Fifty Lakh'],
    [120_000_000, 'Twelve Crore'],
    [10_000_100, 'One Crore One Hundred'],
    [12_345_678, 'One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight'],
  ])('groups %i the Indian way as %s', (amount, words) => {
    expect(priceInWords(amount)).toBe(words);
  });

  it('recurses when crores exceed 99', () => {
    expect(priceInWords(990_000_000)).toBe('Ninety Nine Crore');
    expect(priceInWords(1_000_000_000)).toBe('One Hundred Crore');
    expect(priceInWords(12_345_000_000)).toBe('One Thousand Two Hundred Thirty Four Crore Fifty Lakh');
    expect(priceInWords(1_000_000_000_000_000)).toBe('Ten Crore Crore');
  });

  it('rounds fractions to the nearest rupee', () => {
    expect(priceInWords(0.4)).toBe('Zero');
    expect(priceInWords(0.5)).toBe('One');
    expect(priceInWords(99.5)).toBe('One Hundred');
    expect(priceInWords(4_499_999.6)).toBe('Forty Five Lakh');
    expect(priceInWords(1_234.49)).toBe('One Thousand Two Hundred Thirty Four');
  });

  it.each([[-1], [-0.4], [-12_500_000], [Number.NaN], [Number.POSITIVE_INFINITY], [Number.NEGATIVE_INFINITY]])(
    'gives an empty string for %s',
    (amount) => {
      expect(priceInWords(amount)).toBe('');
    },
  );

  it('treats negative zero as zero', () => {
    expect(priceInWords(-0)).toBe('Zero');
  });

  it('uses title case words separated by single spaces', () => {
    for (const amount of [7, 58, 306, 4_020, 70_007, 3_010_090, 801_000_005, 123_456_789_012]) {
      const words = priceInWords(amount);
      expect(words).not.toMatch(/\s{2}|^\s|\s$/);
      for (const word of words.split(' ')) expect(word).toMatch(/^[A-Z][a-z]+$/);
    }
  });

  it('handles the largest safe integer without throwing', () => {
    expect(priceInWords(Number.MAX_SAFE_INTEGER)).toMatch(/^Ninety Crore Seven Lakh/);
  });

  it('rounds 99,999.999 up into the next group', () => {
    expect(priceInWords(99_999.999)).toBe('One Lakh');
    expect(priceInWords(9_999_999.6)).toBe('One Crore');
  });

  it('says 1e12 and above in crores', () => {
    expect(priceInWords(1e12)).toBe('One Lakh Crore');
    expect(priceInWords(1_234_567_890_123)).toBe(
      'One Lakh Twenty Three Thousand Four Hundred Fifty Six Crore Seventy Eight Lakh Ninety Thousand One Hundred Twenty Three',
    );
  });

  it('stays exact above the largest safe integer, where dividing a double is not', () => {
    expect(priceInWords(2 ** 53 + 2)).toBe(
      'Ninety Crore Seven Lakh Nineteen Thousand Nine Hundred Twenty Five Crore Forty Seven Lakh Forty Thousand Nine Hundred Ninety Four',
    );
    expect(priceInWords(2 ** 60)).toBe(
      'Eleven Thousand Five Hundred Twenty Nine Crore Twenty One Lakh Fifty Thousand Four Hundred Sixty Crore Sixty Eight Lakh Forty Six Thousand Nine Hundred Seventy Six',
    );
  });

  it('says the largest double without throwing', () => {
    expect(priceInWords(Number.MAX_VALUE)).toMatch(
      /^One Crore Seventy Nine Lakh Seventy Six Thousand Nine Hundred Thirty One Crore /,
    );
  });
});

describe('amountInWords', () => {
  it('says an amount in Indian words in English', () => {
    expect(amountInWords(4_000_000, 'en')).toBe('Forty Lakh');
    expect(amountInWords(12_500_000, 'en')).toBe('One Crore Twenty Five Lakh');
  });

  it('says it in lakh and crore, as the detail page writes prices, in Hindi', () => {
    expect(amountInWords(4_500_000, 'hi')).toBe('₹45.00 लाख');
    expect(amountInWords(12_500_000, 'hi')).toBe('₹1.25 करोड़');
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('says nothing for %s in either language', (amount) => {
    expect(amountInWords(amount, 'en')).toBe('');
    expect(amountInWords(amount, 'hi')).toBe('');
  });
});
