import { formatCount, TIME_TO_VERIFY_DAYS } from '@aangan/domain';

/** The overview's words (issue 16); the figures' meaning is the contract's (responses.ts, teamOverviewSchema). */
export const OVERVIEW_COPY = {
  title: 'Overview',
  description: 'Where the listings stand, and what is waiting for the team.',
  loading: 'Loading the overview',
  loadFailedTitle: 'Error Loading the Overview',
  loadFailed: 'There was a problem loading the figures. Please try again.',
  waitingLabel: 'Waiting for the team',
  listingsHeading: 'Listings',
  allListings: 'All listings',
} as const;

/** Each figure card: what it counts, and a line saying which of them. */
export const FIGURE_COPY = {
  reports: {
    label: 'Reported listings',
    hint: (flags: number) => `Open reports · ${count(flags)} broker ${flags === 1 ? 'flag' : 'flags'}`,
  },
  verification: { label: 'Verification requests', hint: 'Listings waiting for review' },
  appeals: { label: 'Appeals', hint: 'Against hidden listings' },
  messages: { label: 'Messages waiting', hint: 'Open in the inbox' },
  newToday: { label: 'New today', hint: 'Listed since midnight, India time' },
  timeToVerify: {
    label: 'Time to verify',
    hint: (approvals: number) =>
      approvals === 0
        ? `No approvals in the last ${TIME_TO_VERIFY_DAYS} days`
        : `Median of ${count(approvals)} ${approvals === 1 ? 'approval' : 'approvals'}, last ${TIME_TO_VERIFY_DAYS} days`,
  },
} as const;

/** The listing states the Listings card shows; each opens the Listings section filtered to it. */
export const LISTING_CARD_LABELS = {
  live: 'Live',
  verified: 'Verified',
  hidden: 'Hidden by the team',
  ownerSuspended: 'Owner suspended',
  expired: 'Expired',
  withdrawn: 'Let or sold',
} as const;

const oneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** A count as India writes it: 1,23,456. */
export const count = (value: number) => formatCount(value);

/** Shown in place of a median nothing was measured for. */
export const NO_FIGURE = '—';

/** A median wait in the unit a person reads at a glance: 40 min, 4 h, 6.5 h, 3.2 days. */
export function waitFigure(hours: number): { value: string; unit: string } {
  if (hours < 1) return { value: String(Math.max(1, Math.round(hours * 60))), unit: 'min' };
  if (hours < 48) return { value: oneDecimal.format(hours), unit: 'h' };
  return { value: oneDecimal.format(hours / 24), unit: 'days' };
}
