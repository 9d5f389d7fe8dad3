import { describe, expect, it } from 'vitest';
import { budgetScale, budgetStops, nearestStop, sheetBudgetScale } from './budget-scale.ts';

describe('budgetScale and sheetBudgetScale', () => {
  it('give rent, PG and buying their own ranges, the same for the sidebar and the sheet', () => {
    expect(budgetScale('rent', 'residential')).toMatchObject({ min: 5_000, max: 500_000 });
    expect(budgetScale('pg', 'residential')).toMatchObject({ min: 3_000, max: 50_000 });
    expect(budgetScale('buy', 'residential')).toMatchObject({ min: 500_000, max: 50_000_000 });
    expect(budgetScale('rent', 'commercial')).toMatchObject({ min: 10_000, max: 1_000_000 });
    expect(sheetBudgetScale('rent', 'residential')).toMatchObject({ min: 5_000, max: 500_000 });
  });

  it('opens the sheet on the whole range, the sidebar on the spec’s starting thumbs', () => {
    expect(sheetBudgetScale('rent', 'residential').defaultValue).toEqual([5_000, 500_000]);
    expect(budgetScale('rent', 'residential').defaultValue).toEqual([5_000, 100_000]);
  });
});

describe('budgetStops', () => {
  it('steps a rent budget by a thousand at the low end and by lakhs at the top', () => {
    const stops = budgetStops(budgetScale('rent', 'residential'));
    expect(stops.slice(0, 8)).toEqual([5_000, 6_000, 7_000, 8_000, 9_000, 10_000, 12_000, 15_000]);
    expect(stops.slice(-4)).toEqual([350_000, 400_000, 450_000, 500_000]);
    expect(stops).toContain(100_000);
    // About thirty stops: each a deliberate amount, none a thumb's-width apart on a phone.
    expect(stops.length).toBeLessThan(40);
  });

  it('runs PG from ₹3,000 to ₹50,000 and includes every scale’s ends and starting thumbs', () => {
    const pg = budgetStops(budgetScale('pg', 'residential'));
    expect(pg[0]).toBe(3_000);
    expect(pg.at(-1)).toBe(50_000);
    expect(pg).toContain(3_500);
    expect(pg).toContain(30_000);
    for (const purpose of ['buy', 'rent', 'pg'] as const) {
      const scale = budgetScale(purpose, 'residential');
      const stops = budgetStops(scale);
      expect(stops).toEqual([...stops].sort((a, b) => a - b));
      for (const amount of [scale.min, scale.max, ...scale.defaultValue]) expect(stops).toContain(amount);
    }
  });
});

describe('nearestStop', () => {
  it('finds the index of the stop nearest an amount', () => {
    const stops = [5_000, 6_000, 8_000, 10_000];
    expect(nearestStop(stops, 6_000)).toBe(1);
    expect(nearestStop(stops, 7_400)).toBe(2);
    expect(nearestStop(stops, 1)).toBe(0);
    expect(nearestStop(stops, 99_999)).toBe(3);
  });
});
