import { CONTACT_MESSAGES, NEWSLETTER_MESSAGES } from '@aangan/domain';
import type { RateLimitRule } from '../../rate-limit/limiter.ts';

/**
 * Per connection (IP): a person writes a handful of messages; more is a script filling the support inbox.
 * Mobile carriers in India share addresses among many people, so the limits are not tight.
 */
export const CONTACT_MESSAGES_PER_IP: RateLimitRule = {
  name: 'contact:ip',
  limit: 10,
  windowSeconds: 3_600,
  message: () => CONTACT_MESSAGES.rateLimited,
};

export const NEWSLETTER_SIGNUPS_PER_IP: RateLimitRule = {
  name: 'newsletter:ip',
  limit: 20,
  windowSeconds: 3_600,
  message: () => NEWSLETTER_MESSAGES.rateLimited,
};
