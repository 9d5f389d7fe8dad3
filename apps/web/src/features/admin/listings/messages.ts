import { type AppealStatus, formatCount, type ListingState, type TeamListingFilter } from '@aangan/domain';
import { countOf } from '../messages';
import { type Translate, wordsHook } from '../use-words';

/**
 * The console's words for listings and appeals that only the web says. The hide reasons, the refusals and
 * the 409's sentence are the domain's (moderation/), as the owner's mail and My Properties say them too.
 */
function listingsWords(t: Translate) {
  const tryAgain = t('admin.tryAgain');
  const cancel = t('admin.cancel');
  /** Where a listing stands, in a word on its badge. */
  const LISTING_STATE_LABELS: Record<ListingState, string> = {
    live: t('admin.listingState.live'),
    hidden: t('admin.listingState.hidden'),
    'owner-suspended': t('admin.listingState.owner-suspended'),
    expired: t('admin.listingState.expired'),
    withdrawn: t('admin.listingState.withdrawn'),
  };
  return {
    LISTING_STATE_LABELS,
    /** The search's filters, in the order the row shows them; 'all' is no filter. */
    LISTING_FILTER_LABELS: {
      all: t('admin.listings.filter.all'),
      ...LISTING_STATE_LABELS,
      verified: t('admin.queue.verified'),
      'pending-review': t('admin.listings.pendingReview'),
    } satisfies Record<'all' | TeamListingFilter, string>,
    LISTINGS_COPY: {
      title: t('admin.section.listings'),
      description: t('admin.listings.description'),
      searchLabel: t('admin.listings.searchLabel'),
      searchPlaceholder: t('admin.listings.searchPlaceholder'),
      filterLabel: t('admin.listings.filterLabel'),
      listLabel: t('admin.section.listings'),
      count: (total: number, capped: boolean) =>
        capped
          ? t('admin.listings.countCapped', { n: formatCount(total) })
          : countOf(t, 'admin.person.listingCount', total),
      loading: t('admin.listings.loading'),
      loadFailedTitle: t('admin.listings.loadFailedTitle'),
      loadFailed: t('admin.listings.loadFailed'),
      emptyTitle: (searching: boolean) =>
        searching ? t('admin.listings.emptyTitleSearching') : t('admin.listings.emptyTitle'),
      empty: (searching: boolean) => (searching ? t('admin.listings.emptySearching') : t('admin.listings.empty')),
      appeals: t('admin.section.appeals'),
      listed: t('admin.listings.listed'),
      verified: t('admin.queue.verified'),
      pendingReview: t('admin.listings.pendingReview'),
      appealOpen: t('admin.listings.appealOpen'),
      hiddenFor: (reason: string) => t('admin.listings.hiddenFor', { reason }),
    },
    LISTING_COPY: {
      title: t('admin.listing.title'),
      back: t('admin.section.listings'),
      loading: t('admin.listing.loading'),
      loadFailedTitle: t('admin.listing.loadFailedTitle'),
      loadFailed: t('admin.listing.loadFailed'),
      notFoundTitle: t('admin.listing.notFoundTitle'),
      moderationHeading: t('admin.listing.moderationHeading'),
      live: t('admin.listing.live'),
      hiddenOn: (date: string, by: string) => t('admin.listing.hiddenOn', { date, by }),
      ownerSuspended: t('admin.listing.ownerSuspended'),
      reason: t('admin.review.reason'),
      note: t('admin.listing.note'),
      ownerHeading: t('admin.userType.owner'),
      openAccount: t('admin.openAccount'),
      ownerSuspendedBadge: t('admin.accounts.suspended'),
      appealsHeading: t('admin.section.appeals'),
      noAppeals: t('admin.listing.noAppeals'),
      answeredOn: (label: string, date: string, by: string | null) =>
        by ? t('admin.listing.answeredOnBy', { label, date, by }) : t('admin.listing.answeredOn', { label, date }),
      ownerMessage: t('admin.listing.ownerMessage'),
      reply: t('admin.listing.reply'),
    },
    /** The appeal queue's filter and each appeal's state, as the team says them (the domain's are the owner's). */
    APPEAL_STATUS_COPY: {
      open: t('admin.queue.status.open'),
      upheld: t('admin.appeals.status.upheld'),
      restored: t('admin.appeals.status.restored'),
    } satisfies Record<AppealStatus, string>,
    APPEALS_COPY: {
      title: t('admin.section.appeals'),
      description: t('admin.appeals.description'),
      filterLabel: t('admin.appeals.filterLabel'),
      listLabel: t('admin.section.appeals'),
      count: (total: number) => countOf(t, 'admin.appeals.count', total),
      loading: t('admin.appeals.loading'),
      loadFailedTitle: t('admin.appeals.loadFailedTitle'),
      loadFailed: t('admin.appeals.loadFailed'),
      emptyTitle: (status: AppealStatus) =>
        status === 'open' ? t('admin.appeals.emptyTitleOpen') : t('admin.nothingHereYet'),
      empty: (status: AppealStatus) => (status === 'open' ? t('admin.appeals.emptyOpen') : t('admin.appeals.empty')),
      sent: t('admin.appeals.sent'),
      shownAgain: t('admin.appeals.shownAgain'),
    },
    HIDE_COPY: {
      button: t('admin.hide.button'),
      title: t('admin.hide.title'),
      description: t('admin.hide.description'),
      reasonLegend: t('admin.hide.reasonLegend'),
      noteLabel: t('admin.hide.noteLabel'),
      optional: t('admin.decision.note.optional'),
      requiredForOther: t('admin.hide.requiredForOther'),
      notePlaceholder: t('admin.hide.notePlaceholder'),
      submit: t('admin.hide.submit'),
      busy: t('admin.hide.busy'),
      cancel,
    },
    RESTORE_COPY: {
      button: t('admin.restore.button'),
      title: t('admin.restore.title'),
      description: t('admin.restore.description'),
      withAppeal: t('admin.restore.withAppeal'),
      noteLabel: t('admin.restore.noteLabel'),
      submit: t('admin.restore.submit'),
      busy: t('admin.restore.busy'),
      cancel,
    },
    DELETE_COPY: {
      button: t('admin.delete.button'),
      title: t('admin.delete.title'),
      description: t('admin.delete.description'),
      reasonLabel: t('admin.decision.reasonLabel'),
      submit: t('admin.delete.submit'),
      busy: t('admin.delete.busy'),
      cancel,
    },
    ANSWER_COPY: {
      button: t('admin.answer.button'),
      title: t('admin.answer.title'),
      description: (title: string) => t('admin.answer.description', { title }),
      replyLabel: t('admin.answer.replyLabel'),
      replyPlaceholder: t('admin.answer.replyPlaceholder'),
      uphold: t('admin.answer.uphold'),
      restore: t('admin.restore.submit'),
      busy: t('admin.sending'),
      cancel,
    },
    MODERATION_TOASTS: {
      hidden: { title: t('admin.auditAction.listing.hide'), description: t('admin.moderationToast.hidden') },
      restored: { title: t('admin.auditAction.listing.restore'), description: t('admin.moderationToast.restored') },
      deleted: { title: t('admin.auditAction.listing.delete'), description: t('admin.moderationToast.deleted') },
      upheld: { title: t('admin.auditAction.appeal.answer'), description: t('admin.moderationToast.upheld') },
      appealRestored: {
        title: t('admin.auditAction.listing.restore'),
        description: t('admin.moderationToast.appealRestored'),
      },
      hideFailed: { title: t('admin.moderationToast.hideFailed'), fallback: tryAgain },
      restoreFailed: { title: t('admin.moderationToast.restoreFailed'), fallback: tryAgain },
      deleteFailed: { title: t('admin.moderationToast.deleteFailed'), fallback: tryAgain },
      answerFailed: { title: t('admin.moderationToast.answerFailed'), fallback: tryAgain },
    },
  };
}

export const useListingsWords = wordsHook(listingsWords);
