import { CODE_RESEND_COOLDOWN_SECONDS, AUTH_MESSAGES as M, resendTooSoonMessage } from '@aangan/domain';
import type { RateLimitRule } from '../../rate-limit/limiter.ts';

/**
 * Limits on the account endpoints. Per-IP limits are generous because mobile carriers in India put many
 * people behind one address; per-email limits are tight because they guard one account.
 */
const tooMany = () => M.tooManyRequests;
const minutes = (count: number) => count * 60;

export const AUTH_RATE_LIMITS = {
  signInPerIp: { name: 'sign-in:ip', limit: 100, windowSeconds: minutes(10), message: tooMany },
  signInPerEmail: { name: 'sign-in:email', limit: 10, windowSeconds: minutes(10), message: tooMany },
  signUpPerIp: { name: 'sign-up:ip', limit: 30, windowSeconds: minutes(60), message: tooMany },
  signUpPerEmail: { name: 'sign-up:email', limit: 5, windowSeconds: minutes(60), message: tooMany },
  codeSendPerIp: { name: 'code-send:ip', limit: 30, windowSeconds: minutes(10), message: tooMany },
  codeSendPerEmail: { name: 'code-send:email', limit: 10, windowSeconds: minutes(60), message: tooMany },
  codeVerifyPerIp: { name: 'code-verify:ip', limit: 60, windowSeconds: minutes(10), message: tooMany },
  codeVerifyPerEmail: { name: 'code-verify:email', limit: 15, windowSeconds: minutes(10), message: tooMany },
  passwordChangePerUser: { name: 'password-change:user', limit: 10, windowSeconds: minutes(10), message: tooMany },
} satisfies Record<string, RateLimitRule>;

/** One code per address and purpose per minute (a reset code right after the sign-up code is fine). */
export function codeCooldown(purpose: 'verify-email' | 'reset-password'): RateLimitRule {
  return {
    name: `code-cooldown:${purpose}`,
    limit: 1,
    windowSeconds: CODE_RESEND_COOLDOWN_SECONDS,
    message: resendTooSoonMessage,
  };
}
