import { PLACE_SUGGEST_RATE_MESSAGE } from '@aangan/domain';
import type { RateLimitRule } from '../../rate-limit/limiter.ts';

/**
 * Per connection (IP): the search box asks once per pause in typing, a few times a second at most, so a
 * person stays far below this even typing for a minute; a script reading the places out does not. Mobile
 * carriers in India put many people behind one address, so the limit is loose.
 */
export const PLACE_SUGGESTIONS_PER_IP: RateLimitRule = {
  name: 'place-suggest:ip',
  limit: 600,
  windowSeconds: 60,
  message: () => PLACE_SUGGEST_RATE_MESSAGE,
};
