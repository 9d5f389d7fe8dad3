/** What an owner reads about their listing hidden by the team, and the appeal against it. */
export const MODERATION_NOTICE_COPY = {
  title: 'Hidden by the Aangan team',
  detail: 'Nobody else can find or open it until it is shown again.',
  reason: 'Reason',
  appeal: 'Appeal',
  appealSent: 'Appeal sent — we will reply by email',
  teamReply: 'Our reply',
} as const;

export const APPEAL_DIALOG_COPY = {
  title: 'Appeal to the Aangan team',
  description: (title: string) =>
    `Tell us why "${title}" should be shown again, or what you have corrected. A moderator reads it and replies by email.`,
  label: 'Your message',
  placeholder: 'For example: I have corrected the price to ₹18,000 a month.',
  cancel: 'Cancel',
  send: 'Send appeal',
  sending: 'Sending...',
} as const;

export const APPEAL_TOASTS = {
  sent: 'Appeal sent — we will reply by email',
  failed: { title: 'Your appeal was not sent', fallback: 'Please try again in a moment.' },
} as const;
