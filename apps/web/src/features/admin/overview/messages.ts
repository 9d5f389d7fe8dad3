import { formatCount, TIME_TO_VERIFY_DAYS } from '@aangan/domain';
import { englishI18n } from '../../../i18n/i18n';
import { countOf } from '../messages';
import { type Translate, wordsHook } from '../use-words';

/** The overview's words (issue 16); the figures' meaning is the contract's (responses.ts, teamOverviewSchema). */
function overviewWords(t: Translate) {
  return {
    OVERVIEW_COPY: {
      title: t('admin.section.overview'),
      description: t('admin.overview.description'),
      loading: t('admin.overview.loading'),
      loadFailedTitle: t('admin.overview.loadFailedTitle'),
      loadFailed: t('admin.overview.loadFailed'),
      waitingLabel: t('admin.overview.waitingLabel'),
      listingsHeading: t('admin.section.listings'),
      allListings: t('admin.overview.allListings'),
    },
    /** Each figure card: what it counts, and a line saying which of them. */
    FIGURE_COPY: {
      reports: {
        label: t('admin.figure.reports.label'),
        hint: (flags: number) => countOf(t, 'admin.figure.reports.hint', flags),
      },
      verification: { label: t('admin.queue.listLabel'), hint: t('admin.figure.verification.hint') },
      appeals: { label: t('admin.section.appeals'), hint: t('admin.figure.appeals.hint') },
      messages: { label: t('admin.figure.messages.label'), hint: t('admin.figure.messages.hint') },
      newToday: { label: t('admin.figure.newToday.label'), hint: t('admin.figure.newToday.hint') },
      timeToVerify: {
        label: t('admin.figure.timeToVerify.label'),
        hint: (approvals: number) =>
          approvals === 0
            ? t('admin.figure.timeToVerify.none', { days: TIME_TO_VERIFY_DAYS })
            : t('admin.figure.timeToVerify.median', {
                count: approvals,
                n: formatCount(approvals),
                days: TIME_TO_VERIFY_DAYS,
              }),
      },
    },
    /** The listing states the Listings card shows; each opens the Listings section filtered to it. */
    LISTING_CARD_LABELS: {
      live: t('admin.listingState.live'),
      verified: t('admin.queue.verified'),
      hidden: t('admin.overview.hidden'),
      ownerSuspended: t('admin.listingState.owner-suspended'),
      expired: t('admin.listingState.expired'),
      withdrawn: t('admin.listingState.withdrawn'),
    },
  };
}

export const useOverviewWords = wordsHook(overviewWords);

const oneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** A count as India writes it: 1,23,456. */
export const count = (value: number) => formatCount(value);

/** Shown in place of a median nothing was measured for. */
export const NO_FIGURE = '—';

/** A median wait in the unit a person reads at a glance: 40 min, 4 h, 6.5 h, 3.2 days (मिनट, घंटे, दिन). */
export function waitFigure(
  hours: number,
  t: Translate = englishI18n._.bind(englishI18n),
): { value: string; unit: string } {
  if (hours < 1) return { value: String(Math.max(1, Math.round(hours * 60))), unit: t('admin.wait.minutes') };
  if (hours < 48) return { value: oneDecimal.format(hours), unit: t('admin.wait.hours') };
  return { value: oneDecimal.format(hours / 24), unit: t('admin.wait.days') };
}
