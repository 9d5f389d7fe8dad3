import { describe, expect, it } from 'vitest';
import { MIN_INDEXABLE_RESULTS, resultsIndexing } from './indexing.ts';

const params = (query: string) => new URLSearchParams(query);

describe('resultsIndexing', () => {
  it('gives a page without filters itself as canonical, indexed when it has enough results', () => {
    expect(resultsIndexing('/rent', params(''), 40)).toEqual({ canonical: '/rent', index: true });
  });

  it('points every order and spelling of the same filters at one canonical', () => {
    const a = resultsIndexing('/rent', params('bedrooms=3&bedrooms=2&furnishing=furnished'), 10);
    const b = resultsIndexing('/rent', params('furnishing=furnished&bedrooms=2,3'), 10);
    expect(a.canonical).toBe(b.canonical);
    expect(a.canonical).toBe('/rent?bedrooms=2&bedrooms=3&furnishing=furnished');
  });

  it('drops the order of results, values that are defaults and unknown parameters', () => {
    expect(resultsIndexing('/buy', params('sort=price-asc&bedrooms=nine&utm_source=x'), 10).canonical).toBe('/buy');
  });

  it('keeps the page of paged results, and page 1 is the page itself', () => {
    expect(resultsIndexing('/rent', params('view=all&page=3&sort=area'), 50).canonical).toBe('/rent?view=all&page=3');
    expect(resultsIndexing('/rent', params('view=all&page=1'), 50).canonical).toBe('/rent');
    // Without the results section open, a page number shows nothing else.
    expect(resultsIndexing('/rent', params('page=4'), 50).canonical).toBe('/rent');
  });

  it('asks search engines not to index thin, empty or free-text results', () => {
    expect(resultsIndexing('/rent', params('bedrooms=5'), MIN_INDEXABLE_RESULTS - 1).index).toBe(false);
    expect(resultsIndexing('/rent', params('bedrooms=5'), 0).index).toBe(false);
    expect(resultsIndexing('/rent', params('bedrooms=5'), MIN_INDEXABLE_RESULTS).index).toBe(true);
    expect(resultsIndexing('/rent', params('q=near+station'), 200)).toEqual({
      canonical: '/rent?q=near+station',
      index: false,
    });
  });
});
