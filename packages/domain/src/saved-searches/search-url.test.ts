import { describe, expect, it } from 'vitest';
import { readSavedSearchUrl, savedSearchQuery, savedSearchUrl } from './search-url.ts';

const canonical = (url: string) => {
  const target = readSavedSearchUrl(url);
  return target && savedSearchUrl(target);
};

describe('readSavedSearchUrl', () => {
  it.each([
    ['/', '/'],
    ['/buy', '/buy'],
    ['/rent/', '/rent'],
    ['/pg?sort=price-asc&page=3&view=all', '/pg'],
    ['/commercial?purpose=rent', '/commercial?purpose=rent'],
    ['/hi/rent?bedrooms=3,2', '/rent?bedrooms=2&bedrooms=3'],
    ['/hi', '/'],
    ['/rent/bikaner', '/rent/bikaner'],
    ['/rent/bikaner/sadul-ganj?furnishing=furnished#results', '/rent/bikaner/sadul-ganj?furnishing=furnished'],
    [
      '/rent/%E0%A4%AC%E0%A5%80%E0%A4%95%E0%A4%BE%E0%A4%A8%E0%A5%87%E0%A4%B0',
      '/rent/%E0%A4%AC%E0%A5%80%E0%A4%95%E0%A4%BE%E0%A4%A8%E0%A5%87%E0%A4%B0',
    ],
    // What the tab says is the tab's: a purpose on /rent, or purpose and type on /, search nothing else.
    ['/rent?purpose=buy&type=commercial&bedrooms=2', '/rent?bedrooms=2'],
    ['/?purpose=pg', '/'],
    // Bad values are left out as the page leaves them out.
    ['/buy?bedrooms=9&furnishing=gold&minPrice=abc', '/buy'],
    ['/rent?q=%20lake%00view%20', '/rent?q=lake+view'],
  ])('reads %s as %s', (url, expected) => {
    expect(canonical(url)).toBe(expected);
  });

  it.each([
    '',
    'rent',
    '//evil.example/rent',
    'https://aangan.in/rent',
    '/all',
    '/about',
    '/property/123',
    '/rent/Bikaner',
    '/rent/bikaner/sadul-ganj/more',
    '/all/bikaner',
    '/rent/%E0%A4',
    '/rent/bikaner//',
  ])('refuses %j: no results page', (url) => {
    expect(readSavedSearchUrl(url)).toBeUndefined();
  });

  it('gives the same text for the same search however it is spelled', () => {
    const spellings = [
      '/buy?bedrooms=2&bedrooms=3&furnishing=furnished',
      '/buy?furnishing=furnished&bedrooms=3,2',
      '/hi/buy/?bedrooms=3&bedrooms=2&bedrooms=3&furnishing=furnished&sort=newest',
    ];
    expect(new Set(spellings.map(canonical))).toEqual(new Set(['/buy?bedrooms=2&bedrooms=3&furnishing=furnished']));
  });
});

describe('savedSearchQuery', () => {
  it("asks what the results page asks: the tab's scope, the filters and the place", () => {
    const target = readSavedSearchUrl('/rent/bikaner/sadul-ganj?bedrooms=2&maxPrice=40000&subType=flat&subType=shop');
    expect(target && savedSearchQuery(target)).toEqual({
      purpose: 'rent',
      subType: ['flat', 'shop'],
      bedrooms: [2],
      maxPrice: 40000,
      city: 'bikaner',
      locality: 'sadul-ganj',
    });
  });

  it('leaves the budget open at the slider’s top, and drops sub-types of the other type on /commercial', () => {
    const target = readSavedSearchUrl('/commercial?minPrice=500000&maxPrice=10000000&subType=flat&subType=shop');
    expect(target && savedSearchQuery(target)).toEqual({ type: 'commercial', subType: ['shop'], minPrice: 500000 });
  });
});
