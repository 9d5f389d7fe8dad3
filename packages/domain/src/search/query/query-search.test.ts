import { describe, expect, it } from 'vitest';
import { filterChips } from '../chips.ts';
import { FILTER_DEFAULTS, type FilterState } from '../filter-state.ts';
import { parseSearchQuery } from './parse.ts';
import { chipsInEffect, filterChipIdOf, type QuerySearchState, searchOfQuery, withoutChip } from './query-search.ts';

const filters = (changes: Partial<FilterState> = {}): FilterState => ({ ...FILTER_DEFAULTS, ...changes });
const home: QuerySearchState = { tab: 'all', filters: filters() };

describe('searchOfQuery', () => {
  it('turns the issue’s example into the rent tab, Jaipur, a flat, 2 BHK and a budget to ₹25,000', () => {
    const parsed = parseSearchQuery('2bhk flat on rent in jaipur under 25k');
    const search = searchOfQuery(home, parsed);
    expect(search.tab).toBe('rent');
    expect(search.place).toMatchObject({ kind: 'city', slug: 'jaipur', citySlug: 'jaipur' });
    expect(search.filters).toEqual(
      filters({ purpose: 'rent', subType: ['flat'], bedrooms: [2], budget: [0, 25_000], searchTerm: '' }),
    );
  });

  it('keeps the words it did not understand as the text, and the filters the query did not name', () => {
    const state: QuerySearchState = { tab: 'rent', filters: filters({ purpose: 'rent', furnishing: ['furnished'] }) };
    const search = searchOfQuery(state, parseSearchQuery('3 bhk near kota coaching'));
    expect(search.tab).toBe('rent');
    expect(search.filters).toMatchObject({ bedrooms: [3], furnishing: ['furnished'], searchTerm: 'coaching' });
    expect(search.place).toMatchObject({ kind: 'city', slug: 'kota' });
  });

  it('moves a commercial query to the commercial tab, with an open-topped area as the slider’s', () => {
    const search = searchOfQuery(home, parseSearchQuery('office above 1000 sqft'));
    expect(search.tab).toBe('commercial');
    expect(search.filters).toMatchObject({ propertyType: 'commercial', subType: ['office'], area: [1000, 5000] });
  });

  it('keeps a locality rather than its city as the place', () => {
    const search = searchOfQuery(home, parseSearchQuery('pg in sadul ganj bikaner'));
    expect(search.tab).toBe('pg');
    expect(search.place).toMatchObject({ kind: 'locality', citySlug: 'bikaner' });
  });

  it('searches a sub-type the filter has no box for as words', () => {
    const search = searchOfQuery(home, parseSearchQuery('studio for rent'));
    expect(search.filters).toMatchObject({ purpose: 'rent', subType: [], searchTerm: 'studio' });
  });

  it('searches the tenant it read: listings for them or open to anyone', () => {
    const search = searchOfQuery(home, parseSearchQuery('pg for girls in kota'));
    expect(search).toMatchObject({ tab: 'pg', place: { slug: 'kota' } });
    expect(search.filters).toMatchObject({ purpose: 'pg', tenant: ['women'], searchTerm: '' });
  });

  it('moves a tenant typed on the buy page to rent, as homes for sale are let to nobody', () => {
    const buy: QuerySearchState = { tab: 'buy', filters: filters({ bedrooms: [2] }) };
    const search = searchOfQuery(buy, parseSearchQuery('flat for bachelors'));
    expect(search.tab).toBe('rent');
    expect(search.filters).toMatchObject({ purpose: 'rent', tenant: ['men'], bedrooms: [2] });
    // Said with a purpose, the purpose stands.
    expect(searchOfQuery(buy, parseSearchQuery('flat for sale family')).tab).toBe('buy');
  });

  it('changes nothing but the text for a query it does not understand', () => {
    const state: QuerySearchState = { tab: 'buy', filters: filters({ bedrooms: [3] }) };
    const search = searchOfQuery(state, parseSearchQuery('sea facing'));
    expect(search).toEqual({ tab: 'buy', filters: filters({ bedrooms: [3], searchTerm: 'sea facing' }) });
  });
});

describe('the chips a page shows and taking one back', () => {
  const parsed = parseSearchQuery('2bhk flat on rent in jaipur under 25k with lift');
  const searched = searchOfQuery(home, parsed);
  const page: QuerySearchState = { tab: searched.tab, place: { city: 'jaipur' }, filters: searched.filters };

  it('shows every chip the page still searches', () => {
    expect(chipsInEffect(parsed, page).map((chip) => chip.id)).toEqual([
      'purpose:rent',
      'subType:flat',
      'bedrooms:2',
      'city:jaipur',
      'price',
      'amenities:lift',
    ]);
  });

  it('drops a chip whose filter was changed by hand since', () => {
    const changed = { ...page, filters: { ...page.filters, bedrooms: [3] as const, budget: [0, 30_000] as const } };
    expect(chipsInEffect(parsed, changed).map((chip) => chip.id)).toEqual([
      'purpose:rent',
      'subType:flat',
      'city:jaipur',
      'amenities:lift',
    ]);
  });

  it('takes back one value in one tap, leaving the others', () => {
    const shown = chipsInEffect(parsed, page);
    const chip = (id: string) => shown.find((each) => each.id === id) ?? expect.unreachable(id);
    expect(withoutChip(chip('bedrooms:2'), page, shown).filters.bedrooms).toEqual([]);
    expect(withoutChip(chip('price'), page, shown).filters.budget).toEqual(FILTER_DEFAULTS.budget);
    expect(withoutChip(chip('amenities:lift'), page, shown).filters.amenities).toEqual([]);
    expect(withoutChip(chip('city:jaipur'), page, shown)).toEqual({ tab: 'rent', filters: page.filters });
    // Without a purpose there is no place page: the place is searched as words on every purpose.
    const anyPurpose = withoutChip(chip('purpose:rent'), page, shown);
    expect(anyPurpose).toMatchObject({ tab: 'all', filters: { searchTerm: 'jaipur', bedrooms: [2] } });
    expect(anyPurpose.place).toBeUndefined();
    for (const each of shown) {
      expect(chipsInEffect(parsed, withoutChip(each, page, shown)).map((c) => c.id)).not.toContain(each.id);
    }
  });

  it('names the search bar’s chips that say the same, so a value is not shown twice', () => {
    const shown = chipsInEffect(parsed, page).flatMap((chip) => filterChipIdOf(chip) ?? []);
    expect(filterChips(page.filters).map((chip) => chip.id)).toEqual(shown);
  });

  it('shows a tenant chip while its filter holds, and takes it back in one tap', () => {
    const forGirls = parseSearchQuery('pg for girls in kota');
    const found = searchOfQuery(home, forGirls);
    const pg: QuerySearchState = { tab: 'pg', place: { city: 'kota' }, filters: found.filters };
    const shown = chipsInEffect(forGirls, pg);
    expect(shown.map((chip) => chip.id)).toEqual(['purpose:pg', 'city:kota', 'tenantPreference:women']);
    const tenant = shown.at(-1) ?? expect.unreachable();
    expect(filterChipIdOf(tenant)).toBe('tenant:women');
    expect(filterChips(pg.filters).map((chip) => chip.id)).toEqual(['tenant:women']);
    expect(withoutChip(tenant, pg, shown).filters.tenant).toEqual([]);
    // The buy page searches no tenant, so it shows no such chip.
    expect(chipsInEffect(forGirls, { ...pg, tab: 'buy' }).map((chip) => chip.id)).not.toContain(tenant.id);
  });

  it('takes a locality back to its city’s page', () => {
    const local = parseSearchQuery('rent sadul ganj bikaner');
    const state: QuerySearchState = {
      tab: 'rent',
      place: { city: 'bikaner', locality: 'sadul-ganj' },
      filters: filters({ purpose: 'rent' }),
    };
    const shown = chipsInEffect(local, state);
    const locality = shown.find((chip) => chip.key === 'locality') ?? expect.unreachable();
    expect(withoutChip(locality, state, shown).place).toEqual({ city: 'bikaner' });
  });
});
