import { formatListingDate } from '../listing/detail-facts.ts';

/**
 * Listings that stay true (issue 17, decision 020): a listing expires `LISTING_TTL_DAYS` after it was posted
 * or its owner last confirmed it, and its owner is reminded before that. An owner's edit does not confirm
 * it: changing the price says nothing about whether the flat is still free.
 */
export const DEFAULT_LISTING_TTL_DAYS = 60;
/** The days before expiry on which the owner is asked, the earliest first. */
export const EXPIRY_REMINDER_DAYS = [7, 1] as const;
export type ExpiryReminderDay = (typeof EXPIRY_REMINDER_DAYS)[number];

const DAY_MS = 86_400_000;

/** When a listing confirmed at `confirmedAt` expires. */
export function expiryFrom(confirmedAt: Date, ttlDays: number): Date {
  return new Date(confirmedAt.getTime() + ttlDays * DAY_MS);
}

/** Whether a listing whose period ends at `expiresAt` has expired at `now`: at that very moment, not after. */
export function hasExpired(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() <= now.getTime();
}

/**
 * The reminder due at `now`, if any: the nearest of the days whose moment has come and which is nearer than
 * the last one mailed (`lastSent`, null for none in this period). A listing posted six days before its end
 * gets the 7-day reminder at once, then the 1-day one; one found a few hours before its end gets only the
 * 1-day one.
 */
export function reminderDue(expiresAt: Date, now: Date, lastSent: number | null): ExpiryReminderDay | undefined {
  if (hasExpired(expiresAt, now)) return undefined;
  const left = expiresAt.getTime() - now.getTime();
  const due = [...EXPIRY_REMINDER_DAYS].reverse().find((days) => left <= days * DAY_MS);
  return due !== undefined && (lastSent === null || due < lastSent) ? due : undefined;
}

/** 'Expires on 25 Jan 2027', the quiet line under a live listing in My Properties. */
export function expiresOnLabel(expiresAt: string): string {
  return `Expires on ${formatListingDate(expiresAt) ?? expiresAt}`;
}
