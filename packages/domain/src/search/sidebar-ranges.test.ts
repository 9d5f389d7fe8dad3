import { describe, expect, it } from 'vitest';
import { toSearchQuery } from '../mapping/search-query.ts';
import { FILTER_DEFAULTS } from './filter-state.ts';
import { SIDEBAR_AREA, SIDEBAR_BUDGETS } from './ranges.ts';
import { sidebarAreaIn, sidebarAreaOut, sidebarBudgetIn, sidebarBudgetOut } from './sidebar-ranges.ts';

describe('sidebar ranges', () => {
  it("shows the sidebar's default for the search default, and clamps anything else", () => {
    expect(sidebarBudgetIn(FILTER_DEFAULTS.budget, SIDEBAR_BUDGETS.rent)).toEqual([5_000, 100_000]);
    expect(sidebarBudgetIn([0, 20_000], SIDEBAR_BUDGETS.rent)).toEqual([5_000, 20_000]);
    expect(sidebarAreaIn(FILTER_DEFAULTS.area, SIDEBAR_AREA)).toEqual([500, 5000]);
  });

  it('keeps an untouched range as it was', () => {
    expect(sidebarBudgetOut([5_000, 100_000], SIDEBAR_BUDGETS.rent, FILTER_DEFAULTS.budget)).toEqual(
      FILTER_DEFAULTS.budget,
    );
    expect(sidebarAreaOut([500, 5000], SIDEBAR_AREA, FILTER_DEFAULTS.area)).toEqual(FILTER_DEFAULTS.area);
  });

  it("writes a thumb at an end as the sheet's end, so it stays without a bound", () => {
    expect(sidebarBudgetOut([5_000, 500_000], SIDEBAR_BUDGETS.rent, [0, 20_000])).toEqual([0, 10_000_000]);
    expect(sidebarBudgetOut([500_000, 50_000_000], SIDEBAR_BUDGETS.buy, [0, 2_000_000])).toEqual([0, 10_000_000]);
    expect(sidebarAreaOut([100, 10_000], SIDEBAR_AREA, [0, 1000])).toEqual([0, 5000]);
    expect(sidebarBudgetOut([6_000, 99_000], SIDEBAR_BUDGETS.rent, FILTER_DEFAULTS.budget)).toEqual([6_000, 99_000]);
  });

  it("keeps a bound beyond the sheet's end as a bound, and shows it again", () => {
    const threeCrore = sidebarBudgetOut([500_000, 30_000_000], SIDEBAR_BUDGETS.buy, FILTER_DEFAULTS.budget);
    expect(threeCrore).toEqual([0, 30_000_000]);
    expect(toSearchQuery({ ...FILTER_DEFAULTS, budget: threeCrore })).toMatchObject({ maxPrice: 30_000_000 });
    expect(sidebarBudgetIn(threeCrore, SIDEBAR_BUDGETS.buy)).toEqual([500_000, 30_000_000]);
    const area = sidebarAreaOut([100, 8000], SIDEBAR_AREA, FILTER_DEFAULTS.area);
    expect(toSearchQuery({ ...FILTER_DEFAULTS, area })).toMatchObject({ maxArea: 8000 });
  });

  it("shows the sheet's open end as the sidebar's end", () => {
    expect(sidebarBudgetIn([2_000_000, 10_000_000], SIDEBAR_BUDGETS.buy)).toEqual([2_000_000, 50_000_000]);
    expect(sidebarBudgetIn([10_000, 10_000_000], SIDEBAR_BUDGETS.rent)).toEqual([10_000, 500_000]);
    expect(sidebarAreaIn([0, 2000], SIDEBAR_AREA)).toEqual([100, 2000]);
  });
});
