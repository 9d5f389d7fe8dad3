import { describe, expect, it } from 'vitest';
import { LISTING_LIMIT_MESSAGES } from './account-limits.ts';

describe('listing limit messages', () => {
  it('say how long to wait in minutes or hours', () => {
    expect(LISTING_LIMIT_MESSAGES.perHour(61)).toBe(
      'You have listed 20 properties in the last hour. Please wait 2 minutes before listing another.',
    );
    expect(LISTING_LIMIT_MESSAGES.perHour(30)).toContain('wait 1 minute before');
    expect(LISTING_LIMIT_MESSAGES.perDay(5 * 3600)).toBe(
      'You have listed 60 properties today. Please wait 5 hours before listing another.',
    );
  });

  it('name the cap', () => {
    expect(LISTING_LIMIT_MESSAGES.perAccount(300)).toMatch(/^Your account has 300 listings/);
  });
});
