import { AppError } from '../http/errors.ts';
import type { RateLimitStore } from './store.ts';

/** At most `limit` hits per `windowSeconds` for one subject (an IP address, an email, a user id). */
export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
  /** Shown when the limit is reached; gets the seconds until the window ends. */
  message: (secondsLeft: number) => string;
}

export interface RateLimiter {
  /** Counts a hit for `subject` under `rule`; throws a RATE_LIMITED AppError once the limit is passed. */
  consume(rule: RateLimitRule, subject: string): Promise<void>;
}

export function createRateLimiter(store: RateLimitStore): RateLimiter {
  return {
    async consume(rule, subject) {
      const { count, resetInMs } = await store.hit(`${rule.name}:${subject.toLowerCase()}`, rule.windowSeconds * 1000);
      if (count <= rule.limit) return;
      const secondsLeft = Math.max(1, Math.ceil(resetInMs / 1000));
      throw new AppError('RATE_LIMITED', rule.message(secondsLeft), undefined, secondsLeft);
    },
  };
}
