/**
 * The sidebar's sliders have their own ranges (spec §9: budget per purpose, area 100 to 10,000), while
 * the URL keeps one budget and one area read against the search sheet's sliders. These map between
 * the two so a sidebar search reads the same wherever it is shown:
 * - an untouched range writes nothing (the sidebar's default shows for the sheet's default);
 * - a thumb at a sidebar end writes a value past the sheet's end too, so it stays "no limit";
 * - a thumb inside the range writes its value, a bound on both sliders.
 */
import { FILTER_DEFAULTS } from './filter-state.ts';
import { FILTER_SCALES, type SliderScale } from './ranges.ts';

type Range = readonly [number, number];

function same(a: Range, b: Range): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

function clamp(value: number, scale: SliderScale): number {
  return Math.min(scale.max, Math.max(scale.min, value));
}

/** What a sidebar slider shows for a range in the URL. */
export function toSidebarRange(value: Range, scale: SliderScale, filterDefault: Range): [number, number] {
  if (same(value, filterDefault)) return [scale.defaultValue[0], scale.defaultValue[1]];
  return [clamp(value[0], scale), clamp(value[1], scale)];
}

/** What a sidebar slider writes to the URL; `previous` is the URL's range, kept when untouched. */
export function fromSidebarRange(
  value: Range,
  scale: SliderScale,
  previous: Range,
  filterScale: SliderScale,
): readonly [number, number] {
  if (same(value, toSidebarRange(previous, scale, filterScale.defaultValue))) return previous;
  const low = value[0] <= scale.min ? Math.min(scale.min, filterScale.min) : value[0];
  const high = value[1] >= scale.max ? Math.max(scale.max, filterScale.max) : value[1];
  return [low, high];
}

export const sidebarBudgetIn = (value: Range, scale: SliderScale) =>
  toSidebarRange(value, scale, FILTER_DEFAULTS.budget);
export const sidebarBudgetOut = (value: Range, scale: SliderScale, previous: Range) =>
  fromSidebarRange(value, scale, previous, FILTER_SCALES.budget);
export const sidebarAreaIn = (value: Range, scale: SliderScale) => toSidebarRange(value, scale, FILTER_DEFAULTS.area);
export const sidebarAreaOut = (value: Range, scale: SliderScale, previous: Range) =>
  fromSidebarRange(value, scale, previous, FILTER_SCALES.area);
