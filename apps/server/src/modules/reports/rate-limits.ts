import { REPORT_MESSAGES, REPORTS_PER_DAY } from '@aangan/domain';
import type { RateLimitRule } from '../../rate-limit/limiter.ts';

/** Reports per person a day, counted like new listings: each report made or made again is a hit. */
export const REPORTS_PER_PERSON_PER_DAY: RateLimitRule = {
  name: 'report:user:day',
  limit: REPORTS_PER_DAY,
  windowSeconds: 86_400,
  message: REPORT_MESSAGES.perDay,
};
