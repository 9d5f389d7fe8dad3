import { AUTH_MESSAGES as M, MODERATION_MESSAGES } from '@aangan/domain';
import { AppError } from '../http/errors.ts';
import { ACCOUNT_SUSPENDED } from './suspended-accounts.ts';

interface BetterAuthError {
  statusCode: number;
  body?: { code?: string; message?: string };
}

function isBetterAuthError(error: unknown): error is BetterAuthError {
  return error instanceof Error && error.name === 'APIError' && 'statusCode' in error;
}

/** better-auth's error codes in the words of our error catalogue (docs/product.md §8). */
const KNOWN: Record<string, () => AppError> = {
  INVALID_EMAIL_OR_PASSWORD: () => new AppError('UNAUTHORIZED', M.invalidCredentials),
  EMAIL_NOT_VERIFIED: () => new AppError('FORBIDDEN', M.emailNotVerified),
  INVALID_OTP: () => new AppError('BAD_REQUEST', M.codeInvalid, { code: M.codeInvalid }),
  // Only someone holding a valid code reaches USER_NOT_FOUND; the answer stays the same as a wrong code.
  USER_NOT_FOUND: () => new AppError('BAD_REQUEST', M.codeInvalid, { code: M.codeInvalid }),
  OTP_EXPIRED: () => new AppError('BAD_REQUEST', M.codeExpired, { code: M.codeExpired }),
  TOO_MANY_ATTEMPTS: () => new AppError('RATE_LIMITED', M.codeTooManyTries),
  INVALID_PASSWORD: () =>
    new AppError('BAD_REQUEST', M.currentPasswordWrong, { currentPassword: M.currentPasswordWrong }),
  USER_ALREADY_EXISTS: () => new AppError('CONFLICT', M.duplicateEmail, { email: M.duplicateEmail }),
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: () => new AppError('CONFLICT', M.duplicateEmail, { email: M.duplicateEmail }),
  INVALID_EMAIL: () => new AppError('BAD_REQUEST', M.emailInvalid, { email: M.emailInvalid }),
  [ACCOUNT_SUSPENDED]: () => new AppError('FORBIDDEN', MODERATION_MESSAGES.suspendedSignIn),
};

/**
 * Runs a better-auth call and turns its errors into AppErrors. Anything unexpected stays an error for the
 * handler to log as a 500, so a bug is never dressed up as the person's mistake.
 */
export async function callAuth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isBetterAuthError(error)) throw error;
    const known = error.body?.code ? KNOWN[error.body.code] : undefined;
    if (known) throw known();
    throw new Error(`better-auth answered ${error.statusCode} ${error.body?.code ?? ''}: ${error.body?.message ?? ''}`);
  }
}
