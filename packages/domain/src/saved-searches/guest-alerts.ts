/**
 * 'Get Property Alerts' for people without an account (issue 20): an email address, the search on screen and
 * a frequency. Double opt-in: nothing is sent until the address's owner opens the confirmation link. A
 * confirmed guest alert behaves as a saved search tied to that address, and signing up with the address
 * later makes it the account's.
 */
import { z } from 'zod';
import { LOCALES } from '../i18n/locales.ts';
import { unknownKeysError } from '../unknown-keys.ts';
import { emailField } from '../user/fields.ts';
import { alertUnsubscribeQuerySchema } from './alerts.ts';
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_FREQUENCIES } from './limits.ts';
import { savedSearchNameField, savedSearchUrlField } from './schema.ts';

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

/**
 * POST /api/alerts: the guest's address, the results page on screen (as POST /api/saved-searches takes it),
 * optionally its name (the page suggests one in its language), the frequency (daily unless asked) and the
 * language the mails are written in.
 */
export const guestAlertCreateSchema = z.strictObject(
  {
    email: emailField(GUEST_ALERT_MESSAGES.emailRequired),
    url: savedSearchUrlField,
    name: savedSearchNameField.optional(),
    frequency: z.enum(GUEST_ALERT_FREQUENCIES, { error: GUEST_ALERT_MESSAGES.frequencyInvalid }).default('daily'),
    locale: z.enum(LOCALES, { error: GUEST_ALERT_MESSAGES.localeInvalid }).default('en'),
  },
  { error: unknownKeysError() },
);
export type GuestAlertCreate = z.output<typeof guestAlertCreateSchema>;

/**
 * GET and POST /api/alerts/confirm?token=…: the confirmation mail's token. Missing → 400 with fields.token;
 * any token this server did not sign for this purpose → 400 GUEST_ALERT_MESSAGES.linkInvalid (linkExpired
 * when older than ALERT_CONFIRM_LINK_DAYS); an alert deleted meanwhile → 404 alertGone. The same shape as
 * the unsubscribe link's query.
 */
export const guestAlertConfirmQuerySchema = alertUnsubscribeQuerySchema;
