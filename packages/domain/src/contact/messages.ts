/**
 * The contact form's and the newsletter boxes' options and words, apart from their zod schemas: the
 * newsletter box is on every page, and importing a schema module would put zod in the first load.
 */

/** Why someone writes to the team (docs/product.md §2 'Contact page'). */
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

/**
 * Where the address was given: the footer's newsletter box, or ('alerts') the home page's old 'Get Property
 * Alerts' box, whose rows stay valid. Alerts are guest alerts now (POST /api/alerts, decision 029): the API
 * takes 'footer' only.
 */
export const NEWSLETTER_SOURCES = ['footer', 'alerts'] as const;

export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Please enter your email address',
  subscribedTitle: 'Subscribed',
  subscribedDescription: "You're on the list. We'll email you new listings and market notes.",
  failedTitle: 'Subscription failed',
  failedDescription: 'We could not add your address. Please try again.',
  rateLimited: 'Too many sign-ups from your connection. Please try again in a while.',
  alertsMoved: 'Property alerts are asked for with a search now. Reload the page and use Get Property Alerts again.',
} as const;
