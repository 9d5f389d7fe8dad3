/** A listing's details and rental terms (docs/product.md §2 wizard steps 3 and 5, §9), each with its display label. */

export const FURNISHINGS = ['furnished', 'semi-furnished', 'unfurnished'] as const;
export type Furnishing = (typeof FURNISHINGS)[number];
export const FURNISHING_LABELS: Record<Furnishing, string> = {
  furnished: 'Furnished',
  'semi-furnished': 'Semi-furnished',
  unfurnished: 'Unfurnished',
};

/** Age of the property in years; `new-launch` is a project not yet handed over. */
export const AGES = ['0-1', '1-5', '5-10', '10+', 'new-launch'] as const;
export type Age = (typeof AGES)[number];
export const AGE_LABELS: Record<Age, string> = {
  '0-1': 'Less than 1 year',
  '1-5': '1-5 years',
  '5-10': '5-10 years',
  '10+': 'More than 10 years',
  'new-launch': 'New launch',
};

export const FACINGS = ['east', 'west', 'north', 'south', 'northeast', 'northwest', 'southeast', 'southwest'] as const;
export type Facing = (typeof FACINGS)[number];
export const FACING_LABELS: Record<Facing, string> = {
  east: 'East',
  west: 'West',
  north: 'North',
  south: 'South',
  northeast: 'North-East',
  northwest: 'North-West',
  southeast: 'South-East',
  southwest: 'South-West',
};

/** Who a rent or PG listing is offered to; `men` and `women` mean single tenants. */
export const TENANT_PREFERENCES = ['family', 'men', 'women', 'any'] as const;
export type TenantPreference = (typeof TENANT_PREFERENCES)[number];
export const TENANT_PREFERENCE_LABELS: Record<TenantPreference, string> = {
  family: 'Family',
  men: 'Single men',
  women: 'Single women',
  any: 'Any',
};

/** Who a seeker can say they are in a search: a listing open to `any` serves each of them. */
export const SEEKER_TENANTS = ['family', 'men', 'women'] as const satisfies readonly TenantPreference[];
export type SeekerTenant = (typeof SEEKER_TENANTS)[number];

/**
 * The listings' preferences that serve any of the seekers a search names: a search for single women finds
 * listings for women and those open to anyone. Sale listings have no preference and serve no such search.
 */
export function tenantPreferencesServing(tenants: readonly SeekerTenant[]): TenantPreference[] {
  return TENANT_PREFERENCES.filter(
    (preference) => preference === 'any' || tenants.includes(preference as SeekerTenant),
  );
}

export const PARKING_OPTIONS = ['covered', 'open', 'both', 'none'] as const;
export type Parking = (typeof PARKING_OPTIONS)[number];
export const PARKING_LABELS: Record<Parking, string> = {
  covered: 'Covered',
  open: 'Open',
  both: 'Covered and open',
  none: 'None',
};

export const AGREEMENT_TYPES = ['company', 'any'] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];
export const AGREEMENT_TYPE_LABELS: Record<AgreementType, string> = {
  company: 'Company Lease Agreement',
  any: 'Any',
};

/** How a language says a number of years and of months ("1 year", "6 months"). */
export interface DurationWords {
  years: (count: number) => string;
  months: (count: number) => string;
}

const ENGLISH_DURATIONS: DurationWords = {
  years: (count) => (count === 1 ? '1 year' : `${count} years`),
  months: (count) => (count === 1 ? '1 month' : `${count} months`),
};

/** "6 months", "1 year", "2 years": whole years read as years, the rest as months. */
export function monthsLabel(months: number, words: DurationWords = ENGLISH_DURATIONS): string {
  return months > 0 && months % 12 === 0 ? words.years(months / 12) : words.months(months);
}

/** Rental agreement length in months (docs/product.md §9). */
export const AGREEMENT_DURATIONS = [6, 12, 24, 36, 60] as const;
export type AgreementDuration = (typeof AGREEMENT_DURATIONS)[number];
export const DEFAULT_AGREEMENT_DURATION: AgreementDuration = 12;
export const AGREEMENT_DURATION_LABELS = Object.fromEntries(
  AGREEMENT_DURATIONS.map((months) => [months, monthsLabel(months)]),
) as Record<AgreementDuration, string>;

/** Notice period in months (docs/product.md §9). */
export const NOTICE_PERIODS = [1, 2, 3] as const;
export type NoticePeriod = (typeof NOTICE_PERIODS)[number];
export const DEFAULT_NOTICE_PERIOD: NoticePeriod = 1;
export const NOTICE_PERIOD_LABELS = Object.fromEntries(
  NOTICE_PERIODS.map((months) => [months, monthsLabel(months)]),
) as Record<NoticePeriod, string>;

/** Balconies: 0 to 3, and 4 stands for 'More than 3' (docs/product.md §2). */
export const BALCONY_OPTIONS = [0, 1, 2, 3, 4] as const;
export type BalconyOption = (typeof BALCONY_OPTIONS)[number];
export const BALCONY_LABELS: Record<BalconyOption, string> = { 0: '0', 1: '1', 2: '2', 3: '3', 4: 'More than 3' };

/** Furnishing items counted in the wizard's panel (floored at 0). */
export const FURNISHING_COUNTERS = ['lights', 'fans', 'ac', 'tv', 'beds', 'wardrobe', 'geyser'] as const;
export type FurnishingCounter = (typeof FURNISHING_COUNTERS)[number];
export const FURNISHING_COUNTER_LABELS: Record<FurnishingCounter, string> = {
  lights: 'Lights',
  fans: 'Fans',
  ac: 'AC',
  tv: 'TV',
  beds: 'Beds',
  wardrobe: 'Wardrobe',
  geyser: 'Geyser',
};

/** Furnishing items that are either there or not. */
export const FURNISHING_CHECKBOXES = [
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
] as const;
export type FurnishingCheckbox = (typeof FURNISHING_CHECKBOXES)[number];
export const FURNISHING_CHECKBOX_LABELS: Record<FurnishingCheckbox, string> = {
  sofa: 'Sofa',
  washingMachine: 'Washing Machine',
  stove: 'Stove',
  fridge: 'Fridge',
  waterPurifier: 'Water Purifier',
  microwave: 'Microwave',
  modularKitchen: 'Modular Kitchen',
  chimney: 'Chimney',
  diningTable: 'Dining Table',
  curtains: 'Curtains',
  exhaustFan: 'Exhaust Fan',
};
