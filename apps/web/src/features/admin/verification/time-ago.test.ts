import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = new Date('2026-11-20T12:00:00.000Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('timeAgo', () => {
  it('counts minutes, hours and days, then names the day', () => {
    expect(timeAgo(before(20_000), now)).toBe('just now');
    expect(timeAgo(before(5 * MINUTE), now)).toBe('5 minutes ago');
    expect(timeAgo(before(3 * HOUR + 20 * MINUTE), now)).toBe('3 hours ago');
    expect(timeAgo(before(DAY + HOUR), now)).toBe('yesterday');
    expect(timeAgo(before(5 * DAY), now)).toBe('5 days ago');
    expect(timeAgo('2026-11-12T06:30:00.000Z', now)).toBe('on 12 Nov 2026');
  });

  it('never speaks of the future when the clocks disagree', () => {
    expect(timeAgo(before(-2 * MINUTE), now)).toBe('just now');
  });
});
