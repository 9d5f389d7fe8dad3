import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeProperty } from '../../test/factories';
import { loadedListings, searchLoadedListings } from './loaded-listings';

const page = (items: ReturnType<typeof makeProperty>[]) => ({
  items,
  total: items.length,
  totalCapped: false,
  page: 1,
  limit: 12,
});

describe('the listings already loaded', () => {
  it('are gathered from every search page and the saved list, and nothing else', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['properties', 'search', { purpose: 'rent' }], page([makeProperty({ id: 'rent-1' })]));
    queryClient.setQueryData(['properties', 'search', { q: 'fort' }], page([makeProperty({ id: 'fort-1' })]));
    queryClient.setQueryData(['saved', 'list', 1], page([makeProperty({ id: 'saved-1' })]));
    queryClient.setQueryData(['properties', 'stats'], { total: 10 });
    queryClient.setQueryData(['my-properties', 1], page([makeProperty({ id: 'mine-1' })]));

    expect(loadedListings(queryClient).map((each) => each.id)).toEqual(['rent-1', 'fort-1', 'saved-1']);
  });

  it('answer a search by its text and purpose, each listing once', () => {
    const queryClient = new QueryClient();
    const villa = makeProperty({ id: 'villa', title: 'Lake View villa', purpose: 'sell' });
    queryClient.setQueryData(['properties', 'search', { page: 1 }], page([villa, makeProperty({ id: 'flat' })]));
    queryClient.setQueryData(['saved', 'list', 1], page([villa]));

    const found = searchLoadedListings(queryClient, { q: 'lake view', purpose: 'buy' });
    expect(found?.map((each) => each.id)).toEqual(['villa']);
    expect(searchLoadedListings(queryClient, { q: 'lake view', purpose: 'rent' })).toEqual([]);
  });

  it('are no answer at all when nothing was loaded', () => {
    expect(searchLoadedListings(new QueryClient(), { q: 'lake' })).toBeNull();
  });
});
