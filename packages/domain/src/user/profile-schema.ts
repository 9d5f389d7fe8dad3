import { z } from 'zod';
import { USER_TYPES } from '../enums.ts';
import { unknownKeysError } from '../unknown-keys.ts';
import { emailField, nameField, phoneField } from './fields.ts';
import { AUTH_MESSAGES as M } from './messages.ts';

/** The profile form, the profile API and the email-verification link (spec §5, §6). */

function userType(required: string) {
  return z.enum(USER_TYPES, {
    error: (issue) => (issue.input == null || issue.input === '' ? required : M.userTypeInvalid),
  });
}

/** Profile save: all five fields are required, each missing one reads 'Missing Information'. */
export const profileSchema = z.strictObject({
  id: z.string({ error: M.profileMissingInformation }).trim().min(1, M.profileMissingInformation),
  email: emailField(M.profileMissingInformation),
  name: nameField(M.profileMissingInformation),
  phone: phoneField(M.profileMissingInformation),
  type: userType(M.profileMissingInformation),
});

/** Keys PATCH /api/me refuses, each with its reason: the id is the session's, the email is not editable. */
const PROFILE_REFUSED: Record<string, string> = {
  id: 'id is set by the server and cannot be sent',
  email: M.emailNotEditable,
};

/** The longest picture address we keep; a data: URL or an essay is not a profile picture. */
export const AVATAR_URL_MAX_LENGTH = 2048;

/**
 * A profile picture by address until uploads arrive: http(s) only, or empty / null to remove it.
 * Optional, so a save that leaves the picture alone need not send it.
 */
const avatarUrlField = z
  .union([z.null(), z.string().trim()], { error: M.avatarUrlInvalid })
  .transform((value) => (value === '' ? null : value))
  .refine((value) => value === null || isHttpUrl(value), M.avatarUrlInvalid)
  .optional();

function isHttpUrl(value: string): boolean {
  if (value.length > AVATAR_URL_MAX_LENGTH || !/^https?:\/\//i.test(value)) return false;
  try {
    return Boolean(new URL(value).host);
  } catch {
    return false;
  }
}

/** PATCH /api/me: what a person may change about themselves (spec §6: email is not editable). */
export const profileUpdateSchema = z.strictObject(
  {
    name: nameField(M.profileMissingInformation),
    phone: phoneField(M.profileMissingInformation),
    type: userType(M.profileMissingInformation),
    avatarUrl: avatarUrlField,
  },
  {
    error: unknownKeysError({
      refused: (key) => (Object.hasOwn(PROFILE_REFUSED, key) ? PROFILE_REFUSED[key] : undefined),
    }),
  },
);

/** A users row created from sign-up metadata needs all five fields (spec §5). */
export const newUserSchema = z.object({
  id: z.string({ error: M.userDataMissing }).trim().min(1, M.userDataMissing),
  email: emailField(M.userDataMissing),
  name: nameField(M.userDataMissing),
  phone: phoneField(M.userDataMissing),
  type: userType(M.userDataMissing),
});

/**
 * The /verify page's query (token and email both required). Other parameters, such as campaign tags a mail
 * client adds, are ignored. On failure show AUTH_MESSAGES.verificationLinkTitle with this message.
 */
export const verificationLinkSchema = z.object({
  token: z.string({ error: M.verificationLinkMissing }).trim().min(1, M.verificationLinkMissing),
  email: z.string({ error: M.verificationLinkMissing }).trim().toLowerCase().min(1, M.verificationLinkMissing),
});

export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
export type NewUser = z.output<typeof newUserSchema>;
export type VerificationLink = z.output<typeof verificationLinkSchema>;
