import type { RateLimitRule } from '../../rate-limit/limiter.ts';

/** A person adds at most 20 pictures to a listing; 120 uploads an hour covers several listings and retries. */
export const UPLOADS_PER_USER: RateLimitRule = {
  name: 'media-upload:user',
  limit: 120,
  windowSeconds: 3_600,
  message: () => 'Too many uploads. Please wait a while and try again.',
};
