import { describe, expect, it } from 'vitest';
import { QUERY_READ_LIMIT, tokenise } from './tokens.ts';

function keys(text: string): string[] {
  return tokenise(text).map((token) => token.key);
}

describe('tokenise', () => {
  it('splits digits from letters and keeps the symbols a query uses', () => {
    expect(keys('2bhk 1.5cr rs25000 3+bhk')).toEqual(['2', 'bhk', '1.5', 'cr', 'rs', '25000', '3', '+', 'bhk']);
    expect(keys('20k-30k ₹25,000 8000/-')).toEqual(['20', 'k', '-', '30', 'k', '₹', '25,000', '8000', '/', '-']);
    expect(keys('1 – 2 cr')).toEqual(['1', '-', '2', 'cr']);
  });

  it('keeps a longer run of letters and digits whole: a name or a code, not a count or an amount', () => {
    expect(keys('guestworddesktop2mwz7188i rent')).toEqual(['guestworddesktop2mwz7188i', 'rent']);
    expect(keys('guestwordphone7188i')).toEqual(['guestwordphone7188i']);
    expect(keys('3bhk2bath')).toEqual(['3bhk2bath']);
    // Short runs are still read apart.
    expect(keys('rs25k 2bedrooms flat2bhk')).toEqual(['rs', '25', 'k', '2', 'bedrooms', 'flat', '2', 'bhk']);
    expect(tokenise('see guestword7188i')[1]).toMatchObject({
      kind: 'word',
      text: 'guestword7188i',
      start: 4,
      end: 18,
    });
  });

  it('reads grouping commas, Indian and western, and splits a list written with commas', () => {
    const values = (text: string) => tokenise(text).map((token) => [token.value, token.grouped]);
    expect(values('1,00,000')).toEqual([[100_000, true]]);
    expect(values('1,000,000')).toEqual([[1_000_000, true]]);
    expect(values('25,000')).toEqual([[25_000, true]]);
    expect(keys('2,3 bhk')).toEqual(['2', ',', '3', 'bhk']);
  });

  it('lower-cases words, drops hyphens and dots inside them, and keeps what was typed', () => {
    const [semi, furnished, m, g] = tokenise('Semi-Furnished M.G.');
    expect([semi?.key, furnished?.key, m?.key, g?.key]).toEqual(['semi', 'furnished', 'm', 'g']);
    expect(semi?.text).toBe('Semi');
  });

  it('reads Devanagari words as the place matcher spells them, and Devanagari digits as digits', () => {
    expect(keys('रानी बाज़ार २ bhk')).toEqual(['रानी', 'बाजार', '2', 'bhk']);
  });

  it('remembers where each token stood', () => {
    const [, jaipur] = tokenise('in Jaipur');
    expect([jaipur?.start, jaipur?.end]).toEqual([3, 9]);
  });

  it('reads no further than its limits', () => {
    expect(tokenise('flat '.repeat(1_000)).length).toBeLessThanOrEqual(40);
    const last = tokenise(`${'x'.repeat(QUERY_READ_LIMIT)} jaipur`).at(-1);
    expect(last?.key).not.toBe('jaipur');
  });
});
