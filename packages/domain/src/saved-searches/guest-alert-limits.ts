/**
 * Guest alerts' numbers, choices and messages (issue 20), apart from their schemas: no zod here, because the
 * home page's 'Get Property Alerts' box offers the frequencies and says the messages on a first visit.
 */
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_FREQUENCIES } from './limits.ts';

/** How long a confirmation link works; an alert still unconfirmed after that is deleted. */
export const ALERT_CONFIRM_LINK_DAYS = 7;

/** One address keeps at most as many guest alerts as a person keeps saved searches. */
export const MAX_GUEST_ALERTS_PER_EMAIL = MAX_SAVED_SEARCHES;

/** A guest alert sends something: 'off' is what unsubscribing sets, not something to ask for. */
export const GUEST_ALERT_FREQUENCIES = SAVED_SEARCH_FREQUENCIES.filter(
  (frequency): frequency is Exclude<typeof frequency, 'off'> => frequency !== 'off',
);

export const GUEST_ALERT_MESSAGES = {
  emailRequired: 'Please enter your email address',
  frequencyInvalid: 'Frequency must be instant, daily or weekly',
  localeInvalid: 'Choose a language Aangan speaks: en or hi.',
  /** The answer to every accepted request, whether the address is new, waiting or already confirmed. */
  confirmSent: 'Check your inbox: we have sent a link to confirm this alert. Nothing is sent until you open it.',
  limitReached: `This email address already has ${MAX_GUEST_ALERTS_PER_EMAIL} alerts. Unsubscribe from one to add another.`,
  rateLimited: 'Too many alert requests. Please try again in a few minutes.',
  linkInvalid: 'This confirmation link does not work. Ask for the alert again from the home page.',
  linkExpired: 'This confirmation link is too old. Ask for the alert again from the home page.',
  alertGone: 'This alert was removed, so there is nothing to confirm.',
} as const;
