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
import { GUEST_ALERT_FREQUENCIES, GUEST_ALERT_MESSAGES } from './guest-alert-limits.ts';
import { savedSearchNameField, savedSearchUrlField } from './schema.ts';

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
