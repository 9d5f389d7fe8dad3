import { countOf } from '../messages';

/**
 * The console's words for accounts that only the web says. Who may suspend whom, and the refusals, are the
 * domain's (moderation/suspension.ts), as the server answers them.
 */

export const ACCOUNTS_COPY = {
  title: 'Accounts',
  description: 'Find an account by the email address or mobile number a complaint names.',
  searchLabel: 'Find an account',
  searchPlaceholder: 'Email address or 10-digit mobile',
  listLabel: 'Accounts',
  promptTitle: 'Find an account',
  prompt: 'Enter the full email address or mobile number. A mobile number may be on more than one account.',
  loading: 'Looking for the account',
  loadFailedTitle: 'Error Finding the Account',
  loadFailed: 'There was a problem looking for the account. Please try again.',
  emptyTitle: 'No account found',
  empty: 'No account uses that email address or mobile number. Check it, or try the other one.',
  count: (n: number) => countOf(n, 'account', 'accounts'),
  suspended: 'Suspended',
} as const;

export const ACCOUNT_COPY = {
  title: 'Account',
  back: 'Accounts',
  loading: 'Loading the account',
  loadFailedTitle: 'Error Loading the Account',
  loadFailed: 'There was a problem loading this account. Please try again.',
  notFoundTitle: 'Account Not Found',
  contactHeading: 'Contact',
  suspensionHeading: 'Suspension',
  active: 'Active: they can sign in, and their listings are in search unless the team hid one.',
  suspendedOn: (date: string, by: string) => `Suspended on ${date} by ${by}`,
  reason: 'Reason',
  listingsHeading: 'Listings',
  noListings: 'No listings.',
  revealsHeading: 'Contacts revealed',
  revealsTotal: (total: number, shown: number) =>
    total > shown
      ? `${total.toLocaleString('en-IN')} in all; the latest ${shown.toLocaleString('en-IN')} below.`
      : countOf(total, 'owner’s contact opened', 'owners’ contacts opened'),
  noReveals: 'No contact details opened.',
} as const;

export const SUSPEND_COPY = {
  button: 'Suspend',
  title: 'Suspend this account?',
  description:
    'They are signed out everywhere at once and cannot sign in, and their listings leave search until the suspension is lifted. They are emailed your reason.',
  reasonLabel: 'Reason they will read',
  reasonPlaceholder: 'For example: several listings with the same photos, reported as fake.',
  submit: 'Suspend account',
  busy: 'Suspending…',
  cancel: 'Cancel',
} as const;

export const UNSUSPEND_COPY = {
  button: 'Lift suspension',
  title: 'Lift the suspension?',
  description:
    'They can sign in again, and their listings are shown again unless the team hid one by itself. They are emailed.',
  noteLabel: 'Note for the log (optional)',
  submit: 'Lift suspension',
  busy: 'Lifting…',
  cancel: 'Cancel',
} as const;

export const ACCOUNT_TOASTS = {
  suspended: { title: 'Account suspended', description: 'They are signed out, and their listings are out of search.' },
  unsuspended: { title: 'Suspension lifted', description: 'They can sign in again; they are emailed.' },
  suspendFailed: { title: 'Could not suspend the account', fallback: 'Please try again.' },
  unsuspendFailed: { title: 'Could not lift the suspension', fallback: 'Please try again.' },
} as const;
