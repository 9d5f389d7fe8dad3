import { z } from 'zod';
import { unknownKeysError } from '../unknown-keys.ts';
import { emailField } from '../user/fields.ts';
import { NEWSLETTER_MESSAGES, NEWSLETTER_SOURCES } from './messages.ts';

/** POST /api/newsletter: one address, stored once; signing up again is not an error. */
export const newsletterSchema = z.strictObject(
  {
    email: emailField(NEWSLETTER_MESSAGES.emailRequired),
    source: z.enum(NEWSLETTER_SOURCES).default('footer'),
  },
  { error: unknownKeysError() },
);
