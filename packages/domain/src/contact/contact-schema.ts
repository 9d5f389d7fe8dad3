import { z } from 'zod';
import { unknownKeysError } from '../unknown-keys.ts';
import { emailField, nameField, phoneField } from '../user/fields.ts';
import { CONTACT_MAX_LENGTHS, CONTACT_MESSAGES, CONTACT_MIN_MESSAGE_LENGTH, CONTACT_REASONS } from './messages.ts';

function requiredText(required: string, min: number, tooShort: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .transform((value) => value.trim())
    .refine((value) => value !== '', { error: required, abort: true })
    .refine((value) => value.length >= min, { error: tooShort, abort: true })
    .refine((value) => value.length <= max, tooLong);
}

/** The contact form, checked the same in the browser and by POST /api/contact. */
export const contactMessageSchema = z.strictObject(
  {
    name: nameField(CONTACT_MESSAGES.nameRequired),
    email: emailField(CONTACT_MESSAGES.emailRequired),
    phone: phoneField(CONTACT_MESSAGES.phoneRequired),
    reason: z.enum(CONTACT_REASONS, { error: CONTACT_MESSAGES.reasonRequired }),
    subject: requiredText(
      CONTACT_MESSAGES.subjectRequired,
      1,
      CONTACT_MESSAGES.subjectRequired,
      CONTACT_MAX_LENGTHS.subject,
      CONTACT_MESSAGES.subjectTooLong,
    ),
    message: requiredText(
      CONTACT_MESSAGES.messageRequired,
      CONTACT_MIN_MESSAGE_LENGTH,
      CONTACT_MESSAGES.messageTooShort,
      CONTACT_MAX_LENGTHS.message,
      CONTACT_MESSAGES.messageTooLong,
    ),
  },
  { error: unknownKeysError() },
);
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
