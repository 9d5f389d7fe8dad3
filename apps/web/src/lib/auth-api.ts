import type {
  ChangePasswordInput,
  EmailOnlyInput,
  LoginInput,
  Me,
  ProfileUpdateInput,
  RegisterInput,
  ResetPasswordInput,
  VerifyCodeInput,
} from '@aangan/domain';
import { fetchJson } from './api-client';

/**
 * The account endpoints (server: apps/server/src/auth/routes.ts). Every failure is an ApiError carrying
 * the server's message, written for people, and `fields` for per-field problems.
 */

function post<T>(path: string, body?: unknown): Promise<T> {
  return fetchJson<T>(path, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });
}

/** Creates the account and emails a 6-digit code; no session until the code is verified. */
export const signUp = (input: RegisterInput) => post<{ email: string }>('/api/auth/sign-up', input);

/** 401: wrong email or password (same answer either way); 403: the email is not verified yet. */
export const signIn = (input: LoginInput) => post<Me>('/api/auth/sign-in', input);

/** Verifies the sign-up code and signs the person in. */
export const verifyEmail = (input: VerifyCodeInput) => post<Me>('/api/auth/verify-email', input);

/** Sends a new sign-up code (429 within 60 s of the last one). Same answer whether or not the account exists. */
export const resendCode = (input: EmailOnlyInput) => post<void>('/api/auth/resend-code', input);

/** Reset step 1: emails a reset code. Same answer whether or not the account exists. */
export const requestPasswordReset = (input: EmailOnlyInput) => post<void>('/api/auth/forgot-password', input);

/** Reset step 2: checks the code without using it up (wrong tries still count). */
export const checkResetCode = (input: VerifyCodeInput) => post<void>('/api/auth/check-reset-code', input);

/** Reset step 3: sets the new password and signs out every session of the account. */
export const resetPassword = (input: ResetPasswordInput) => post<void>('/api/auth/reset-password', input);

/** Signed in: changes the password; other sessions are signed out, this one stays. */
export const changePassword = (input: ChangePasswordInput) => post<void>('/api/auth/change-password', input);

/** Ends the session on the server and clears the cookie. */
export const signOut = () => post<void>('/api/auth/sign-out');

export const updateProfile = (input: ProfileUpdateInput) =>
  fetchJson<Me>('/api/me', { method: 'PATCH', body: JSON.stringify(input) });
