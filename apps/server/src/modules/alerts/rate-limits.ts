import { GUEST_ALERT_MESSAGES } from '@aangan/domain';
import type { RateLimitRule } from '../../rate-limit/limiter.ts';

/**
 * Guest alert requests (decision 029, Guests): each one mails the address, so the address is limited as well
 * as the connection — nobody can fill someone's inbox with confirmation mails. A person setting up a few
 * alerts stays well under both; mobile carriers share IP addresses, so the connection's limit is loose.
 */
export const GUEST_ALERTS_PER_IP: RateLimitRule = {
  name: 'guest-alert:ip',
  limit: 30,
  windowSeconds: 3_600,
  message: () => GUEST_ALERT_MESSAGES.rateLimited,
};

export const GUEST_ALERTS_PER_ADDRESS_HOUR: RateLimitRule = {
  name: 'guest-alert:email:hour',
  limit: 8,
  windowSeconds: 3_600,
  message: () => GUEST_ALERT_MESSAGES.rateLimited,
};

export const GUEST_ALERTS_PER_ADDRESS_DAY: RateLimitRule = {
  name: 'guest-alert:email:day',
  limit: 20,
  windowSeconds: 86_400,
  message: () => GUEST_ALERT_MESSAGES.rateLimited,
};
