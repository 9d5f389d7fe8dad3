import { REPORT_MESSAGES } from '@aangan/domain';

/** The report dialog's words (docs/product.md §2 'Report this listing'); the reasons are the domain's labels. */
export const REPORT_DIALOG_COPY = {
  trigger: 'Report this listing',
  title: 'Report this listing',
  description:
    'Tell the Aangan team what is wrong. The owner is never told who reported. If several people report it, we take it down while we check.',
  reasonLegend: 'What is wrong?',
  detailsLabel: 'Details',
  detailsOptional: '(optional)',
  detailsRequired: '(needed for ‘Other’)',
  detailsPlaceholder: 'For example: the owner asked for a token of ₹5,000 before showing the flat.',
  cancel: 'Cancel',
  send: 'Send report',
  sending: 'Sending...',
} as const;

export const REPORT_TOASTS = {
  sent: REPORT_MESSAGES.sent,
  failed: { title: 'Your report was not sent', fallback: 'Please try again in a moment.' },
} as const;
