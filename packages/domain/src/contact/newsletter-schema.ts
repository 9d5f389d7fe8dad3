import { z } from 'zod';
import { unknownKeysError } from '../unknown-keys.ts';
import { emailField } from '../user/fields.ts';
import { NEWSLETTER_MESSAGES, NEWSLETTER_SOURCES } from './messages.ts';

/** POST /api/newsletter: one address, stored once; signing up again is not an error. */
export const newsletterSchema = z.strictObject(
  {
    email: emailField(NEWSLETTER_MESSAGES.emailRequired),
    // 'alerts' came from the old 'Get Property Alerts' box (a page still open from before may send it):
    // stored rows keep it, a new sign-up cannot — those alerts are asked for with POST /api/alerts now.
    source: z
      .enum(NEWSLETTER_SOURCES)
      .default('footer')
      .refine((source) => source !== 'alerts', NEWSLETTER_MESSAGES.alertsMoved),
  },
  { error: unknownKeysError() },
);
