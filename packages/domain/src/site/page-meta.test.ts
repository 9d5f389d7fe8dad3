import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_META, PAGE_META, pageMetaFor, pageMetaTable, pageTitle } from './page-meta.ts';

describe('pageMetaFor', () => {
  it('finds a page by its path, ignoring a trailing slash and the query', () => {
    expect(pageMetaFor('/about')).toBe(PAGE_META['/about']);
    expect(pageMetaFor('/about/')).toBe(PAGE_META['/about']);
    expect(pageMetaFor('/rent?q=flat')).toBe(PAGE_META['/rent']);
  });

  it('gives the default to pages without their own', () => {
    expect(pageMetaFor('/property/123')).toBe(DEFAULT_PAGE_META);
    expect(pageMetaFor('/')).toBe(DEFAULT_PAGE_META);
  });

  it('gives every page a description short enough for search results', () => {
    for (const meta of Object.values(PAGE_META)) {
      expect(meta.description.length).toBeGreaterThan(40);
      expect(meta.description.length).toBeLessThanOrEqual(160);
    }
  });
});

describe('pageTitle', () => {
  it('puts the page first and the site name last, except on the home page', () => {
    expect(pageTitle(PAGE_META['/faq'] ?? DEFAULT_PAGE_META)).toBe('Frequently Asked Questions · Aangan');
    expect(pageTitle(DEFAULT_PAGE_META)).toBe('Aangan · Property marketplace for India');
  });
});

describe('page words in Hindi', () => {
  it('has every page of the English table, in Hindi words', () => {
    const hindi = pageMetaTable('hi');
    expect(Object.keys(hindi)).toEqual(Object.keys(PAGE_META));
    for (const [path, meta] of Object.entries(hindi)) {
      expect(meta.title, path).not.toBe(PAGE_META[path]?.title);
      expect(meta.description, path).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('reads a path in either language, the home page reading as the home page', () => {
    expect(pageMetaFor('/about', 'hi').title).toBe('हमारे बारे में');
    expect(pageMetaFor('/about').title).toBe('About Us');
    expect(pageTitle(pageMetaFor('/', 'hi'))).toBe('Aangan · भारत का प्रॉपर्टी बाज़ार');
    expect(pageTitle(pageMetaFor('/no-such-page', 'hi'))).toBe('Aangan · भारत का प्रॉपर्टी बाज़ार');
  });
});
