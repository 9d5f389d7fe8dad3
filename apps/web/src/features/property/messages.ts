/** The detail page's copy used in more than one place (docs/product.md §2 'Property detail', §6, §8); quoted spec strings are word for word. */

export const PROPERTY_NOT_FOUND = {
  title: 'Property Not Found',
  description: "The property you're looking for doesn't exist or has been removed.",
} as const;

export const PROPERTY_TOASTS = {
  loadFailed: { title: 'Error', description: 'Could not load property details.' },
  shared: { title: 'Shared', description: 'Property shared successfully' },
  linkCopied: { title: 'Link Copied', description: 'Property link has been copied to clipboard' },
  shareFailed: { title: 'Share Failed', description: 'Could not share property. Please try again.' },
  phoneCopied: 'Phone Copied',
  emailCopied: 'Email Copied',
  copyFailed: { title: 'Copy Failed', description: 'Could not copy. Please copy it by hand.' },
  contactFailed: {
    title: 'Contact details unavailable',
    fallback: 'Could not load the contact details. Please try again.',
  },
} as const;

export const OWNER_COPY = {
  views: 'Property Views',
  contactViews: 'Contact details viewed',
  notVerified: 'This property is not verified. Please contact our team to verify this property.',
  contactTeam: 'Contact our team',
} as const;

export const ACTION_LABELS = {
  callNow: 'Call Now',
  share: 'Share',
  contactTitle: 'Contact Information',
} as const;

export const VERIFICATION_LABELS = {
  verified: 'Verified',
  notVerified: 'Not verified',
  explainedTitle: 'What Verified means here',
  /** A listing verified before the team kept a checklist has no checks to name. */
  verifiedByTeam: 'Verified by the Aangan team.',
  terms: 'Read the Terms',
} as const;
