import { BROKER_FLAG_STATUS_LABELS, type BrokerFlagStatus } from '@aangan/domain';
import { countOf } from '../messages';

/** The Reports section's words (issue 17, docs/product.md §10 'Reports'). */
export const REPORTS_COPY = {
  title: 'Reports',
  description:
    'Listings people reported, most urgent first: those the reports took down, then verified listings many reported, then the most reported.',
  viewLabel: 'Reports or broker flags',
  casesTab: 'Reported listings',
  flagsTab: 'Broker flags',
  listLabel: 'Reported listings',
  loading: 'Loading the reports',
  loadFailedTitle: 'Error Loading the Reports',
  loadFailed: 'There was a problem loading the reports. Please try again.',
  emptyTitle: 'No reports waiting',
  empty: 'When someone reports a listing, it shows here.',
  count: (n: number) => countOf(n, 'reported listing', 'reported listings'),
  autoHidden: 'Hidden by the reports, pending your review',
  verifiedAtThreshold: (threshold: number) =>
    `Verified, so not hidden automatically — ${threshold} or more people reported it`,
  reporters: (n: number, counting: number) =>
    `${countOf(n, 'person', 'people')} reported it · ${counting.toLocaleString('en-IN')} ${counting === 1 ? 'counts' : 'count'} toward hiding`,
  owner: (name: string, email: string) => `${name} · ${email}`,
  reportsHeading: 'Reports',
  reporterAge: (since: string) => `account since ${since}`,
  deletedReporter: 'A deleted account',
  notCounting: 'Does not count toward hiding',
} as const;

/** The decision dialog. Reporters never read the note: each is mailed a fixed sentence with the outcome. */
export const DECIDE_REPORTS_COPY = {
  button: 'Decide',
  title: 'Decide these reports',
  description: (title: string) =>
    `Uphold keeps “${title}” down (or takes it down now); dismiss says the reports were wrong and brings back a listing the reports took down. Each reporter is emailed the outcome, never your note.`,
  hideReasonLegend: 'Reason the owner reads (to uphold)',
  noteLabel: 'Note for the record (the owner reads it when the listing is hidden now)',
  notePlaceholder: 'What you checked, and why.',
  cancel: 'Cancel',
  uphold: 'Uphold',
  dismiss: 'Dismiss',
  busy: 'Saving...',
} as const;

export const REPORT_TOASTS = {
  upheld: { title: 'Reports upheld', description: 'The listing is down; the reporters and the owner are emailed.' },
  dismissed: {
    title: 'Reports dismissed',
    description: 'The reporters are emailed; a listing the reports took down is back.',
  },
  failed: { title: 'The decision was not saved', fallback: 'Please try again in a moment.' },
} as const;

export const FLAGS_COPY = {
  title: 'Broker flags',
  filterLabel: 'Flags by status',
  listLabel: 'Broker flags',
  loading: 'Loading the broker flags',
  loadFailedTitle: 'Error Loading the Broker Flags',
  loadFailed: 'There was a problem loading the flags. Please try again.',
  emptyTitle: (status: BrokerFlagStatus) => (status === 'open' ? 'No flags waiting' : 'Nothing here yet'),
  empty: (status: BrokerFlagStatus) =>
    status === 'open'
      ? 'Signs that an owner may be a broker show here for review. Nothing is done to an account by a flag alone.'
      : `No ${BROKER_FLAG_STATUS_LABELS[status].toLowerCase()} flags.`,
  count: (n: number) => countOf(n, 'flag', 'flags'),
  openAccount: 'Open the account',
  decidedBy: (by: string, when: string) => `${by}, ${when}`,
} as const;

export const DECIDE_FLAG_COPY = {
  button: 'Review',
  title: 'Review this flag',
  description:
    'Dismiss when nothing is wrong: the same evidence will not be flagged again. Confirm when the account is a broker; then act on the account from its page.',
  noteLabel: 'Note for the record',
  notePlaceholder: 'What you checked, and why.',
  cancel: 'Cancel',
  dismiss: 'Dismiss',
  confirm: 'Confirm',
  busy: 'Saving...',
} as const;

export const FLAG_TOASTS = {
  dismissed: { title: 'Flag dismissed', description: 'It will not be raised again for the same evidence.' },
  confirmed: { title: 'Flag confirmed', description: 'Act on the account from its page.' },
  failed: { title: 'The review was not saved', fallback: 'Please try again in a moment.' },
} as const;
