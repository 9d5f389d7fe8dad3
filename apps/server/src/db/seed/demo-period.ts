import { DEFAULT_LISTING_TTL_DAYS, expiryFrom } from '@aangan/domain';

const DAY_MS = 86_400_000;
/** As migration 0014's back-fill: no demo listing leaves search sooner than this after a fresh start. */
const GRACE_DAYS = 14;
/** The few demo listings that expire within the week, so My Properties and the console show one soon. */
const EXPIRING_SOON_DAYS = [3, 6];

/**
 * A demo listing's period (decision 020): confirmed when posted, expiring the default TTL later but not
 * within two weeks of the seed — except the first few, which expire in 3 and 6 days (their reminder is
 * due at the next run of the reminders job).
 */
export function demoPeriod(index: number, createdAt: Date, now: Date) {
  const soon = EXPIRING_SOON_DAYS[index];
  if (soon !== undefined) {
    const expiresAt = new Date(now.getTime() + soon * DAY_MS);
    return { confirmedAt: expiryFrom(expiresAt, -DEFAULT_LISTING_TTL_DAYS), expiresAt };
  }
  const natural = expiryFrom(createdAt, DEFAULT_LISTING_TTL_DAYS);
  const earliest = new Date(now.getTime() + GRACE_DAYS * DAY_MS);
  return { confirmedAt: createdAt, expiresAt: natural > earliest ? natural : earliest };
}
