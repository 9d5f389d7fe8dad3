/**
 * The budget slider, one rule for the sidebar and the Filters sheet (issue 19, decision 025): the range of the
 * purpose (rent ₹5,000 to ₹5 L, PG ₹3,000 to ₹50,000, buy ₹5 L to ₹5 Cr, commercial rent ₹10,000 to ₹10 L),
 * walked in steps that grow with the amount, so ₹8,000 and ₹12,000 are as easy to pick as ₹3 L and ₹4 L.
 */
import type { FilterPurpose, PropertyType } from '../enums.ts';
import { SIDEBAR_BUDGETS, type SliderScale, sidebarBudgetKey } from './ranges.ts';

/** The stops within each power of ten, as multiples of it: 1, 1.2, 1.5, … 9 (₹10,000, ₹12,000, ₹15,000, …). */
const DECADE_STOPS = [1, 1.2, 1.5, 1.8, 2, 2.2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7, 8, 9] as const;

/** The sidebar's budget slider for a purpose and type: the spec's ranges and starting thumbs (docs/product.md §9). */
export function budgetScale(purpose: FilterPurpose, propertyType: PropertyType): SliderScale {
  return SIDEBAR_BUDGETS[sidebarBudgetKey(purpose, propertyType)];
}

/** The Filters sheet's: the same range, opening on all of it, so an untouched sheet limits nothing. */
export function sheetBudgetScale(purpose: FilterPurpose, propertyType: PropertyType): SliderScale {
  const scale = budgetScale(purpose, propertyType);
  return { ...scale, defaultValue: [scale.min, scale.max] };
}

/**
 * The amounts a budget thumb stops at, ascending: the scale's ends, its starting thumbs, and the decade stops
 * between them. The ends of SIDEBAR_BUDGETS are themselves stops, so no amount is left out at either end.
 */
export function budgetStops(scale: SliderScale): readonly number[] {
  const stops = new Set<number>([scale.min, scale.max, ...scale.defaultValue]);
  for (let decade = 10 ** Math.floor(Math.log10(Math.max(1, scale.min))); decade <= scale.max; decade *= 10) {
    for (const multiple of DECADE_STOPS) {
      const amount = Math.round(multiple * decade);
      if (amount > scale.min && amount < scale.max) stops.add(amount);
    }
  }
  return [...stops].sort((a, b) => a - b);
}

/** The stop nearest an amount (one typed into the URL need not be a stop). */
export function nearestStop(stops: readonly number[], amount: number): number {
  let nearest = 0;
  for (let index = 1; index < stops.length; index += 1) {
    const stop = stops[index] ?? 0;
    if (Math.abs(stop - amount) < Math.abs((stops[nearest] ?? 0) - amount)) nearest = index;
  }
  return nearest;
}
