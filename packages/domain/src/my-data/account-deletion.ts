import { z } from 'zod';
import { unknownKeysError } from '../unknown-keys.ts';
import { passwordField } from '../user/fields.ts';
import { ACCOUNT_DELETION_MESSAGES, DELETE_CONFIRMATION_WORD } from './account-deletion-messages.ts';

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
