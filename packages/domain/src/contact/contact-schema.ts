import { z } from 'zod';
import { emailField, nameField, phoneField } from '../user/fields.ts';

/** Why someone writes to the team (spec §2 'Contact page'). */
export const CONTACT_REASONS = ['inquiry', 'feedback', 'support', 'listing-help', 'other'] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];
export const CONTACT_REASON_LABELS: Record<ContactReason, string> = {
  inquiry: 'General Inquiry',
  feedback: 'Feedback',
  support: 'Support',
  'listing-help': 'Listing Help',
  other: 'Other',
};

export const CONTACT_MAX_LENGTHS = { subject: 150, message: 5000 } as const;
export const CONTACT_MIN_MESSAGE_LENGTH = 10;

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your full name',
  emailRequired: 'Please enter your email address',
  phoneRequired: 'Please enter your mobile number',
  reasonRequired: 'Please choose a reason for contacting us',
  subjectRequired: 'Please enter a subject',
  subjectTooLong: `Subject must be at most ${CONTACT_MAX_LENGTHS.subject} characters`,
  messageRequired: 'Please write your message',
  messageTooShort: `Message must be at least ${CONTACT_MIN_MESSAGE_LENGTH} characters`,
  messageTooLong: `Message must be at most ${CONTACT_MAX_LENGTHS.message} characters`,
  /** Spec §8 'Success messages'. */
  sentTitle: 'Message sent',
  sentDescription: 'Thank you for writing to us. Our team will reply within one working day.',
  failedTitle: 'Message not sent',
  failedDescription: 'Something went wrong while sending your message. Please try again.',
  rateLimited: 'You have sent several messages in a short time. Please wait a while before sending another.',
} as const;

function requiredText(required: string, min: number, tooShort: string, max: number, tooLong: string) {
  return z
    .string({ error: required })
    .transform((value) => value.trim())
    .refine((value) => value !== '', { error: required, abort: true })
    .refine((value) => value.length >= min, { error: tooShort, abort: true })
    .refine((value) => value.length <= max, tooLong);
}

/** The contact form, checked the same in the browser and by POST /api/contact. */
export const contactMessageSchema = z.strictObject({
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
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
