import type {
  ChangePasswordInput,
  EmailOnlyInput,
  LoginInput,
  ProfileUpdateInput,
  RegisterInput,
  ResetPasswordInput,
  VerifyCodeInput,
} from '@aangan/domain';
import { callApi } from './api';

/**
 * The account endpoints (server: apps/server/src/modules/users/auth-routes.ts). Every failure is an ApiError
 * carrying the server's message, written for people, and `fields` for per-field problems.
 */

/** Creates the account and emails a 6-digit code; no session until the code is verified. */
export const signUp = (body: RegisterInput) => callApi('signUp', { body });

/** 401: wrong email or password (same answer either way); 403: the email is not verified yet. */
export const signIn = (body: LoginInput) => callApi('signIn', { body });

/** Verifies the sign-up code and signs the person in. */
export const verifyEmail = (body: VerifyCodeInput) => callApi('verifyEmail', { body });

/** Sends a new sign-up code (429 within 60 s of the last one). Same answer whether or not the account exists. */
export const resendCode = (body: EmailOnlyInput) => callApi('resendCode', { body });

/** Reset step 1: emails a reset code. Same answer whether or not the account exists. */
export const requestPasswordReset = (body: EmailOnlyInput) => callApi('forgotPassword', { body });

/** Reset step 2: checks the code without using it up (wrong tries still count). */
export const checkResetCode = (body: VerifyCodeInput) => callApi('checkResetCode', { body });

/** Reset step 3: sets the new password and signs out every session of the account. */
export const resetPassword = (body: ResetPasswordInput) => callApi('resetPassword', { body });

/** Signed in: changes the password; other sessions are signed out, this one stays. */
export const changePassword = (body: ChangePasswordInput) => callApi('changePassword', { body });

/** Ends the session on the server and clears the cookie. */
export const signOut = () => callApi('signOut');

export const updateProfile = (body: ProfileUpdateInput) => callApi('updateMe', { body });
