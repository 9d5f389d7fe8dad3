import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  AUTH_MESSAGES as M,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from './messages.ts';

/**
 * Field schemas for the auth and profile forms. Each gives one message per field: the spec's 'required'
 * wording of the form it sits in, then ours for the format.
 */

/** A string field whose missing value (absent, null or whitespace) reads `required`. */
function requiredString(required: string) {
  return z.string({ error: required }).refine((value) => value.trim() !== '', { error: required, abort: true });
}

export function emailField(required: string) {
  return requiredString(required)
    .transform((value) => value.trim().toLowerCase())
    .superRefine((email, ctx) => {
      if (email.length > EMAIL_MAX_LENGTH) ctx.addIssue({ code: 'custom', message: M.emailTooLong });
      else if (!z.regexes.email.test(email)) ctx.addIssue({ code: 'custom', message: M.emailInvalid });
    });
}

export function nameField(required: string) {
  return requiredString(required)
    .transform((value) => value.trim())
    .refine((name) => name.length <= NAME_MAX_LENGTH, M.nameTooLong);
}

/**
 * An Indian mobile number as people type it: spaces, dashes, dots and brackets ignored, an optional +91, 91
 * or 0 in front, then 10 digits starting 6–9. Gives the 10 digits, or null when it is not one.
 */
export function normalizeIndianMobile(value: string): string | null {
  const compact = value.replace(/[\s\-().]/g, '');
  return /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(compact)?.[1] ?? null;
}

/** Stored as the 10-digit national number, so one number is never saved two ways. */
export function phoneField(required: string) {
  return requiredString(required).transform((value, ctx) => {
    const phone = normalizeIndianMobile(value);
    if (phone !== null) return phone;
    ctx.addIssue({ code: 'custom', message: M.phoneInvalid });
    return z.NEVER;
  });
}

/** Passwords are kept exactly as typed (spaces count); whitespace alone is treated as missing. */
export function passwordField(required: string, tooShort?: { min: number; message: string }) {
  return requiredString(required).superRefine((password, ctx) => {
    if (tooShort && password.length < tooShort.min) ctx.addIssue({ code: 'custom', message: tooShort.message });
    else if (password.length > PASSWORD_MAX_LENGTH) ctx.addIssue({ code: 'custom', message: M.passwordTooLong });
  });
}

/** The emailed one-time code; spaces people type between digit groups are dropped. */
export const verificationCodeField = requiredString(M.codeRequired)
  .transform((value) => value.replace(/\s/g, ''))
  .refine((code) => new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(code), M.codeFormat);
