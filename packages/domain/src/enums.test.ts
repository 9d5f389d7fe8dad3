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
  SEEKER_TENANTS,
  SUB_TYPE_LABELS,
  TENANT_PREFERENCE_LABELS,
  TENANT_PREFERENCES,
  tenantPreferencesServing,
  USER_TYPE_LABELS,
  USER_TYPES,
} from './enums.ts';
import { toStoredPurpose } from './search/purposes.ts';

type Labels = Readonly<Record<string, string>>;

function expectUnique(list: readonly unknown[]): void {
  expect(new Set(list).size).toBe(list.length);
}

/**
 * A list and its labels agree: every value is listed once and has a label, no label is extra,
 * none is blank, and no two read alike (a user could not tell them apart).
 */
function expectLabelled(list: readonly (string | number)[], labels: Labels): void {
  expectUnique(list);
  expect(Object.keys(labels).sort()).toEqual(list.map(String).sort());
  const shown = list.map((value) => labels[value] ?? '');
  for (const label of shown) expect(label.trim()).not.toBe('');
  expectUnique(shown);
}

/** Month choices: whole positive months, offered shortest first, the default among them, each read by monthsLabel. */
function expectMonthChoices(list: readonly number[], defaultValue: number, labels: Labels): void {
  expectLabelled(list, labels);
  for (const months of list) {
    expect(Number.isInteger(months) && months > 0, String(months)).toBe(true);
    expect(labels[months]).toBe(monthsLabel(months));
  }
  expect([...list]).toEqual([...list].sort((a, b) => a - b));
  expect(list).toContain(defaultValue);
}

describe('purposes, tabs and types (docs/product.md §2, §3)', () => {
  it.each<[string, readonly string[], Labels]>([
    ['purpose', PURPOSES, PURPOSE_LABELS],
    ['filter purpose', FILTER_PURPOSES, FILTER_PURPOSE_LABELS],
    ['home tab', HOME_TABS, HOME_TAB_LABELS],
    ['property type', PROPERTY_TYPES, PROPERTY_TYPE_LABELS],
    ['user type', USER_TYPES, USER_TYPE_LABELS],
  ])('labels every %s, each once', (_, list, labels) => {
    expectLabelled(list, labels);
  });

  it('filters on every stored purpose, buy standing for sell', () => {
    expect(FILTER_PURPOSES.map(toStoredPurpose).sort()).toEqual([...PURPOSES].sort());
  });

  it('has a home tab for every filter purpose, the others being all and a property type', () => {
    for (const purpose of FILTER_PURPOSES) expect(HOME_TABS).toContain(purpose);
    for (const tab of HOME_TABS) {
      const known = tab === 'all' || (FILTER_PURPOSES as readonly string[]).includes(tab);
      expect(known || (PROPERTY_TYPES as readonly string[]).includes(tab), tab).toBe(true);
    }
  });

  it('lists the wizard sub-types of each type once, every one labelled', () => {
    expectUnique(RESIDENTIAL_SUB_TYPES);
    expectUnique(COMMERCIAL_SUB_TYPES);
    const all = [...new Set([...RESIDENTIAL_SUB_TYPES, ...COMMERCIAL_SUB_TYPES])];
    expectLabelled(all, SUB_TYPE_LABELS);
    expect(SUB_TYPE_LABELS.flat).toBe('Flat/Apartment');
    expect(SUB_TYPE_LABELS.retail).toBe('Retail Shop');
  });

  it('filters posters on user types only, each once', () => {
    expectUnique(POSTED_BY_OPTIONS);
    for (const poster of POSTED_BY_OPTIONS) expect(USER_TYPES).toContain(poster);
  });
});

describe('details (docs/product.md §2 wizard step 3)', () => {
  it.each<[string, readonly (string | number)[], Labels]>([
    ['furnishing', FURNISHINGS, FURNISHING_LABELS],
    ['age', AGES, AGE_LABELS],
    ['facing', FACINGS, FACING_LABELS],
    ['tenant preference', TENANT_PREFERENCES, TENANT_PREFERENCE_LABELS],
    ['parking', PARKING_OPTIONS, PARKING_LABELS],
    ['balcony', BALCONY_OPTIONS, BALCONY_LABELS],
    ['furnishing counter', FURNISHING_COUNTERS, FURNISHING_COUNTER_LABELS],
    ['furnishing checkbox', FURNISHING_CHECKBOXES, FURNISHING_CHECKBOX_LABELS],
  ])('labels every %s option, each once', (_, list, labels) => {
    expectLabelled(list, labels);
  });

  it('offers balconies from 0 one by one, the top one reading "More than" the one below', () => {
    expect(BALCONY_OPTIONS).toEqual(Array.from(BALCONY_OPTIONS, (_, index) => index));
    const top = BALCONY_OPTIONS[BALCONY_OPTIONS.length - 1] ?? 0;
    for (const count of BALCONY_OPTIONS.filter((value) => value !== top)) {
      expect(BALCONY_LABELS[count]).toBe(String(count));
    }
    expect(BALCONY_LABELS[top]).toBe(`More than ${top - 1}`);
  });

  it('never both counts and ticks a furnishing item', () => {
    const counted: readonly string[] = FURNISHING_COUNTERS;
    for (const item of FURNISHING_CHECKBOXES) expect(counted, item).not.toContain(item);
  });
});

describe('tenants a search can name', () => {
  it('are the tenant preferences but anyone', () => {
    expect(SEEKER_TENANTS).toEqual(TENANT_PREFERENCES.filter((preference) => preference !== 'any'));
  });

  it('are served by listings for them and by those open to anyone', () => {
    expect(tenantPreferencesServing(['women'])).toEqual(['women', 'any']);
    expect(tenantPreferencesServing(['men', 'family'])).toEqual(['family', 'men', 'any']);
    expect(tenantPreferencesServing([...SEEKER_TENANTS])).toEqual([...TENANT_PREFERENCES]);
  });
});

describe('rental terms (docs/product.md §2 wizard step 5, §9)', () => {
  it('labels the agreement types, each once', () => {
    expectLabelled(AGREEMENT_TYPES, AGREEMENT_TYPE_LABELS);
  });

  it('offers agreement durations in months, shortest first, the default among them', () => {
    expectMonthChoices(AGREEMENT_DURATIONS, DEFAULT_AGREEMENT_DURATION, AGREEMENT_DURATION_LABELS);
  });

  it('offers notice periods in months, shortest first, the default among them', () => {
    expectMonthChoices(NOTICE_PERIODS, DEFAULT_NOTICE_PERIOD, NOTICE_PERIOD_LABELS);
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
