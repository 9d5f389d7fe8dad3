import { budgetChipLabel, FILTER_SCALES, type FilterPurpose, type Locale } from '@aangan/domain';

export interface BudgetPreset {
  /** The select's value: 'min-max'. */
  id: string;
  label: string;
  budget: readonly [number, number];
}

const BUY: readonly (readonly [number, number])[] = [
  [0, 2_500_000],
  [2_500_000, 5_000_000],
  [5_000_000, FILTER_SCALES.budget.max],
];

const RENT: readonly (readonly [number, number])[] = [
  [0, 10_000],
  [10_000, 25_000],
  [25_000, 50_000],
  [50_000, 100_000],
];

export function budgetPresetId(budget: readonly [number, number]): string {
  return `${budget[0]}-${budget[1]}`;
}

/** Common budgets for the inline select: sale prices to buy, monthly amounts for rent and PG, in the page's language. */
export function budgetPresets(purpose: FilterPurpose, locale: Locale): BudgetPreset[] {
  return (purpose === 'buy' ? BUY : RENT).map((budget) => ({
    id: budgetPresetId(budget),
    label: budgetChipLabel(budget, undefined, locale),
    budget,
  }));
}
