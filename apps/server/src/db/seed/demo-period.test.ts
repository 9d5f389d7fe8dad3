import { describe, expect, it } from 'vitest';
import { demoPeriod } from './demo-period.ts';

const DAY = 86_400_000;
const now = new Date('2026-11-26T06:30:00Z');

describe('the demo listings’ periods', () => {
  it('expire none on a fresh start, and two within the week', () => {
    const periods = Array.from({ length: 40 }, (_, index) =>
      demoPeriod(index, new Date(now.getTime() - ((index * 7) % 60) * DAY), now),
    );
    const left = periods.map((period) => (period.expiresAt.getTime() - now.getTime()) / DAY);
    expect(left.every((days) => days > 0)).toBe(true);
    expect(left.filter((days) => days <= 7)).toEqual([3, 6]);
    for (const period of periods) {
      expect(period.confirmedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(period.expiresAt.getTime()).toBeGreaterThan(period.confirmedAt.getTime());
    }
  });
});
