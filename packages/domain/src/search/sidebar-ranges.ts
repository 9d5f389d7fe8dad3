/**
 * The sidebar's sliders have their own ranges (docs/product.md §9: budget per purpose, area 100 to 10,000), while
 * the URL keeps one budget and one area read against the search sheet's sliders. These map between
 * the two so a sidebar search reads the same wherever it is shown:
 * - an untouched range writes nothing (the sidebar's default shows for the sheet's default);
 * - a thumb at a sidebar end writes the sheet's end, which means "no limit" to both;
 * - a thumb inside the range writes its value, a bound on both sliders, also beyond the sheet's end
 *   (a ₹3 Cr budget from the sidebar is ₹3 Cr, though the sheet stops at ₹1 Cr).
 * One value cannot be told apart: a sidebar thumb exactly at the sheet's end reads as "no limit".
 */
import { FILTER_SCALES, type SliderScale } from './ranges.ts';

type Range = readonly [number, number];

function same(a: Range, b: Range): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

function clamp(value: number, scale: SliderScale): number {
  return Math.min(scale.max, Math.max(scale.min, value));
}

/** What a sidebar slider shows for a range in the URL; the sheet's ends ("no limit") show as its own. */
function toSidebarRange(value: Range, scale: SliderScale, filterScale: SliderScale): [number, number] {
  if (same(value, filterScale.defaultValue)) return [scale.defaultValue[0], scale.defaultValue[1]];
  return [
    value[0] <= filterScale.min ? scale.min : clamp(value[0], scale),
    value[1] === filterScale.max ? scale.max : clamp(value[1], scale),
  ];
}

/** What a sidebar slider writes to the URL; `previous` is the URL's range, kept when untouched. */
function fromSidebarRange(
  value: Range,
  scale: SliderScale,
  previous: Range,
  filterScale: SliderScale,
): readonly [number, number] {
  if (same(value, toSidebarRange(previous, scale, filterScale))) return previous;
  return [value[0] <= scale.min ? filterScale.min : value[0], value[1] >= scale.max ? filterScale.max : value[1]];
}

export const sidebarBudgetIn = (value: Range, scale: SliderScale) => toSidebarRange(value, scale, FILTER_SCALES.budget);
export const sidebarBudgetOut = (value: Range, scale: SliderScale, previous: Range) =>
  fromSidebarRange(value, scale, previous, FILTER_SCALES.budget);
export const sidebarAreaIn = (value: Range, scale: SliderScale) => toSidebarRange(value, scale, FILTER_SCALES.area);
export const sidebarAreaOut = (value: Range, scale: SliderScale, previous: Range) =>
  fromSidebarRange(value, scale, previous, FILTER_SCALES.area);
