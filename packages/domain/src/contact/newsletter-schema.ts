import { z } from 'zod';
import { emailField } from '../user/fields.ts';

/** Where the address was given: the footer's newsletter box or the home page's 'Get Property Alerts'. */
export const NEWSLETTER_SOURCES = ['footer', 'alerts'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Please enter your email address',
  subscribedTitle: 'Subscribed',
  subscribedDescription: "You're on the list. We'll email you new listings and market notes.",
  failedTitle: 'Subscription failed',
  failedDescription: 'We could not add your address. Please try again.',
  rateLimited: 'Too many sign-ups from your connection. Please try again in a while.',
} as const;

/** POST /api/newsletter: one address, stored once; signing up again is not an error. */
export const newsletterSchema = z.strictObject({
  email: emailField(NEWSLETTER_MESSAGES.emailRequired),
  source: z.enum(NEWSLETTER_SOURCES).default('footer'),
});
export type NewsletterInput = z.input<typeof newsletterSchema>;
