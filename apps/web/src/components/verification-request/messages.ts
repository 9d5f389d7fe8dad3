/**
 * What an owner reads about their listing's verification, on its page and in My Properties (issue 16). The
 * states' names are the domain's (VERIFICATION_STATUS_LABELS), as the console uses them too.
 */
export const OWNER_VERIFICATION_COPY = {
  request: 'Request verification',
  requesting: 'Requesting…',
  requested: (date: string) => `Requested on ${date}. Our team will review it soon.`,
  sentBack: (date: string) =>
    `Your edit on ${date} changed what our team checked, so it went back for re-verification. The team will check it again soon.`,
  declined: (date: string) => `Declined on ${date}. Fix what the reason says, then ask again.`,
  revoked: (date: string) => `Revoked on ${date}. Fix what the reason says, then ask again.`,
  reason: 'Reason',
  notVerifiedYet: 'Not verified yet.',
} as const;

export const OWNER_VERIFICATION_TOASTS = {
  requested: {
    title: 'Verification requested',
    description: 'Our team will review your listing soon. You can follow it on the listing and in My Properties.',
  },
  failed: { title: 'Could not request verification', fallback: 'Please try again.' },
} as const;
