import { describe, expect, it } from 'vitest';
import { countsForHiding, reportWindowStart } from './hiding-rule.ts';

const now = new Date('2026-11-26T10:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe('whether a report counts toward hiding', () => {
  it('counts an account a day old or older with a verified email', () => {
    expect(countsForHiding({ createdAt: hoursAgo(24), emailVerified: true }, now)).toBe(true);
    expect(countsForHiding({ createdAt: hoursAgo(400), emailVerified: true }, now)).toBe(true);
  });

  it('does not count an account a moment under a day old', () => {
    expect(countsForHiding({ createdAt: new Date(hoursAgo(24).getTime() + 1), emailVerified: true }, now)).toBe(false);
  });

  it('does not count an unverified email, however old the account', () => {
    expect(countsForHiding({ createdAt: hoursAgo(400), emailVerified: false }, now)).toBe(false);
  });

  it('takes the age the server is configured with', () => {
    expect(countsForHiding({ createdAt: now, emailVerified: true }, now, 0)).toBe(true);
  });

  it('looks back 30 days', () => {
    expect(reportWindowStart(now).toISOString()).toBe('2026-10-27T10:00:00.000Z');
  });
});
