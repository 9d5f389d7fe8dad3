import { describe, expect, it } from 'vitest';
import { expiresOnLabel, expiryFrom, hasExpired, reminderDue } from './expiry.ts';

const DAY = 86_400_000;
const end = new Date('2027-01-25T06:30:00Z');
const before = (ms: number) => new Date(end.getTime() - ms);

describe('listing expiry', () => {
  it('expires the TTL after confirmation, exactly at that moment', () => {
    expect(expiryFrom(new Date('2026-11-26T06:30:00Z'), 60)).toEqual(end);
    expect(hasExpired(end, before(1000))).toBe(false);
    expect(hasExpired(end, end)).toBe(true);
  });

  it('reminds 7 days and 1 day before, each once, the nearest first when late', () => {
    expect(reminderDue(end, before(7 * DAY + 1000), null)).toBeUndefined();
    expect(reminderDue(end, before(7 * DAY), null)).toBe(7);
    expect(reminderDue(end, before(3 * DAY), 7)).toBeUndefined();
    expect(reminderDue(end, before(DAY), 7)).toBe(1);
    expect(reminderDue(end, before(1000), 1)).toBeUndefined();
    expect(reminderDue(end, before(3 * 3600_000), null)).toBe(1);
    expect(reminderDue(end, end, null)).toBeUndefined();
  });

  it('says the day in words', () => {
    expect(expiresOnLabel(end.toISOString())).toBe('Expires on 25 Jan 2027');
  });
});
