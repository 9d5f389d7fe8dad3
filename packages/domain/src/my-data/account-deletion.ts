import { z } from 'zod';
import { unknownKeysError } from '../unknown-keys.ts';
import { passwordField } from '../user/fields.ts';

/**
 * Deleting an account for good (issue 17, decision 022). The person types their password and this word, so
 * a borrowed unlocked phone or a stray tap cannot erase everything: the word is short, in capitals, and
 * shown beside the box.
 */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

export const ACCOUNT_DELETION_MESSAGES = {
  passwordRequired: 'Enter your password to delete your account.',
  confirmationRequired: `Type ${DELETE_CONFIRMATION_WORD} to confirm.`,
  confirmationWrong: `Type ${DELETE_CONFIRMATION_WORD} in capital letters to confirm.`,
  passwordWrong: 'That password is not right, so your account was not deleted.',
  teamMember:
    'You are on the Aangan team. Ask an admin to make you a member again first (admins: npm run admin -- revoke), then delete your account.',
  deleted: 'Your account has been deleted',
  deletedDetail: 'Your listings, pictures and saved properties are gone. You can register again with the same email.',
} as const;

/**
 * POST /api/me/delete. The confirmation is compared exactly (after trimming the ends): 'delete' is refused,
 * so the person has read the word they were shown.
 */
export const accountDeletionSchema = z.strictObject(
  {
    password: passwordField(ACCOUNT_DELETION_MESSAGES.passwordRequired),
    confirmation: z
      .string({ error: ACCOUNT_DELETION_MESSAGES.confirmationRequired })
      .transform((value) => value.trim())
      .refine((value) => value !== '', { error: ACCOUNT_DELETION_MESSAGES.confirmationRequired, abort: true })
      .refine((value) => value === DELETE_CONFIRMATION_WORD, { error: ACCOUNT_DELETION_MESSAGES.confirmationWrong }),
  },
  { error: unknownKeysError() },
);
export type AccountDeletion = z.input<typeof accountDeletionSchema>;
