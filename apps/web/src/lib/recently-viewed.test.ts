import { act, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProperty } from '../test/factories';
import {
  clearRecentlyViewed,
  forgetRecentlyViewed,
  RECENTLY_VIEWED_LIMIT,
  readRecentlyViewed,
  recordRecentlyViewed,
  useRecentlyViewed,
} from './recently-viewed';

const KEY = 'aangan:recently-viewed:v1';

const ids = () => readRecentlyViewed().map((listing) => listing.id);
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as unknown;

/** One stored entry as this version writes it. */
function entry(id: string, viewedAt = 1) {
  recordRecentlyViewed(makeProperty({ id }), viewedAt);
  const [written] = readRecentlyViewed();
  localStorage.removeItem(KEY);
  return written;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('recently viewed listings', () => {
  it('is empty on a device that opened none', () => {
    expect(readRecentlyViewed()).toEqual([]);
  });

  it('keeps the card of each opened listing, most recent first, with when it was opened', () => {
    recordRecentlyViewed(makeProperty({ id: 'a' }), 1000);
    recordRecentlyViewed(makeProperty({ id: 'b' }), 2000);
    expect(ids()).toEqual(['b', 'a']);
    expect(readRecentlyViewed()[1]).toMatchObject({ id: 'a', viewedAt: 1000, price: 4_500_000 });
  });

  it('stores only what a card draws: not the description, the address or the other pictures', () => {
    recordRecentlyViewed(
      makeProperty({ id: 'a', images: ['one.webp', 'two.webp'], coverImageIndex: 1, description: 'Private words' }),
      5,
    );
    const text = localStorage.getItem(KEY) ?? '';
    expect(text).not.toContain('Private words');
    expect(text).not.toContain('Station Road');
    expect(readRecentlyViewed()[0]).toMatchObject({ images: ['two.webp'], coverImageIndex: 0 });
  });

  it('moves a listing opened again to the front, once, with its new price', () => {
    recordRecentlyViewed(makeProperty({ id: 'a' }), 1);
    recordRecentlyViewed(makeProperty({ id: 'b' }), 2);
    recordRecentlyViewed(makeProperty({ id: 'a', price: 3_900_000 }), 3);
    expect(ids()).toEqual(['a', 'b']);
    expect(readRecentlyViewed()[0]).toMatchObject({ price: 3_900_000, viewedAt: 3 });
  });

  it(`keeps the last ${RECENTLY_VIEWED_LIMIT}, forgetting the oldest`, () => {
    for (let index = 1; index <= 12; index += 1) recordRecentlyViewed(makeProperty({ id: `p${index}` }), index);
    expect(ids()).toEqual(['p12', 'p11', 'p10', 'p9', 'p8', 'p7', 'p6', 'p5', 'p4', 'p3']);
  });

  it('forgets one listing (gone from the site), and Clear forgets them all', () => {
    recordRecentlyViewed(makeProperty({ id: 'a' }), 1);
    recordRecentlyViewed(makeProperty({ id: 'b' }), 2);
    forgetRecentlyViewed('a');
    expect(ids()).toEqual(['b']);
    forgetRecentlyViewed('never-opened');
    expect(ids()).toEqual(['b']);
    clearRecentlyViewed();
    expect(ids()).toEqual([]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('reads broken or foreign storage as empty, and writes over it', () => {
    for (const text of ['{not json', '42', '"text"', 'null', '{"items":[]}', JSON.stringify({ a: entry('a') })]) {
      localStorage.setItem(KEY, text);
      expect(readRecentlyViewed()).toEqual([]);
    }
    recordRecentlyViewed(makeProperty({ id: 'b' }), 2);
    expect(ids()).toEqual(['b']);
  });

  it('drops the entries that are not a card and keeps the rest, once each, at most the limit', () => {
    const good = entry('good');
    localStorage.setItem(
      KEY,
      JSON.stringify([
        null,
        'p1',
        { ...good, id: '../../admin' },
        { ...good, id: 'wrong-purpose', purpose: 'lease' },
        { ...good, id: 'text-price', price: '45 lakh' },
        { ...good, id: 'no-location', location: null },
        { ...good, id: 'bad-area', details: { ...good?.details, carpetArea: '1200' } },
        { ...good, id: 'bad-images', images: [3] },
        { ...good, id: 'no-time', viewedAt: undefined },
        good,
        { ...good, title: 'The same listing again' },
        ...Array.from({ length: 12 }, (_, index) => ({ ...good, id: `more${index}` })),
      ]),
    );
    expect(ids()).toEqual(['good', ...Array.from({ length: 9 }, (_, index) => `more${index}`)]);
    expect(readRecentlyViewed()[0]?.title).toBe(good?.title);
  });

  it('carries on without storage: blocked, or full', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => recordRecentlyViewed(makeProperty({ id: 'a' }))).not.toThrow();
    expect(readRecentlyViewed()).toEqual([]);
    expect(() => forgetRecentlyViewed('a')).not.toThrow();
    expect(() => clearRecentlyViewed()).not.toThrow();
    vi.restoreAllMocks();

    recordRecentlyViewed(makeProperty({ id: 'a' }), 1);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(() => recordRecentlyViewed(makeProperty({ id: 'b' }), 2)).not.toThrow();
    expect(ids()).toEqual(['a']);
  });

  it('writes the list once under its versioned key', () => {
    recordRecentlyViewed(makeProperty({ id: 'a' }), 1);
    expect(stored()).toEqual([expect.objectContaining({ id: 'a', viewedAt: 1 })]);
  });
});

describe('useRecentlyViewed', () => {
  it('follows changes made in this tab', () => {
    const { result } = renderHook(() => useRecentlyViewed());
    expect(result.current).toEqual([]);
    act(() => recordRecentlyViewed(makeProperty({ id: 'a' }), 1));
    expect(result.current.map((listing) => listing.id)).toEqual(['a']);
    act(() => clearRecentlyViewed());
    expect(result.current).toEqual([]);
  });

  it('follows changes made in another tab', () => {
    const { result } = renderHook(() => useRecentlyViewed());
    act(() => {
      localStorage.setItem(KEY, JSON.stringify([entry('from-another-tab')]));
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    expect(result.current.map((listing) => listing.id)).toEqual(['from-another-tab']);
  });

  it('has none in the server’s page, whatever the device holds, so hydration matches', () => {
    recordRecentlyViewed(makeProperty({ id: 'a' }), 1);
    function Count() {
      return createElement('output', null, useRecentlyViewed().length);
    }
    expect(renderToString(createElement(Count))).toBe('<output>0</output>');
  });
});
