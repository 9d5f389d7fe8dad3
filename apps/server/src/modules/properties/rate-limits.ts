import { LISTING_LIMIT_MESSAGES, LISTING_LIMITS } from '@aangan/domain';
import type { RateLimitRule } from '../../rate-limit/limiter.ts';

/** New listings per account (the domain's LISTING_LIMITS says why these numbers); edits are not counted. */
export const LISTINGS_CREATED_PER_HOUR: RateLimitRule = {
  name: 'listing-create:user:hour',
  limit: LISTING_LIMITS.perHour,
  windowSeconds: 3_600,
  message: LISTING_LIMIT_MESSAGES.perHour,
};

export const LISTINGS_CREATED_PER_DAY: RateLimitRule = {
  name: 'listing-create:user:day',
  limit: LISTING_LIMITS.perDay,
  windowSeconds: 86_400,
  message: LISTING_LIMIT_MESSAGES.perDay,
};
