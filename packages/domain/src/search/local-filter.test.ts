import { describe, expect, it } from 'vitest';
import { filterLoadedListings, type LocallyFilterable } from './local-filter.ts';

function listing(id: string, overrides: Partial<Omit<LocallyFilterable, 'location'>> = {}, place = {}) {
  return {
    id,
    title: 'Sunny 2 BHK flat',
    description: 'Near the park',
    purpose: 'rent',
    type: 'residential',
    ...overrides,
    location: {
      city: 'Bikaner',
      locality: 'JNV Colony',
      subLocality: null,
      society: null,
      address: 'Plot 12',
      ...place,
    },
  } satisfies LocallyFilterable;
}

const ids = (listings: { id: string }[]) => listings.map((each) => each.id);

describe('filterLoadedListings', () => {
  it('text search matches the title, description or city, ignoring case', () => {
    const loaded = [
      listing('title', { title: 'Haveli with a COURTYARD' }),
      listing('description', { description: 'A courtyard at the back' }),
      listing('city', {}, { city: 'Courtyard Nagar' }),
      listing('address only', {}, { address: 'Courtyard Road' }),
    ];
    expect(ids(filterLoadedListings(loaded, { q: ' courtyard ' }))).toEqual(['title', 'description', 'city']);
  });

  it('the basic search matches locality, city, address, society, sub-locality or title, not the description', () => {
    const loaded = [
      listing('locality', {}, { locality: 'Sadul Ganj' }),
      listing('city', {}, { city: 'Sadulpur' }),
      listing('address', {}, { address: '4 Sadul Marg' }),
      listing('society', {}, { society: 'Sadul Heights' }),
      listing('sub-locality', {}, { subLocality: 'Sadul Market' }),
      listing('title', { title: 'Flat by Sadul club' }),
      listing('description only', { description: 'Five minutes from Sadul' }),
    ];
    expect(ids(filterLoadedListings(loaded, { q: 'sadul', location: true }))).toEqual([
      'locality',
      'city',
      'address',
      'society',
      'sub-locality',
      'title',
    ]);
  });

  it("applies the purpose, reading the buy tab's 'buy' as the stored 'sell'", () => {
    const loaded = [listing('rent'), listing('sale', { purpose: 'sell' }), listing('pg', { purpose: 'pg' })];
    expect(ids(filterLoadedListings(loaded, { purpose: 'buy' }))).toEqual(['sale']);
    expect(ids(filterLoadedListings(loaded, { purpose: 'rent', q: 'sunny' }))).toEqual(['rent']);
  });

  it("keeps to the tab's type", () => {
    const loaded = [listing('home'), listing('shop', { type: 'commercial' })];
    expect(ids(filterLoadedListings(loaded, { type: 'commercial' }))).toEqual(['shop']);
  });

  it("keeps to a place page's city and locality, by their slugs", () => {
    const loaded = [
      listing('sadul ganj', {}, { city: 'Bikaner', locality: 'Sadul Ganj' }),
      listing('jnv', {}, { city: 'bikaner', locality: 'JNV Colony' }),
      listing('jaipur', {}, { city: 'Jaipur', locality: 'Sadul Ganj' }),
    ];
    expect(ids(filterLoadedListings(loaded, { city: 'bikaner' }))).toEqual(['sadul ganj', 'jnv']);
    expect(ids(filterLoadedListings(loaded, { city: 'bikaner', locality: 'sadul-ganj' }))).toEqual(['sadul ganj']);
  });

  it('shows each listing once, in the order first loaded, when no text is given', () => {
    const loaded = [listing('a'), listing('b'), listing('a'), listing('c')];
    expect(ids(filterLoadedListings(loaded, { q: '   ' }))).toEqual(['a', 'b', 'c']);
  });

  it('finds nothing when no loaded listing matches', () => {
    expect(filterLoadedListings([listing('a')], { q: 'jaipur' })).toEqual([]);
  });
});
