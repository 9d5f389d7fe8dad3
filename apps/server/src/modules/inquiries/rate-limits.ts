import { PROPERTY_ACTION_MESSAGES } from '@aangan/domain';
import type { RateLimitRule } from '../../rate-limit/limiter.ts';

/**
 * A buyer calls a few owners a day; 30 contact reveals an hour is generous for people and far too slow
 * for harvesting phone numbers off the whole marketplace.
 */
export const CONTACT_REVEALS_PER_USER: RateLimitRule = {
  name: 'contact-reveal:user',
  limit: 30,
  windowSeconds: 3_600,
  message: () => PROPERTY_ACTION_MESSAGES.contactRateLimited,
};
