import { describe, expect, it } from 'vitest';
import { ENGLISH_LISTING_LABELS } from '../../listing/labels.ts';
import { parseSearchQuery } from './parse.ts';
import { queryFiltersOf } from './understood.ts';

function chips(text: string, options?: Parameters<typeof parseSearchQuery>[1]) {
  return parseSearchQuery(text, options).understood.map(({ id, label, source }) => ({ id, label, source }));
}

function labels(text: string, options?: Parameters<typeof parseSearchQuery>[1]): string[] {
  return parseSearchQuery(text, options).understood.map((chip) => chip.label);
}

describe('a name or code with digits in it', () => {
  it('is searched as typed: its digits are no budget', () => {
    const parsed = parseSearchQuery('guestworddesktop2mwz7188i', { purpose: 'rent' });
    expect(parsed.understood).toEqual([]);
    expect(parsed.rest).toBe('guestworddesktop2mwz7188i');
  });
});

describe('what the parser understood', () => {
  it("gives one chip per value, in a fixed order, with the card's words and the words it came from", () => {
    expect(chips('2bhk flat on rent in jaipur under 25k')).toEqual([
      { id: 'purpose:rent', label: 'Rent', source: 'rent' },
      { id: 'subType:flat', label: 'Flat/Apartment', source: 'flat' },
      { id: 'bedrooms:2', label: '2 BHK', source: '2bhk' },
      { id: 'city:jaipur', label: 'Jaipur', source: 'jaipur' },
      { id: 'price', label: 'under ₹25,000', source: 'under 25k' },
    ]);
  });

  it('words ranges, open ranges and sizes as the filter chips do', () => {
    expect(labels('3 bhk 1-1.5 cr')).toEqual(['3 BHK', '₹1 Cr – ₹1.5 Cr']);
    expect(labels('above 50 lakh')).toEqual(['over ₹50 L']);
    expect(labels('office 1000 sqft')).toEqual(['Office', '800 – 1,200 sq.ft']);
    expect(labels('above 1000 sqft')).toEqual(['over 1,000 sq.ft']);
    expect(labels('3+ bhk')).toEqual(['3 BHK', '4 BHK', '5+ BHK']);
    expect(labels('1 rk')).toEqual(['Studio Apartment']);
  });

  it("names a locality's city unless the city has a chip of its own", () => {
    expect(labels('sadul ganj')).toEqual(['Sadul Ganj, Bikaner']);
    expect(labels('sadul ganj bikaner')).toEqual(['Bikaner', 'Sadul Ganj']);
  });

  it('says prices and places in Hindi for a Hindi page', () => {
    const hindi = { locale: 'hi' as const, labels: ENGLISH_LISTING_LABELS };
    expect(labels('jaipur under 25k', hindi)).toEqual(['जयपुर', '₹25,000 तक']);
    expect(labels('above 50 lakh sadul ganj', hindi)).toEqual(['सादुल गंज, बीकानेर', '₹50 लाख से ज़्यादा']);
  });

  it('keeps who a rental is for, typed, though the search does not filter on it yet', () => {
    const parsed = parseSearchQuery('pg for girls');
    expect(parsed.filters.tenantPreference).toEqual(['women']);
    expect(parsed.understood.at(-1)).toMatchObject({ key: 'tenantPreference', value: 'women', label: 'Single women' });
  });
});

describe('removing a chip', () => {
  const parsed = parseSearchQuery('2bhk flat on rent in sadul ganj bikaner under 25k');
  const without = (id: string) => queryFiltersOf(parsed.understood.filter((chip) => chip.id !== id));

  it('leaves the filters of the other chips', () => {
    expect(without('bedrooms:2')).toEqual({
      purpose: 'rent',
      type: 'residential',
      subType: ['flat'],
      maxPrice: 25_000,
      city: 'bikaner',
      locality: 'sadul-ganj',
    });
    expect(without('price')).not.toHaveProperty('maxPrice');
  });

  it('takes the type a sub-type gave with it, and keeps the city a locality needs', () => {
    expect(without('subType:flat')).not.toHaveProperty('type');
    expect(without('city:bikaner')).toMatchObject({ city: 'bikaner', locality: 'sadul-ganj' });
    expect(without('locality:sadul-ganj')).toMatchObject({ city: 'bikaner' });
    expect(without('locality:sadul-ganj')).not.toHaveProperty('locality');
  });
});

describe('ambiguity', () => {
  it('offers the places a shared name may be, and keeps the words as text', () => {
    const parsed = parseSearchQuery('office mg road');
    expect(parsed.placeChoices.map((place) => place.citySlug)).toEqual(['bengaluru', 'pune', 'gurugram']);
    expect(parsed.rest).toBe('mg road');
    expect(parsed.filters).not.toHaveProperty('locality');
    expect(parseSearchQuery('office mg road pune').placeChoices).toEqual([]);
  });

  it('reads a small number with no unit by the purpose, the query’s before the tab’s', () => {
    expect(parseSearchQuery('under 50').filters).toEqual({});
    expect(parseSearchQuery('under 50', { purpose: 'buy' }).filters).toEqual({ maxPrice: 5_000_000 });
    expect(parseSearchQuery('under 50', { purpose: 'rent' }).filters).toEqual({ maxPrice: 50_000 });
    expect(parseSearchQuery('rent under 50', { purpose: 'buy' }).filters).toEqual({
      purpose: 'rent',
      maxPrice: 50_000,
    });
    expect(parseSearchQuery('under 5', { purpose: 'buy' }).rest).toBe('under 5');
    expect(parseSearchQuery('under 500', { purpose: 'rent' }).rest).toBe('under 500');
  });

  it('does not make a chip of the tab’s purpose, which the query did not say', () => {
    expect(parseSearchQuery('flat', { purpose: 'rent' }).filters).not.toHaveProperty('purpose');
  });

  it('takes a monthly amount for a rent, unless the tab already rents', () => {
    expect(parseSearchQuery('2bhk 15000 per month').filters).toMatchObject({ purpose: 'rent', maxPrice: 15_000 });
    expect(parseSearchQuery('2bhk 15k/month', { purpose: 'buy' }).filters.purpose).toBe('rent');
    expect(parseSearchQuery('8000 per month', { purpose: 'pg' }).filters).toEqual({ maxPrice: 8_000 });
  });

  it('keeps the first purpose and type said, and drops a later different one', () => {
    expect(parseSearchQuery('rent or buy flat').filters).toEqual({
      purpose: 'rent',
      type: 'residential',
      subType: ['flat'],
    });
    expect(parseSearchQuery('commercial residential').filters).toEqual({ type: 'commercial' });
  });

  it('leaves a type unset when the sub-types are of both', () => {
    expect(parseSearchQuery('flat or shop').filters).toEqual({ subType: ['flat', 'shop'] });
  });

  it('keeps the first city, and a locality of another city as text', () => {
    expect(parseSearchQuery('jaipur jodhpur').filters).toEqual({ city: 'jaipur' });
    expect(parseSearchQuery('kothrud mumbai')).toMatchObject({ filters: { city: 'mumbai' }, rest: 'kothrud' });
  });
});

describe('numbers that are not a budget', () => {
  it.each(['flat 334001', 'flat 2024', 'sector 14 flat', 'flat 3rd floor', 'road no 12 shop'])('%s', (query) => {
    const { filters } = parseSearchQuery(query, { purpose: 'buy' });
    expect(filters).not.toHaveProperty('maxPrice');
    expect(filters).not.toHaveProperty('minPrice');
  });

  it('keeps the words of a number in the text as typed', () => {
    expect(parseSearchQuery('flat 3rd floor').rest).toBe('3rd floor');
    expect(parseSearchQuery('0 bhk').rest).toBe('0 bhk');
    expect(parseSearchQuery('60 bhk').rest).toBe('60 bhk');
  });

  it('drops amounts no listing can have', () => {
    expect(parseSearchQuery('under 99999999 cr').filters).toEqual({});
    expect(parseSearchQuery('under 0 lakh').filters).toEqual({});
  });
});

describe('amounts', () => {
  it.each([
    ['8000/-', { maxPrice: 8_000 }],
    ['rs 8000', { maxPrice: 8_000 }],
    ['8000 rupees', { maxPrice: 8_000 }],
    ['₹ 1.2 crore', { maxPrice: 12_000_000 }],
    ['30k-20k', { minPrice: 20_000, maxPrice: 30_000 }],
    ['20k se 30k', { minPrice: 20_000, maxPrice: 30_000 }],
    ['25k se kam', { maxPrice: 25_000 }],
    ['50 lakh and above', { minPrice: 5_000_000 }],
    ['1 cr onwards', { minPrice: 10_000_000 }],
    ['< 25k', { maxPrice: 25_000 }],
    ['not more than 40 lakh', { maxPrice: 4_000_000 }],
    ['100 sq m', { minArea: 861, maxArea: 1_291 }],
    ['2 acres', { minArea: 69_696, maxArea: 104_544 }],
    ['under 200 gaj', { maxArea: 1_800 }],
    ['1000 to 2000 sqft', { minArea: 1_000, maxArea: 2_000 }],
    ['around 1000 sqft', { minArea: 800, maxArea: 1_200 }],
    ['around 50 lakh', { maxPrice: 5_000_000 }],
    ['above 20k below 30k', { minPrice: 20_000, maxPrice: 30_000 }],
    ['1k sqft', { minArea: 800, maxArea: 1_200 }],
    ['warehouse 1 lakh sq ft', { type: 'commercial', subType: ['warehouse'], minArea: 80_000, maxArea: 120_000 }],
  ])('%s', (query, filters) => {
    expect(parseSearchQuery(query).filters).toEqual(filters);
  });

  it('keeps one price range: a second floor or ceiling stays text', () => {
    expect(parseSearchQuery('under 20k under 30k')).toMatchObject({ filters: { maxPrice: 20_000 }, rest: 'under 30k' });
  });
});

describe('words', () => {
  it('reads landmark words as amenities only in a list of amenities', () => {
    expect(parseSearchQuery('flat near park').filters).toEqual({ type: 'residential', subType: ['flat'] });
    expect(parseSearchQuery('flat with lift, park and security').filters.amenities).toEqual([
      'lift',
      'security',
      'park',
    ]);
    expect(parseSearchQuery('flat with lift near park').rest).toBe('park');
  });

  it('reads misspelt words as meant, but never a place as another word', () => {
    expect(parseSearchQuery('furnishedd apartmant').filters).toMatchObject({
      furnishing: ['furnished'],
      subType: ['flat'],
    });
    expect(parseSearchQuery('indore').filters).toEqual({ city: 'indore' });
    expect(parseSearchQuery('indoor games').filters).toEqual({ amenities: ['indoorGames'] });
  });

  it('drops little words at the ends of the text left, and keeps them inside it', () => {
    expect(parseSearchQuery('flat near the railway station in jaipur').rest).toBe('railway station');
    expect(parseSearchQuery('ready to move flat').rest).toBe('ready to move');
    expect(parseSearchQuery('जयपुर में स्टेशन के पास फ्लैट').rest).toBe('स्टेशन');
  });
});
