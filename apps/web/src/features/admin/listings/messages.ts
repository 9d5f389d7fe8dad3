import type { AppealStatus, ListingState, TeamListingFilter } from '@aangan/domain';
import { countOf } from '../messages';

/**
 * The console's words for listings and appeals that only the web says. The hide reasons, the refusals and
 * the 409's sentence are the domain's (moderation/), as the owner's mail and My Properties say them too.
 */

/** Where a listing stands, in a word on its badge. */
export const LISTING_STATE_LABELS: Record<ListingState, string> = {
  live: 'Live',
  hidden: 'Hidden',
  'owner-suspended': 'Owner suspended',
  expired: 'Expired',
  withdrawn: 'Let or sold',
};

/** The search's filters, in the order the row shows them; 'all' is no filter. */
export const LISTING_FILTER_LABELS: Record<'all' | TeamListingFilter, string> = {
  all: 'All',
  ...LISTING_STATE_LABELS,
  verified: 'Verified',
  'pending-review': 'Pending review',
};

export const LISTINGS_COPY = {
  title: 'Listings',
  description:
    'Every listing, whatever its state. Find one by its id, words of its title, or its owner’s email or mobile.',
  searchLabel: 'Search listings',
  searchPlaceholder: 'Title, id, owner email or mobile',
  filterLabel: 'Listings by state',
  listLabel: 'Listings',
  count: (total: number, capped: boolean) =>
    capped ? `${total.toLocaleString('en-IN')}+ listings` : countOf(total, 'listing', 'listings'),
  loading: 'Loading the listings',
  loadFailedTitle: 'Error Loading the Listings',
  loadFailed: 'There was a problem loading the listings. Please try again.',
  emptyTitle: (searching: boolean) => (searching ? 'No listings match' : 'No listings in this state'),
  empty: (searching: boolean) =>
    searching
      ? 'Try the owner’s full email address or mobile number, the listing’s id, or another word of its title.'
      : 'Listings move here as the team and owners act on them.',
  appeals: 'Appeals',
  listed: 'Listed',
  verified: 'Verified',
  pendingReview: 'Pending review',
  appealOpen: 'Appeal open',
  hiddenFor: (reason: string) => `Hidden: ${reason}`,
} as const;

export const LISTING_COPY = {
  title: 'Listing',
  back: 'Listings',
  loading: 'Loading the listing',
  loadFailedTitle: 'Error Loading the Listing',
  loadFailed: 'There was a problem loading this listing. Please try again.',
  notFoundTitle: 'Listing Not Found',
  moderationHeading: 'Moderation',
  live: 'Live: anyone can find it in search and open its page.',
  hiddenOn: (date: string, by: string) => `Hidden on ${date} by ${by}`,
  ownerSuspended:
    'Out of view while its owner’s account is suspended. It comes back when the suspension is lifted, unless the team hides it.',
  reason: 'Reason',
  note: 'Note to the owner',
  ownerHeading: 'Owner',
  openAccount: 'Open the account',
  ownerSuspendedBadge: 'Suspended',
  appealsHeading: 'Appeals',
  noAppeals: 'No appeals against this listing.',
  answeredOn: (label: string, date: string, by: string | null) => `${label} on ${date}${by ? ` by ${by}` : ''}`,
  ownerMessage: 'Owner’s message',
  reply: 'Reply',
} as const;

/** The appeal queue's filter and each appeal's state, as the team says them (the domain's are the owner's). */
export const APPEAL_STATUS_COPY: Record<AppealStatus, string> = {
  open: 'Open',
  upheld: 'Kept hidden',
  restored: 'Restored',
};

export const APPEALS_COPY = {
  title: 'Appeals',
  description:
    'Owners asking for a hidden listing to be shown again. Keep it hidden or restore it; the owner is emailed your reply.',
  filterLabel: 'Appeals by status',
  listLabel: 'Appeals',
  count: (total: number) => countOf(total, 'appeal', 'appeals'),
  loading: 'Loading the appeals',
  loadFailedTitle: 'Error Loading the Appeals',
  loadFailed: 'There was a problem loading the appeals. Please try again.',
  emptyTitle: (status: AppealStatus) => (status === 'open' ? 'No appeals waiting' : 'Nothing here yet'),
  empty: (status: AppealStatus) =>
    status === 'open'
      ? 'When an owner appeals against a hidden listing, it appears here.'
      : 'Answered appeals appear here, newest first.',
  sent: 'Sent',
  shownAgain: 'The listing is shown again.',
} as const;

export const HIDE_COPY = {
  button: 'Hide',
  title: 'Hide this listing?',
  description: 'It leaves search and its page at once. The owner is emailed the reason and can appeal.',
  reasonLegend: 'Why',
  noteLabel: 'Note the owner will read',
  optional: '(optional)',
  requiredForOther: '(needed with Other)',
  notePlaceholder: 'For example: the same photos are on three other listings.',
  submit: 'Hide listing',
  busy: 'Hiding…',
  cancel: 'Cancel',
} as const;

export const RESTORE_COPY = {
  button: 'Restore',
  title: 'Restore this listing?',
  description: 'It is back in search and its page opens again. The owner is emailed.',
  withAppeal: 'The owner’s open appeal is answered with your note.',
  noteLabel: 'Note for the owner (optional)',
  submit: 'Restore listing',
  busy: 'Restoring…',
  cancel: 'Cancel',
} as const;

export const DELETE_COPY = {
  button: 'Delete',
  title: 'Delete this listing for good?',
  description:
    'The listing and its photos are removed and cannot be brought back; the owner is emailed your reason. To take it down for now, hide it instead.',
  reasonLabel: 'Reason the owner will read',
  submit: 'Delete listing',
  busy: 'Deleting…',
  cancel: 'Cancel',
} as const;

export const ANSWER_COPY = {
  button: 'Answer',
  title: 'Answer the appeal',
  description: (title: string) => `“${title}”: the owner is emailed your reply with what you decided.`,
  replyLabel: 'Reply the owner will read',
  replyPlaceholder: 'For example: the price is corrected now, so the listing is back in search.',
  uphold: 'Keep hidden',
  restore: 'Restore listing',
  busy: 'Sending…',
  cancel: 'Cancel',
} as const;

export const MODERATION_TOASTS = {
  hidden: { title: 'Listing hidden', description: 'It is out of search; the owner is emailed the reason.' },
  restored: { title: 'Listing restored', description: 'It is back in search; the owner is emailed.' },
  deleted: { title: 'Listing deleted', description: 'The owner is emailed your reason.' },
  upheld: { title: 'Appeal answered', description: 'The listing stays hidden; the owner is emailed your reply.' },
  appealRestored: { title: 'Listing restored', description: 'The owner is emailed your reply.' },
  hideFailed: { title: 'Could not hide the listing', fallback: 'Please try again.' },
  restoreFailed: { title: 'Could not restore the listing', fallback: 'Please try again.' },
  deleteFailed: { title: 'Could not delete the listing', fallback: 'Please try again.' },
  answerFailed: { title: 'Could not answer the appeal', fallback: 'Please try again.' },
} as const;
