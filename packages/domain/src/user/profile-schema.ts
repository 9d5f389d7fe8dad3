import { z } from 'zod';
import { USER_TYPES } from '../enums.ts';
import { isHttpUrl } from '../media/web-address.ts';
import { unknownKeysError } from '../unknown-keys.ts';
import { nameField, phoneField } from './fields.ts';
import { AUTH_MESSAGES as M } from './messages.ts';

/** The profile form and API, and the email-verification link (docs/product.md §5, §6). */

function userType(required: string) {
  return z.enum(USER_TYPES, {
    error: (issue) => (issue.input == null || issue.input === '' ? required : M.userTypeInvalid),
  });
}

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
  .refine((value) => value === null || (value.length <= AVATAR_URL_MAX_LENGTH && isHttpUrl(value)), M.avatarUrlInvalid)
  .optional();

/** PATCH /api/me: what a person may change about themselves (docs/product.md §6: email is not editable). */
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

/**
 * The /verify page's query (token and email both required). Other parameters, such as campaign tags a mail
 * client adds, are ignored. On failure show AUTH_MESSAGES.verificationLinkTitle with this message.
 */
export const verificationLinkSchema = z.object({
  token: z.string({ error: M.verificationLinkMissing }).trim().min(1, M.verificationLinkMissing),
  email: z.string({ error: M.verificationLinkMissing }).trim().toLowerCase().min(1, M.verificationLinkMissing),
});

export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
