import { describe, expect, it } from 'vitest';
import { searchScopeForTab } from '../mapping/search-query.ts';
import { HOME_TABS, homeTabFromPath, homeTabPath } from './listing.ts';

describe('home tabs (docs/product.md §2: the first path segment sets the tab)', () => {
  it.each([
    ['/', 'all'],
    ['/buy', 'buy'],
    ['/rent', 'rent'],
    ['/pg', 'pg'],
    ['/commercial', 'commercial'],
    ['/rent/extra', 'rent'],
    ['/about', 'all'],
    ['/all', 'all'],
    ['', 'all'],
  ])('reads %j as the %s tab', (path, tab) => {
    expect(homeTabFromPath(path)).toBe(tab);
  });

  it('puts every tab at its own path, all at /, and reads it back', () => {
    expect(HOME_TABS.map(homeTabPath)).toEqual(['/', '/buy', '/rent', '/pg', '/commercial']);
    for (const tab of HOME_TABS) expect(homeTabFromPath(homeTabPath(tab))).toBe(tab);
  });

  it('scopes the search by tab: a purpose, the commercial type, or everything', () => {
    expect(searchScopeForTab('all')).toEqual({});
    expect(searchScopeForTab('buy')).toEqual({ purpose: 'buy' });
    expect(searchScopeForTab('rent')).toEqual({ purpose: 'rent' });
    expect(searchScopeForTab('pg')).toEqual({ purpose: 'pg' });
    expect(searchScopeForTab('commercial')).toEqual({ type: 'commercial' });
  });
});
