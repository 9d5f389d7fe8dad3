import { describe, expect, it } from 'vitest';
import { formatIndianNumber } from '../format/numbers.ts';
import { ENGLISH_LISTING_LABELS, type ListingLabels } from '../listing/labels.ts';
import { areaChipLabel, budgetChipLabel, type FilterChip, filterChips, removeChip } from './chips.ts';
import { FILTER_DEFAULTS, type FilterState } from './filter-state.ts';
import { SIDEBAR_AREA, SIDEBAR_BUDGETS } from './ranges.ts';

const state = (changes: Partial<FilterState>): FilterState => ({ ...FILTER_DEFAULTS, ...changes });
const labels = (chips: FilterChip[]) => chips.map((chip) => chip.label);

describe('filterChips (docs/product.md §4: bedrooms, furnishing, budget and area when not default)', () => {
  it('shows none for the defaults', () => {
    expect(filterChips(FILTER_DEFAULTS)).toEqual([]);
  });

  it('shows none for the other fields, however set', () => {
    const other = state({
      searchTerm: 'lake',
      purpose: 'rent',
      propertyType: 'commercial',
      subType: ['shop'],
      bathrooms: [2],
      postedBy: ['owner'],
      amenities: ['gym'],
    });
    expect(filterChips(other)).toEqual([]);
  });

  it('shows one chip per bedroom count, "5" reading 5+', () => {
    expect(filterChips(state({ bedrooms: [5, 3] }))).toEqual([
      { id: 'bedrooms:3', kind: 'bedrooms', value: 3, label: '3 BHK' },
      { id: 'bedrooms:5', kind: 'bedrooms', value: 5, label: '5+ BHK' },
    ]);
  });

  it('shows one chip per furnishing', () => {
    expect(filterChips(state({ furnishing: ['semi-furnished', 'furnished'] }))).toEqual([
      { id: 'furnishing:furnished', kind: 'furnishing', value: 'furnished', label: 'Furnished' },
      { id: 'furnishing:semi-furnished', kind: 'furnishing', value: 'semi-furnished', label: 'Semi-furnished' },
    ]);
  });

  it('shows one chip per tenant, in the listing’s words', () => {
    expect(filterChips(state({ purpose: 'pg', tenant: ['women', 'family'] }))).toEqual([
      { id: 'tenant:family', kind: 'tenant', value: 'family', label: 'Family' },
      { id: 'tenant:women', kind: 'tenant', value: 'women', label: 'Single women' },
    ]);
  });

  it('shows the budget in the card price format', () => {
    expect(filterChips(state({ budget: [500_000, 5_000_000] }))).toEqual([
      { id: 'budget', kind: 'budget', label: '₹5 L – ₹50 L' },
    ]);
  });

  it('shows the area in square feet', () => {
    expect(filterChips(state({ area: [500, 2000] }))).toEqual([
      { id: 'area', kind: 'area', label: '500 – 2,000 sq.ft' },
    ]);
  });

  it('orders the chips bedrooms, furnishing, tenants, budget, area', () => {
    const all = state({
      area: [0, 1000],
      budget: [0, 2_500_000],
      tenant: ['men'],
      furnishing: ['unfurnished'],
      bedrooms: [2],
    });
    expect(labels(filterChips(all))).toEqual(['2 BHK', 'Unfurnished', 'Single men', '₹5 L – ₹25 L', '0 – 1,000 sq.ft']);
  });

  it("reads the budget against the purpose's slider, as the sheet shows it (decision 025)", () => {
    expect(labels(filterChips(state({ purpose: 'rent', budget: [6_000, 10_000_000] })))).toEqual(['₹6,000 – ₹5 L+']);
    expect(labels(filterChips(state({ purpose: 'pg', budget: [0, 20_000] })))).toEqual(['₹3,000 – ₹20,000']);
    expect(labels(filterChips(state({ budget: [2_000_000, 10_000_000] })))).toEqual(['₹20 L – ₹5 Cr+']);
  });

  it('reads against the sidebar scales when given', () => {
    const sidebar = { budget: SIDEBAR_BUDGETS.buy, area: SIDEBAR_AREA };
    expect(filterChips(state({ budget: [500_000, 10_000_000], area: [500, 5000] }), sidebar)).toEqual([]);
    expect(labels(filterChips(state({ budget: [500_000, 50_000_000] }), sidebar))).toEqual([
      '₹5 L – ₹5 Cr+',
      '0 – 5,000 sq.ft',
    ]);
  });
});

describe('chip labels', () => {
  it.each([
    [[500_000, 5_000_000], '₹5 L – ₹50 L'],
    [[0, 100_000], '₹0 – ₹1 L'],
    // Beyond the sheet's end (set on the sidebar's wider range) it is a bound, not open.
    [[1_500_000, 12_500_000], '₹15 L – ₹1.3 Cr'],
    [[2_000_000, 10_000_000], '₹20 L – ₹1 Cr+'],
    [[50_000, 99_000], '₹50,000 – ₹99,000'],
  ] as const)('labels the budget %j "%s"', (budget, label) => {
    expect(budgetChipLabel(budget)).toBe(label);
  });

  it.each([
    [[500, 2000], '500 – 2,000 sq.ft'],
    [[1000, 5000], '1,000 – 5,000+ sq.ft'],
    [[0, 100], '0 – 100 sq.ft'],
  ] as const)('labels the area %j "%s"', (area, label) => {
    expect(areaChipLabel(area)).toBe(label);
  });

  it('marks the top open against the scale it was set on', () => {
    expect(budgetChipLabel([5_000, 500_000], SIDEBAR_BUDGETS.rent)).toBe('₹5,000 – ₹5 L+');
    expect(areaChipLabel([500, 5000], SIDEBAR_AREA)).toBe('500 – 5,000 sq.ft');
    expect(areaChipLabel([500, 10_000], SIDEBAR_AREA)).toBe('500 – 10,000+ sq.ft');
  });

  it('writes prices in the page’s language, and areas in the labels’ words, with the same numbers', () => {
    expect(budgetChipLabel([500_000, 5_000_000], undefined, 'hi')).toBe('₹5 लाख – ₹50 लाख');
    expect(budgetChipLabel([2_000_000, 10_000_000], undefined, 'hi')).toBe('₹20 लाख – ₹1 करोड़+');
    expect(areaChipLabel([500, 2000], undefined, HINDI)).toBe('500 – 2,000 वर्ग फ़ुट');
    expect(areaChipLabel([1000, 5000], undefined, HINDI)).toBe('1,000 – 5,000+ वर्ग फ़ुट');
  });
});

/** Labels in another language, as the web builds them from its catalogue: what a chip shows of them. */
const HINDI: ListingLabels = {
  ...ENGLISH_LISTING_LABELS,
  FURNISHING_LABELS: { furnished: 'फ़र्निश्ड', 'semi-furnished': 'सेमी-फ़र्निश्ड', unfurnished: 'अनफ़र्निश्ड' },
  formatArea: (squareFeet) => `${formatIndianNumber(squareFeet)} वर्ग फ़ुट`,
};

describe('filterChips in another language', () => {
  it('names furnishings with the labels given, and prices and areas in their language', () => {
    const chosen = state({
      bedrooms: [2],
      furnishing: ['furnished'],
      purpose: 'rent',
      budget: [6_000, 10_000_000],
      area: [500, 2000],
    });
    expect(labels(filterChips(chosen, undefined, HINDI, 'hi'))).toEqual([
      '2 BHK',
      'फ़र्निश्ड',
      '₹6,000 – ₹5 लाख+',
      '500 – 2,000 वर्ग फ़ुट',
    ]);
  });
});
describe('removeChip', () => {
  const chosen = state({
    bedrooms: [2, 3],
    furnishing: ['furnished', 'semi-furnished'],
    tenant: ['men', 'women'],
    budget: [500_000, 5_000_000],
    area: [500, 2000],
  });

  it('takes one bedroom count, furnishing or tenant out of its list', () => {
    const [two, , furnished, , men] = filterChips(chosen) as FilterChip[] as [
      FilterChip,
      FilterChip,
      FilterChip,
      FilterChip,
      FilterChip,
    ];
    expect(removeChip(chosen, two).bedrooms).toEqual([3]);
    expect(removeChip(chosen, furnished).furnishing).toEqual(['semi-furnished']);
    expect(removeChip(chosen, men).tenant).toEqual(['women']);
  });

  it('puts budget and area back to their defaults', () => {
    const chips = filterChips(chosen);
    const budget = chips.find((chip) => chip.kind === 'budget') as FilterChip;
    const area = chips.find((chip) => chip.kind === 'area') as FilterChip;
    expect(removeChip(chosen, budget).budget).toEqual([0, 10_000_000]);
    expect(removeChip(chosen, area).area).toEqual([0, 5000]);
    const sidebar = { budget: SIDEBAR_BUDGETS.rent, area: SIDEBAR_AREA };
    expect(removeChip(chosen, budget, sidebar).budget).toEqual([5_000, 100_000]);
    expect(removeChip(chosen, area, sidebar).area).toEqual([500, 5000]);
  });

  it('leaves no chips once every chip is removed, and the rest of the state as it was', () => {
    const cleared = filterChips(chosen).reduce((current, chip) => removeChip(current, chip), chosen);
    expect(filterChips(cleared)).toEqual([]);
    expect(cleared).toEqual(FILTER_DEFAULTS);
  });

  it('does not change the state it is given', () => {
    const [first] = filterChips(chosen) as [FilterChip];
    removeChip(chosen, first);
    expect(chosen.bedrooms).toEqual([2, 3]);
  });
});
