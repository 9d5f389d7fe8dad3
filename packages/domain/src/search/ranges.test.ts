import { describe, expect, it } from 'vitest';
import { FILTER_PURPOSES, PROPERTY_TYPES } from '../enums.ts';
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

describe('search filter sliders (docs/product.md §9)', () => {
  it('has well-formed budget and area sliders defaulting to the full range, which sends no bound', () => {
    for (const scale of [FILTER_SCALES.budget, FILTER_SCALES.area]) {
      expectWellFormed(scale);
      expect(scale.defaultValue).toEqual([scale.min, scale.max]);
      expect(boundsToFilter(scale.defaultValue, scale)).toEqual({ min: undefined, max: undefined });
    }
  });
});

describe('sidebar sliders (docs/product.md §9)', () => {
  it('has a budget for each key, and uses every one for some purpose and type', () => {
    expect(Object.keys(SIDEBAR_BUDGETS).sort()).toEqual([...SIDEBAR_BUDGET_KEYS].sort());
    const used = FILTER_PURPOSES.flatMap((purpose) => PROPERTY_TYPES.map((type) => sidebarBudgetKey(purpose, type)));
    expect([...new Set(used)].sort()).toEqual([...SIDEBAR_BUDGET_KEYS].sort());
  });

  it('opens the commercial budget, whose default the spec leaves open, on its full range', () => {
    const commercial = SIDEBAR_BUDGETS.commercial;
    expect(commercial.defaultValue).toEqual([commercial.min, commercial.max]);
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
