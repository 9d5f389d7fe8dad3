import type { VerificationRequestStatus } from '@aangan/domain';

/**
 * The Team Console's words that only the web says (issue 16). The checklist, the request states and the
 * refusals the server sends too are the domain's (verification/).
 */

/** A count with its noun, as India writes it: '1 listing', '1,234 listings'. */
export const countOf = (n: number, one: string, many: string) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/** How to reach a person and since when they are here, wherever the console shows an account. */
export const PERSON_COPY = {
  emailVerified: 'Email verified',
  emailNotVerified: 'Email not verified',
  call: (phone: string) => `Call ${phone}`,
  noPhone: 'No phone on the account',
  memberSince: (date: string) => `Member since ${date}`,
  listingCount: (n: number) => countOf(n, 'listing', 'listings'),
} as const;

export const CONSOLE_COPY = {
  title: 'Team Console',
  signedInAs: (role: string) => `Signed in as ${role}`,
  sectionsLabel: 'Console sections',
  more: 'More',
  moreLabel: 'More sections',
  reload: 'Reload',
} as const;

/** The console's sections, as the section nav names them and each page's title says. */
export const SECTION_LABELS = {
  overview: 'Overview',
  verifications: 'Verification',
  listings: 'Listings',
  appeals: 'Appeals',
  reports: 'Reports',
  accounts: 'Accounts',
  inbox: 'Inbox',
  team: 'Team',
  audit: 'Audit log',
  jobs: 'Jobs',
} as const;

/** How the console names a role. */
export const ROLE_LABELS = { admin: 'Admin', moderator: 'Moderator', member: 'Member' } as const;

/** A record's history on its page (a listing, an account): the audit log's entries about it. */
export const HISTORY_COPY = {
  heading: 'History',
  empty: 'Nothing done by the team yet.',
  by: (who: string) => `by ${who}`,
} as const;

/** A section's tab title: 'Verification queue · Team Console'. */
export const sectionTitle = (section: string) => `${section} · ${CONSOLE_COPY.title}`;

/** The queue's filter names a status in a word: the domain's labels are the owner's sentences. */
export const QUEUE_STATUS_LABELS: Record<VerificationRequestStatus, string> = {
  open: 'Open',
  approved: 'Approved',
  rejected: 'Declined',
  revoked: 'Revoked',
  lapsed: 'Lapsed',
};

/** What happened to a request, before its age: 'Requested 3 hours ago', 'Declined yesterday'. */
export const REQUEST_EVENT_LABELS: Record<VerificationRequestStatus, string> = {
  open: 'Requested',
  approved: 'Approved',
  rejected: 'Declined',
  revoked: 'Revoked',
  lapsed: 'Lapsed',
};

export const QUEUE_COPY = {
  title: 'Verification queue',
  description:
    'Owners asking for the Verified tag, and verified listings whose price, address, type or photos changed.',
  statusFilter: 'Requests by status',
  listLabel: 'Verification requests',
  count: (total: number) => countOf(total, 'request', 'requests'),
  loading: 'Loading the verification queue',
  loadFailedTitle: 'Error Loading the Queue',
  loadFailed: 'There was a problem loading the verification requests. Please try again.',
  empty: (status: VerificationRequestStatus) =>
    status === 'open' ? 'No requests are waiting. New ones appear here.' : 'No requests in this state yet.',
  emptyTitle: (status: VerificationRequestStatus) =>
    status === 'open' ? 'The queue is clear' : `Nothing ${QUEUE_STATUS_LABELS[status].toLowerCase()}`,
  edited: 'Re-verification after edit',
  verified: 'Verified',
} as const;

export const REVIEW_COPY = {
  title: 'Verification request',
  backToQueue: 'Verification queue',
  loading: 'Loading the request',
  loadFailedTitle: 'Error Loading the Request',
  loadFailed: 'There was a problem loading this request. Please try again.',
  notFoundTitle: 'Request Not Found',
  photosLabel: 'Photos',
  photoAlt: (position: number, count: number) => `Photo ${position} of ${count}`,
  noPhotos: 'No photos',
  openListing: 'Open the public page',
  address: 'Address',
  keyFacts: 'Key facts',
  listedOn: 'Listed on',
  ownerHeading: 'Owner’s account',
  otherListings: 'Other listings',
  noOtherListings: 'No other listings.',
  verified: 'Verified',
  historyHeading: 'History',
  thisRequest: 'This request',
  decidedBy: (who: string) => `by ${who}`,
  reason: 'Reason',
} as const;

export const DECISION_COPY = {
  heading: 'Decision',
  checklistLegend: 'What was checked',
  checklistHint:
    'Tick what you checked yourself. Verified needs at least the identity and ownership documents, and a visit or a video call.',
  barMet: 'Enough to verify',
  /** 'Note (optional)' on screen; screen readers hear which check: 'Note on Property visited (optional)'. */
  note: { label: 'Note', which: (check: string) => `on ${check}`, optional: '(optional)' },
  notePlaceholder: 'What you saw, for the team',
  approve: 'Approve',
  approving: 'Approving…',
  rejectHeading: 'Or decline',
  reasonLabel: 'Reason the owner will read',
  reasonPlaceholder: 'For example: the ownership document names someone else.',
  reject: 'Reject',
  rejecting: 'Rejecting…',
  evidenceHeading: 'What was checked',
  decidedOn: (label: string, date: string) => `${label} on ${date}`,
  lapsed: 'The owner changed what was checked, so this approval no longer stands. A new request is in the queue.',
} as const;

/** Taking a verification back, asked in a dialog. */
export const REVOKE_COPY = {
  button: 'Revoke verification',
  title: 'Revoke verification?',
  description: 'The listing shows Not Verified again, and the owner is emailed your reason.',
  submit: 'Revoke verification',
  busy: 'Revoking…',
  cancel: 'Cancel',
} as const;

export const DECISION_TOASTS = {
  approved: { title: 'Listing verified', description: 'The listing now shows Verified with what you checked.' },
  rejected: { title: 'Verification declined', description: 'The owner sees your reason in My Properties.' },
  revoked: {
    title: 'Verification revoked',
    description: 'The listing shows Not Verified again; the owner is emailed.',
  },
  approveFailed: { title: 'Could not approve', fallback: 'Please try again.' },
  rejectFailed: { title: 'Could not decline', fallback: 'Please try again.' },
  revokeFailed: { title: 'Could not revoke', fallback: 'Please try again.' },
} as const;
