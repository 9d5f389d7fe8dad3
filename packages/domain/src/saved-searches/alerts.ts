/**
 * Saved-search alerts (issue 20, decision 029): the unsubscribe link every alert mail carries. Its token
 * is signed by the server and names one saved search; the link needs no sign-in.
 */
import { z } from 'zod';
import { unknownKeysError } from '../unknown-keys.ts';

/** The longest an unsubscribe token can be: a search id, a moment and a signature, with room to spare. */
const ALERT_TOKEN_MAX = 300;

/** How long an alert's unsubscribe link works after the mail was sent (mail is read late; RFC 8058 asks for days). */
export const ALERT_UNSUBSCRIBE_LINK_DAYS = 90;

export const ALERT_MESSAGES = {
  tokenRequired: 'This link is incomplete. Open it again from the email.',
  linkInvalid:
    'This unsubscribe link does not work. Open it again from the email, or change the alerts on your Saved searches page.',
  linkExpired: 'This unsubscribe link is too old. Change the alerts on your Saved searches page.',
  searchGone: 'This saved search was deleted, so no alerts come from it.',
} as const;

/** GET and POST /api/alerts/unsubscribe?token=…: the token of an alert mail's link. */
export const alertUnsubscribeQuerySchema = z.strictObject(
  {
    token: z
      .string({ error: ALERT_MESSAGES.tokenRequired })
      .trim()
      .min(1, ALERT_MESSAGES.tokenRequired)
      .max(ALERT_TOKEN_MAX, ALERT_MESSAGES.linkInvalid)
      .regex(/^[A-Za-z0-9_.-]+$/, ALERT_MESSAGES.linkInvalid),
  },
  { error: unknownKeysError({ noun: 'parameter' }) },
);
export type AlertUnsubscribeQuery = z.output<typeof alertUnsubscribeQuerySchema>;
