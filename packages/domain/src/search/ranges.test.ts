import { describe, expect, it } from 'vitest';
import {
  boundsToFilter,
  FILTER_SCALES,
  SIDEBAR_AREA,
  SIDEBAR_BUDGET_KEYS,
  SIDEBAR_BUDGETS,
  type SliderScale,
  sidebarBudgetKey,
  sidebarScales,
} from './ranges.ts';

/** Every slider: ends on a step, default inside and on a step. */
function expectWellFormed(scale: SliderScale): void {
  expect(scale.min).toBeLessThan(scale.max);
  expect((scale.max - scale.min) % scale.step).toBe(0);
  for (const value of scale.defaultValue) {
    expect(value).toBeGreaterThanOrEqual(scale.min);
    expect(value).toBeLessThanOrEqual(scale.max);
    expect((value - scale.min) % scale.step).toBe(0);
  }
  expect(scale.defaultValue[0]).toBeLessThanOrEqual(scale.defaultValue[1]);
}

describe('search filter sliders (spec §9)', () => {
  it('has budget 0 to 10,000,000 by 100,000 and area 0 to 5000 by 100, defaulting to the full range', () => {
    expect(FILTER_SCALES).toEqual({
      budget: { min: 0, max: 10_000_000, step: 100_000, defaultValue: [0, 10_000_000] },
      area: { min: 0, max: 5000, step: 100, defaultValue: [0, 5000] },
    });
    expectWellFormed(FILTER_SCALES.budget);
    expectWellFormed(FILTER_SCALES.area);
  });
});

describe('sidebar sliders (spec §9)', () => {
  it('has the budget of each purpose', () => {
    expect(SIDEBAR_BUDGET_KEYS).toEqual(['buy', 'rent', 'pg', 'commercial']);
    expect(SIDEBAR_BUDGETS.buy).toEqual({
      min: 500_000,
      max: 50_000_000,
      step: 100_000,
      defaultValue: [500_000, 10_000_000],
    });
    expect(SIDEBAR_BUDGETS.rent).toEqual({ min: 5_000, max: 500_000, step: 1_000, defaultValue: [5_000, 100_000] });
    expect(SIDEBAR_BUDGETS.pg).toMatchObject({ min: 3_000, max: 50_000, defaultValue: [3_000, 30_000] });
    expect(SIDEBAR_BUDGETS.commercial).toMatchObject({ min: 10_000, max: 1_000_000 });
  });

  it('chooses the steps and default the spec leaves open', () => {
    expect(SIDEBAR_BUDGETS.pg.step).toBe(500);
    expect(SIDEBAR_BUDGETS.commercial.step).toBe(10_000);
    expect(SIDEBAR_BUDGETS.commercial.defaultValue).toEqual([10_000, 1_000_000]);
  });

  it('has area 100 to 10,000 by 100, default 500 to 5000', () => {
    expect(SIDEBAR_AREA).toEqual({ min: 100, max: 10_000, step: 100, defaultValue: [500, 5000] });
  });

  it('keeps every sidebar slider well formed, the chosen steps at most a hundred stops', () => {
    for (const scale of [...Object.values(SIDEBAR_BUDGETS), SIDEBAR_AREA]) expectWellFormed(scale);
    expect((SIDEBAR_BUDGETS.pg.max - SIDEBAR_BUDGETS.pg.min) / SIDEBAR_BUDGETS.pg.step).toBeLessThanOrEqual(100);
    const commercial = SIDEBAR_BUDGETS.commercial;
    expect((commercial.max - commercial.min) / commercial.step).toBeLessThanOrEqual(100);
  });

  it.each([
    ['buy', 'residential', 'buy'],
    ['buy', 'commercial', 'buy'],
    ['rent', 'residential', 'rent'],
    ['rent', 'commercial', 'commercial'],
    ['pg', 'residential', 'pg'],
    ['pg', 'commercial', 'commercial'],
  ] as const)('uses the %s budget for %s %s', (purpose, type, key) => {
    expect(sidebarBudgetKey(purpose, type)).toBe(key);
    expect(sidebarScales(purpose, type)).toEqual({ budget: SIDEBAR_BUDGETS[key], area: SIDEBAR_AREA });
  });
});

describe('boundsToFilter', () => {
  const scale = FILTER_SCALES.budget;

  it('sends no bound for thumbs at the ends', () => {
    expect(boundsToFilter([0, 10_000_000], scale)).toEqual({ min: undefined, max: undefined });
  });

  it('sends the bounds inside the slider', () => {
    expect(boundsToFilter([500_000, 5_000_000], scale)).toEqual({ min: 500_000, max: 5_000_000 });
    expect(boundsToFilter([500_000, 10_000_000], scale)).toEqual({ min: 500_000, max: undefined });
    expect(boundsToFilter([0, 2_000_000], scale)).toEqual({ min: undefined, max: 2_000_000 });
  });

  it('treats a value below the bottom as open, and one past the top (from the sidebar) as a bound', () => {
    expect(boundsToFilter([-5, 20_000_000], scale)).toEqual({ min: undefined, max: 20_000_000 });
  });
});
