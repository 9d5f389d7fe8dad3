/**
 * Saved-search alerts (issue 20, decision 029): the unsubscribe link every alert mail carries. Its token
 * is signed by the server and names one saved search; the link needs no sign-in.
 */
import { z } from 'zod';
import { unknownKeysError } from '../unknown-keys.ts';

/** How long an alert's unsubscribe link works after the mail was sent: mail is read late, and forwarded. */
export const ALERT_UNSUBSCRIBE_LINK_DAYS = 90;

export const ALERT_MESSAGES = {
  tokenRequired: 'This link is incomplete. Open it again from the email.',
  linkInvalid:
    'This unsubscribe link does not work. Open it again from the email, or change the alerts on your Saved searches page.',
  linkExpired: 'This unsubscribe link is too old. Change the alerts on your Saved searches page.',
  searchGone: 'This saved search was deleted, so no alerts come from it.',
} as const;

/**
 * GET and POST /api/alerts/unsubscribe?token=…: the token of an alert mail's link. A missing token is a
 * 400 with fields.token; any token this server did not sign, mangled or not, is a 400 whose message is
 * ALERT_MESSAGES.linkInvalid (linkExpired when too old).
 */
export const alertUnsubscribeQuerySchema = z.strictObject(
  {
    // Only present: whether it is a token this server signed is the server's check, answered in one message.
    token: z.string({ error: ALERT_MESSAGES.tokenRequired }),
  },
  { error: unknownKeysError({ noun: 'parameter' }) },
);
