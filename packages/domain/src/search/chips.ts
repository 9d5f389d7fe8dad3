/**
 * Removable chips under the search bar (docs/product.md §4 'Filters'): one per chosen bedroom count,
 * furnishing and tenant, one for the budget and one for the area when they differ from their defaults.
 */
import { FURNISHINGS, type Furnishing, SEEKER_TENANTS, type SeekerTenant } from '../enums.ts';
import { formatIndianNumber } from '../format/numbers.ts';
import type { Locale } from '../i18n/locales.ts';
import { ENGLISH_LISTING_LABELS, type ListingLabels } from '../listing/labels.ts';
import { formatCardPrice } from '../price/format.ts';
import { sheetBudgetScale } from './budget-scale.ts';
import type { FilterState } from './filter-state.ts';
import { BEDROOM_OPTIONS, type BedroomOption } from './options.ts';
import { FILTER_SCALES, type FilterScales, isOpenTop, type SliderScale } from './ranges.ts';
import { sidebarBudgetIn } from './sidebar-ranges.ts';

export type FilterChip =
  | { id: string; kind: 'bedrooms'; value: BedroomOption; label: string }
  | { id: string; kind: 'furnishing'; value: Furnishing; label: string }
  | { id: string; kind: 'tenant'; value: SeekerTenant; label: string }
  | { id: string; kind: 'budget'; label: string }
  | { id: string; kind: 'area'; label: string };

/** Whether two ranges have the same two ends. */
export function samePair(a: readonly [number, number], b: readonly [number, number]): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

/** "+" after a top bound at the slider's end, which does not limit the search. */
function openMark(value: readonly [number, number], scale: SliderScale): string {
  return isOpenTop(value, scale) ? '+' : '';
}

/**
 * "₹5 L – ₹50 L" in the card price format; "₹5 L – ₹1 Cr+" when the top is the slider's end; in Hindi
 * "₹5 लाख – ₹50 लाख".
 */
export function budgetChipLabel(
  budget: readonly [number, number],
  scale: SliderScale = FILTER_SCALES.budget,
  locale: Locale = 'en',
): string {
  const price = (amount: number) => formatCardPrice(amount, undefined, locale);
  return `${price(budget[0])} – ${price(budget[1])}${openMark(budget, scale)}`;
}

/**
 * "500 – 2,000 sq.ft"; "500 – 5,000+ sq.ft" when the top is the slider's end; "500 – 2,000 वर्ग फ़ुट" with Hindi
 * labels. The plus marks the number, wherever the language puts its unit.
 */
export function areaChipLabel(
  area: readonly [number, number],
  scale: SliderScale = FILTER_SCALES.area,
  labels: ListingLabels = ENGLISH_LISTING_LABELS,
): string {
  const top = formatIndianNumber(area[1]);
  const topWords = labels.formatArea(area[1]).replace(top, `${top}${openMark(area, scale)}`);
  return `${formatIndianNumber(area[0])} – ${topWords}`;
}

/**
 * The budget as the purpose's slider shows it (decision 025): a rent budget open at the top reads
 * '₹6,000 – ₹5 L+', not against the URL's 0 to ₹1 Cr.
 */
export function purposeBudgetLabel(
  state: Pick<FilterState, 'budget' | 'purpose' | 'propertyType'>,
  locale: Locale = 'en',
): string {
  const scale = sheetBudgetScale(state.purpose, state.propertyType);
  return budgetChipLabel(sidebarBudgetIn(state.budget, scale), scale, locale);
}

/**
 * The chips of a state, in a fixed order: bedrooms, furnishing, tenants, budget, area; in the labels' and
 * locale's language.
 */
export function filterChips(
  state: FilterState,
  scales: FilterScales = FILTER_SCALES,
  labels: ListingLabels = ENGLISH_LISTING_LABELS,
  locale: Locale = 'en',
): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const value of BEDROOM_OPTIONS) {
    if (state.bedrooms.includes(value)) {
      chips.push({ id: `bedrooms:${value}`, kind: 'bedrooms', value, label: labels.BEDROOM_LABELS[value] });
    }
  }
  for (const value of FURNISHINGS) {
    if (state.furnishing.includes(value)) {
      chips.push({ id: `furnishing:${value}`, kind: 'furnishing', value, label: labels.FURNISHING_LABELS[value] });
    }
  }
  for (const value of SEEKER_TENANTS) {
    if (state.tenant.includes(value)) {
      chips.push({ id: `tenant:${value}`, kind: 'tenant', value, label: labels.TENANT_PREFERENCE_LABELS[value] });
    }
  }
  if (!samePair(state.budget, scales.budget.defaultValue)) {
    const label =
      scales === FILTER_SCALES
        ? purposeBudgetLabel(state, locale)
        : budgetChipLabel(state.budget, scales.budget, locale);
    chips.push({ id: 'budget', kind: 'budget', label });
  }
  if (!samePair(state.area, scales.area.defaultValue)) {
    chips.push({ id: 'area', kind: 'area', label: areaChipLabel(state.area, scales.area, labels) });
  }
  return chips;
}

/** The state without a chip's choice: the value leaves its list, a range goes back to its default. */
export function removeChip(state: FilterState, chip: FilterChip, scales: FilterScales = FILTER_SCALES): FilterState {
  switch (chip.kind) {
    case 'bedrooms':
      return { ...state, bedrooms: state.bedrooms.filter((value) => value !== chip.value) };
    case 'furnishing':
      return { ...state, furnishing: state.furnishing.filter((value) => value !== chip.value) };
    case 'tenant':
      return { ...state, tenant: state.tenant.filter((value) => value !== chip.value) };
    case 'budget':
      return { ...state, budget: scales.budget.defaultValue };
    case 'area':
      return { ...state, area: scales.area.defaultValue };
  }
}
