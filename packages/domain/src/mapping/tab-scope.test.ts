import { describe, expect, it } from 'vitest';
import { defaultFilters } from '../search/filter-state.ts';
import { filtersForTab, tabForFilters, withoutScope } from './tab-scope.ts';

const base = defaultFilters();

describe('filtersForTab', () => {
  it('sets the purpose on buy, rent and pg, the type on commercial, nothing on all', () => {
    expect(filtersForTab('rent', base).purpose).toBe('rent');
    expect(filtersForTab('pg', base).purpose).toBe('pg');
    expect(filtersForTab('commercial', base)).toMatchObject({ propertyType: 'commercial', purpose: 'buy' });
    expect(filtersForTab('all', base)).toEqual(base);
  });

  it('drops the tenants on buy, keeps them on rent and pg', () => {
    const forWomen = { ...base, purpose: 'rent' as const, tenant: ['women' as const] };
    expect(filtersForTab('buy', forWomen).tenant).toEqual([]);
    expect(filtersForTab('pg', forWomen).tenant).toEqual(['women']);
    expect(filtersForTab('rent', forWomen).tenant).toEqual(['women']);
  });
});

describe('tabForFilters', () => {
  it('stays when purpose and type are unchanged', () => {
    expect(tabForFilters('all', base, { ...base, bedrooms: [2] })).toBe('all');
    expect(tabForFilters('rent', { ...base, purpose: 'rent' }, { ...base, purpose: 'rent', bedrooms: [3] })).toBe(
      'rent',
    );
  });

  it('moves to the tab of a new purpose, or to commercial for the commercial type', () => {
    expect(tabForFilters('all', base, { ...base, purpose: 'pg' })).toBe('pg');
    expect(tabForFilters('buy', base, { ...base, propertyType: 'commercial', purpose: 'rent' })).toBe('commercial');
  });
});

describe('withoutScope', () => {
  it('leaves out what the path says, keeping a commercial search’s purpose', () => {
    const rentCommercial = {
      ...base,
      purpose: 'rent' as const,
      propertyType: 'commercial' as const,
      bedrooms: [2 as const],
    };
    expect(withoutScope('rent', rentCommercial)).toMatchObject({
      purpose: 'buy',
      propertyType: 'residential',
      bedrooms: [2],
    });
    expect(withoutScope('commercial', rentCommercial)).toMatchObject({ purpose: 'rent', propertyType: 'residential' });
  });
});
