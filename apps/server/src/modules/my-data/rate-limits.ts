import { AUTH_MESSAGES } from '@aangan/domain';
import type { RateLimitRule } from '../../rate-limit/limiter.ts';

/**
 * Password tries on the delete form, per account, as tight as sign-in's per address (10 in 10 minutes,
 * modules/users/auth-rate-limits.ts): a stolen session cannot guess its way to erasing the account.
 */
export const ACCOUNT_DELETE_TRIES_PER_USER: RateLimitRule = {
  name: 'account-delete:user',
  limit: 10,
  windowSeconds: 10 * 60,
  message: () => AUTH_MESSAGES.tooManyRequests,
};

/** Downloads of the data file per account: plenty for a person, too few to make the server build it all day. */
export const DATA_EXPORTS_PER_USER: RateLimitRule = {
  name: 'data-export:user',
  limit: 20,
  windowSeconds: 60 * 60,
  message: () => AUTH_MESSAGES.tooManyRequests,
};
