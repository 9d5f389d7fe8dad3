/** What the saved-search endpoints answer with (issue 20, decision 029). */
import { z } from 'zod';
import { GUEST_ALERT_FREQUENCIES, GUEST_ALERT_MESSAGES } from '../saved-searches/guest-alert-limits.ts';
import { SAVED_SEARCH_FREQUENCIES } from '../saved-searches/limits.ts';

const isoTimestamp = z.iso.datetime({ offset: true });

/** One saved search as its owner sees it. */
export const savedSearchSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  /** The results page's path and query in its canonical spelling ('/rent/bikaner?bedrooms=2'): open it to run it. */
  url: z.string(),
  /** How often its alerts are mailed: instant, daily or weekly digest, or off (decision 029). */
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
  createdAt: isoTimestamp,
  /** When its owner last opened it (or saved it). */
  lastSeenAt: isoTimestamp,
  /**
   * Live listings it finds that were posted or edited since `lastSeenAt`, counted no further than the
   * search's cap (SEARCH_COUNT_CAP): '3 new', or '1,000+ new' when `newMatchesCapped`.
   */
  newMatches: z.int().nonnegative(),
  newMatchesCapped: z.boolean(),
});

/** Every saved search of the person (at most MAX_SAVED_SEARCHES), newest first. */
export const savedSearchListSchema = z.strictObject({ items: z.array(savedSearchSchema) });

export type SavedSearch = z.output<typeof savedSearchSchema>;
export type SavedSearchList = z.output<typeof savedSearchListSchema>;

/**
 * What an alert's unsubscribe link names (GET) or left behind (POST): the saved search's name and how
 * often its alerts are sent now ('off' after the POST).
 */
export const alertSubscriptionSchema = z.strictObject({
  name: z.string(),
  frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
});
export type AlertSubscription = z.output<typeof alertSubscriptionSchema>;

/** POST /api/alerts → 202: the same answer whatever the address's state, so it tells nobody who subscribes. */
export const guestAlertRequestedSchema = z.strictObject({ message: z.literal(GUEST_ALERT_MESSAGES.confirmSent) });
export type GuestAlertRequested = z.output<typeof guestAlertRequestedSchema>;

/**
 * GET /api/alerts/confirm → what the link confirms (`confirmed`: already done); POST → 200 once it is on.
 * `url` is the saved results address (English spelling; the page puts it in its language). `account`: the
 * address belongs to an account, and the alert is now one of its saved searches.
 */
export const guestAlertConfirmationSchema = z.strictObject({
  name: z.string(),
  url: z.string(),
  /** As asked for ('off' once its unsubscribe link was used). */
  frequency: z.union([z.enum(GUEST_ALERT_FREQUENCIES), z.literal('off')]),
  confirmed: z.boolean(),
  account: z.boolean(),
});
export type GuestAlertConfirmation = z.output<typeof guestAlertConfirmationSchema>;
