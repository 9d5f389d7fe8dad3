import { describe, expect, it } from 'vitest';
import {
  AGE_LABELS,
  AGES,
  AGREEMENT_DURATION_LABELS,
  AGREEMENT_DURATIONS,
  AGREEMENT_TYPE_LABELS,
  AGREEMENT_TYPES,
  BALCONY_LABELS,
  BALCONY_OPTIONS,
  COMMERCIAL_SUB_TYPES,
  DEFAULT_AGREEMENT_DURATION,
  DEFAULT_NOTICE_PERIOD,
  FACING_LABELS,
  FACINGS,
  FILTER_PURPOSE_LABELS,
  FILTER_PURPOSES,
  FURNISHING_CHECKBOX_LABELS,
  FURNISHING_CHECKBOXES,
  FURNISHING_COUNTER_LABELS,
  FURNISHING_COUNTERS,
  FURNISHING_LABELS,
  FURNISHINGS,
  HOME_TAB_LABELS,
  HOME_TABS,
  monthsLabel,
  NOTICE_PERIOD_LABELS,
  NOTICE_PERIODS,
  PARKING_LABELS,
  PARKING_OPTIONS,
  POSTED_BY_OPTIONS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  PURPOSE_LABELS,
  PURPOSES,
  RESIDENTIAL_SUB_TYPES,
  SUB_TYPE_LABELS,
  TENANT_PREFERENCE_LABELS,
  TENANT_PREFERENCES,
  USER_TYPE_LABELS,
  USER_TYPES,
} from './enums.ts';

/** The labels of a list, in the list's order: checks every value has one and none is extra. */
function labelsOf<T extends PropertyKey>(list: readonly T[], labels: Record<T, string>): string[] {
  expect(Object.keys(labels).sort()).toEqual(list.map(String).sort());
  return list.map((value) => labels[value]);
}

describe('purposes, tabs and types (spec §2, §3)', () => {
  it('stores sell, rent and pg, labelled as the wizard shows them', () => {
    expect(labelsOf(PURPOSES, PURPOSE_LABELS)).toEqual(['Sell', 'Rent/Lease', 'PG']);
    expect(PURPOSES).toEqual(['sell', 'rent', 'pg']);
  });

  it('filters on buy, rent and pg', () => {
    expect(FILTER_PURPOSES).toEqual(['buy', 'rent', 'pg']);
    expect(labelsOf(FILTER_PURPOSES, FILTER_PURPOSE_LABELS)).toEqual(['Buy', 'Rent', 'PG']);
  });

  it('has the home tabs all, buy, rent, pg and commercial', () => {
    expect(HOME_TABS).toEqual(['all', 'buy', 'rent', 'pg', 'commercial']);
    expect(labelsOf(HOME_TABS, HOME_TAB_LABELS)).toEqual(['All', 'Buy', 'Rent', 'PG', 'Commercial']);
  });

  it('has residential and commercial types', () => {
    expect(labelsOf(PROPERTY_TYPES, PROPERTY_TYPE_LABELS)).toEqual(['Residential', 'Commercial']);
  });

  it('lists the wizard sub-types of each type, every one labelled', () => {
    expect(RESIDENTIAL_SUB_TYPES).toEqual(['flat', 'house', 'floor', 'studio', 'serviced', 'farmhouse', 'other']);
    expect(COMMERCIAL_SUB_TYPES).toEqual([
      'office',
      'shell',
      'retail',
      'commercial-land',
      'agriculture-land',
      'industrial-land',
      'warehouse',
      'cold-storage',
      'factory',
      'hotel',
      'other',
    ]);
    const all = [...new Set([...RESIDENTIAL_SUB_TYPES, ...COMMERCIAL_SUB_TYPES])];
    expect(labelsOf(all, SUB_TYPE_LABELS).every((label) => label.length > 0)).toBe(true);
    expect(SUB_TYPE_LABELS.flat).toBe('Flat/Apartment');
    expect(SUB_TYPE_LABELS.retail).toBe('Retail Shop');
  });

  it('has owner, builder and agent users, and filters posters on owner and builder', () => {
    expect(labelsOf(USER_TYPES, USER_TYPE_LABELS)).toEqual(['Owner', 'Builder', 'Agent']);
    expect(POSTED_BY_OPTIONS).toEqual(['owner', 'builder']);
  });
});

describe('details (spec §2 wizard step 3)', () => {
  it('labels furnishing', () => {
    expect(FURNISHINGS).toEqual(['furnished', 'semi-furnished', 'unfurnished']);
    expect(labelsOf(FURNISHINGS, FURNISHING_LABELS)).toEqual(['Furnished', 'Semi-furnished', 'Unfurnished']);
  });

  it('labels the age of a property', () => {
    expect(AGES).toEqual(['0-1', '1-5', '5-10', '10+', 'new-launch']);
    expect(labelsOf(AGES, AGE_LABELS)).toEqual([
      'Less than 1 year',
      '1-5 years',
      '5-10 years',
      'More than 10 years',
      'New launch',
    ]);
  });

  it('labels the eight facings', () => {
    expect(FACINGS).toEqual(['east', 'west', 'north', 'south', 'northeast', 'northwest', 'southeast', 'southwest']);
    expect(labelsOf(FACINGS, FACING_LABELS)).toEqual([
      'East',
      'West',
      'North',
      'South',
      'North-East',
      'North-West',
      'South-East',
      'South-West',
    ]);
  });

  it('labels men and women as single tenants', () => {
    expect(TENANT_PREFERENCES).toEqual(['family', 'men', 'women', 'any']);
    expect(labelsOf(TENANT_PREFERENCES, TENANT_PREFERENCE_LABELS)).toEqual([
      'Family',
      'Single men',
      'Single women',
      'Any',
    ]);
  });

  it('labels parking', () => {
    expect(PARKING_OPTIONS).toEqual(['covered', 'open', 'both', 'none']);
    expect(labelsOf(PARKING_OPTIONS, PARKING_LABELS)).toEqual(['Covered', 'Open', 'Covered and open', 'None']);
  });

  it('offers balconies 0 to 3 and "More than 3" stored as 4', () => {
    expect(BALCONY_OPTIONS).toEqual([0, 1, 2, 3, 4]);
    expect(labelsOf(BALCONY_OPTIONS, BALCONY_LABELS)).toEqual(['0', '1', '2', '3', 'More than 3']);
  });

  it('labels the furnishing counters and checkboxes', () => {
    expect(FURNISHING_COUNTERS).toEqual(['lights', 'fans', 'ac', 'tv', 'beds', 'wardrobe', 'geyser']);
    expect(labelsOf(FURNISHING_COUNTERS, FURNISHING_COUNTER_LABELS)).toEqual([
      'Lights',
      'Fans',
      'AC',
      'TV',
      'Beds',
      'Wardrobe',
      'Geyser',
    ]);
    expect(FURNISHING_CHECKBOXES).toEqual([
      'sofa',
      'washingMachine',
      'stove',
      'fridge',
      'waterPurifier',
      'microwave',
      'modularKitchen',
      'chimney',
      'diningTable',
      'curtains',
      'exhaustFan',
    ]);
    expect(labelsOf(FURNISHING_CHECKBOXES, FURNISHING_CHECKBOX_LABELS)).toEqual([
      'Sofa',
      'Washing Machine',
      'Stove',
      'Fridge',
      'Water Purifier',
      'Microwave',
      'Modular Kitchen',
      'Chimney',
      'Dining Table',
      'Curtains',
      'Exhaust Fan',
    ]);
  });
});

describe('rental terms (spec §2 wizard step 5, §9)', () => {
  it('labels the agreement types', () => {
    expect(AGREEMENT_TYPES).toEqual(['company', 'any']);
    expect(labelsOf(AGREEMENT_TYPES, AGREEMENT_TYPE_LABELS)).toEqual(['Company Lease Agreement', 'Any']);
  });

  it('offers agreements of 6, 12, 24, 36 and 60 months, 12 by default', () => {
    expect(AGREEMENT_DURATIONS).toEqual([6, 12, 24, 36, 60]);
    expect(DEFAULT_AGREEMENT_DURATION).toBe(12);
    expect(labelsOf(AGREEMENT_DURATIONS, AGREEMENT_DURATION_LABELS)).toEqual([
      '6 months',
      '1 year',
      '2 years',
      '3 years',
      '5 years',
    ]);
  });

  it('offers notice periods of 1, 2 and 3 months, 1 by default', () => {
    expect(NOTICE_PERIODS).toEqual([1, 2, 3]);
    expect(DEFAULT_NOTICE_PERIOD).toBe(1);
    expect(labelsOf(NOTICE_PERIODS, NOTICE_PERIOD_LABELS)).toEqual(['1 month', '2 months', '3 months']);
  });

  it.each([
    [1, '1 month'],
    [2, '2 months'],
    [6, '6 months'],
    [11, '11 months'],
    [12, '1 year'],
    [18, '18 months'],
    [24, '2 years'],
    [60, '5 years'],
    [0, '0 months'],
  ])('reads %i months as "%s"', (months, label) => {
    expect(monthsLabel(months)).toBe(label);
  });
});
