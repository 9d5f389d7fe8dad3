/**
 * Slider scales of the search filters and the sidebar filter (docs/product.md §9). Steps the spec leaves
 * open are chosen so every default is reachable and a slider has at most about a hundred stops:
 * PG budget 500, commercial budget 10,000. The commercial sidebar budget has no default in the
 * spec; it opens on its full range so the sidebar does not narrow a commercial search unasked.
 */
import type { FilterPurpose, PropertyType } from '../enums.ts';

/** A two-thumb slider: its ends, its step, and where its thumbs start. */
export interface SliderScale {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly defaultValue: readonly [number, number];
}

/** The scales a filter state is read against: the search sheet's or the sidebar's. */
export interface FilterScales {
  readonly budget: SliderScale;
  readonly area: SliderScale;
}

/** The search filter sliders: budget 0 to 1 crore by 1 lakh, area 0 to 5000 sq.ft by 100. */
export const FILTER_SCALES: FilterScales = {
  budget: { min: 0, max: 10_000_000, step: 100_000, defaultValue: [0, 10_000_000] },
  area: { min: 0, max: 5000, step: 100, defaultValue: [0, 5000] },
};

export const SIDEBAR_BUDGET_KEYS = ['buy', 'rent', 'pg', 'commercial'] as const;
export type SidebarBudgetKey = (typeof SIDEBAR_BUDGET_KEYS)[number];

export const SIDEBAR_BUDGETS: Record<SidebarBudgetKey, SliderScale> = {
  buy: { min: 500_000, max: 50_000_000, step: 100_000, defaultValue: [500_000, 10_000_000] },
  rent: { min: 5_000, max: 500_000, step: 1_000, defaultValue: [5_000, 100_000] },
  pg: { min: 3_000, max: 50_000, step: 500, defaultValue: [3_000, 30_000] },
  commercial: { min: 10_000, max: 1_000_000, step: 10_000, defaultValue: [10_000, 1_000_000] },
};

export const SIDEBAR_AREA: SliderScale = { min: 100, max: 10_000, step: 100, defaultValue: [500, 5000] };

/**
 * Which sidebar budget applies. The commercial range (₹10,000 to ₹10 L) is a monthly-rent range,
 * so it serves commercial rent and PG; buying commercial property uses the buy range.
 */
export function sidebarBudgetKey(purpose: FilterPurpose, propertyType: PropertyType): SidebarBudgetKey {
  if (purpose !== 'buy' && propertyType === 'commercial') return 'commercial';
  return purpose;
}

/** The sidebar's scales for a purpose and type. */
export function sidebarScales(purpose: FilterPurpose, propertyType: PropertyType): FilterScales {
  return { budget: SIDEBAR_BUDGETS[sidebarBudgetKey(purpose, propertyType)], area: SIDEBAR_AREA };
}

/**
 * A thumb at its slider's end means "no limit", so the default 0 to 1 crore budget still finds a
 * 2 crore villa (its chip reads "₹1 Cr+"). Any other value is a bound, also one beyond the slider's
 * end, which the sidebar's wider ranges can write (see `sidebar-ranges.ts`).
 */
export function boundsToFilter(
  value: readonly [number, number],
  scale: SliderScale,
): { min: number | undefined; max: number | undefined } {
  return {
    min: value[0] > scale.min ? value[0] : undefined,
    max: isOpenTop(value, scale) ? undefined : value[1],
  };
}

/** True when the top thumb is at its slider's end: no upper limit. */
export function isOpenTop(value: readonly [number, number], scale: SliderScale): boolean {
  return value[1] === scale.max;
}
