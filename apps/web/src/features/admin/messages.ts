import {
  AUDIT_ACTION_LABELS,
  BROKER_FLAG_KIND_LABELS,
  BROKER_FLAG_STATUS_LABELS,
  CONTACT_REASON_LABELS,
  formatCount,
  formatListingDate,
  HIDE_REASON_LABELS,
  LISTING_PURPOSE_LABELS,
  LOCALE_TAGS,
  type Locale,
  MESSAGE_STATUS_LABELS,
  REPORT_REASON_LABELS,
  USER_TYPE_LABELS,
  VERIFICATION_CHECK_LABELS,
  VERIFICATION_STATUS_LABELS,
  type VerificationRequestStatus,
} from '@aangan/domain';
import type { MessageId } from '@lingui/core';
import { describeChanges } from './audit-changes';
import { type Translate, wordsHook } from './use-words';
import { timeAgo } from './verification/time-ago';

/**
 * The Team Console's words that only the web says (issue 16), from the `admin` catalogue in the page's
 * language. The checklist, the request states and the refusals the server sends too are the domain's.
 */

/** A count with its noun, as India writes it: '1 listing', '1,234 listings' (the message's plural picks the noun). */
export const countOf = (t: Translate, id: MessageId, count: number) => t(id, { count, n: formatCount(count) });

/** A section's tab title: 'Verification queue · Team Console'. */
const sectionTitleOf = (t: Translate, section: string) => t('admin.console.sectionTitle', { section });

const STATUSES: Record<VerificationRequestStatus, MessageId> = {
  open: 'admin.queue.status.open',
  approved: 'admin.queue.status.approved',
  rejected: 'admin.queue.status.rejected',
  revoked: 'admin.queue.status.revoked',
  lapsed: 'admin.queue.status.lapsed',
};

const EVENTS: Record<VerificationRequestStatus, MessageId> = {
  open: 'admin.queue.event.open',
  approved: 'admin.queue.event.approved',
  rejected: 'admin.queue.event.rejected',
  revoked: 'admin.queue.event.revoked',
  lapsed: 'admin.queue.event.lapsed',
};

const byStatus = (t: Translate, ids: Record<VerificationRequestStatus, MessageId>) =>
  Object.fromEntries(Object.entries(ids).map(([status, id]) => [status, t(id)])) as Record<
    VerificationRequestStatus,
    string
  >;

/**
 * A label table of the domain's (the server and the mail say its English) in the page's language: each
 * value under `<prefix>.<the table's key>` in the admin catalogue.
 */
function labelsOf<Key extends string>(t: Translate, prefix: string, table: Record<Key, string>): Record<Key, string> {
  return Object.fromEntries(Object.keys(table).map((key) => [key, t(`${prefix}.${key}` as MessageId)])) as Record<
    Key,
    string
  >;
}

function adminWords(t: Translate, locale: Locale) {
  const CONSOLE_COPY = {
    title: t('admin.console.title'),
    signedInAs: (role: string) => t('admin.console.signedInAs', { role }),
    sectionsLabel: t('admin.console.sectionsLabel'),
    more: t('admin.console.more'),
    moreLabel: t('admin.console.moreLabel'),
    reload: t('admin.console.reload'),
  };
  /** What happened to a request, before its age: 'Requested 3 hours ago', 'Declined yesterday'. */
  const QUEUE_STATUS_LABELS = byStatus(t, STATUSES);
  const moment = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short' });
  return {
    /** A moment in the page's language, as the audit log shows it: '26 Nov 2026, 4:15 pm'. */
    formatMoment: (iso: string) => moment.format(new Date(iso)),
    /** What an audit entry changed, in the page's language: 'Role: member → moderator'. */
    describeChanges: (entry: Parameters<typeof describeChanges>[0]) => describeChanges(entry, t),
    /** The page's language, for the domain's formatters (formatCardPrice(price, purpose, locale)). */
    locale,
    /** A day in the page's language ('12 Nov 2026', '12 नव॰ 2026'). */
    formatDate: (value: string | null | undefined) => formatListingDate(value, locale),
    /** 'just now', '3 hours ago', 'on 12 Nov 2026', in the page's language. */
    timeAgo: (iso: string) => timeAgo(iso, new Date(), { t, locale }),
    AUDIT_ACTION_LABELS: labelsOf(t, 'admin.auditAction', AUDIT_ACTION_LABELS),
    BROKER_FLAG_KIND_LABELS: labelsOf(t, 'admin.flagKind', BROKER_FLAG_KIND_LABELS),
    BROKER_FLAG_STATUS_LABELS: labelsOf(t, 'admin.flagStatus', BROKER_FLAG_STATUS_LABELS),
    CONTACT_REASON_LABELS: labelsOf(t, 'admin.contactReason', CONTACT_REASON_LABELS),
    HIDE_REASON_LABELS: labelsOf(t, 'admin.hideReason', HIDE_REASON_LABELS),
    LISTING_PURPOSE_LABELS: labelsOf(t, 'admin.purpose', LISTING_PURPOSE_LABELS),
    MESSAGE_STATUS_LABELS: labelsOf(t, 'admin.messageStatus', MESSAGE_STATUS_LABELS),
    REPORT_REASON_LABELS: labelsOf(t, 'admin.reportReason', REPORT_REASON_LABELS),
    USER_TYPE_LABELS: labelsOf(t, 'admin.userType', USER_TYPE_LABELS),
    VERIFICATION_CHECK_LABELS: labelsOf(t, 'admin.check', VERIFICATION_CHECK_LABELS),
    VERIFICATION_STATUS_LABELS: labelsOf(t, 'admin.verificationStatus', VERIFICATION_STATUS_LABELS),
    /**
     * The domain's sentences the console shows (the server says them too, in English): a record someone
     * else changed first (409), and a record that is not there (404).
     */
    REFUSALS: {
      listingChanged: t('admin.refusal.listingChanged'),
      accountChanged: t('admin.refusal.accountChanged'),
      messageChanged: t('admin.refusal.messageChanged'),
      requestNotFound: t('admin.refusal.requestNotFound'),
      listingNotFound: t('admin.refusal.listingNotFound'),
      accountNotFound: t('admin.refusal.accountNotFound'),
      messageNotFound: t('admin.refusal.messageNotFound'),
      hideReasonRequired: t('admin.refusal.hideReasonRequired'),
    },
    /** How to reach a person and since when they are here, wherever the console shows an account. */
    PERSON_COPY: {
      emailVerified: t('admin.person.emailVerified'),
      emailNotVerified: t('admin.person.emailNotVerified'),
      call: (phone: string) => t('admin.person.call', { phone }),
      noPhone: t('admin.person.noPhone'),
      memberSince: (date: string) => t('admin.person.memberSince', { date }),
      listingCount: (n: number) => countOf(t, 'admin.person.listingCount', n),
    },
    CONSOLE_COPY,
    /** The console's sections, as the section nav names them and each page's title says. */
    SECTION_LABELS: {
      overview: t('admin.section.overview'),
      verifications: t('admin.section.verifications'),
      listings: t('admin.section.listings'),
      appeals: t('admin.section.appeals'),
      reports: t('admin.section.reports'),
      accounts: t('admin.section.accounts'),
      inbox: t('admin.section.inbox'),
      team: t('admin.section.team'),
      audit: t('admin.section.audit'),
      jobs: t('admin.section.jobs'),
    },
    /** How the console names a role. */
    ROLE_LABELS: {
      admin: t('admin.role.admin'),
      moderator: t('admin.role.moderator'),
      member: t('admin.role.member'),
    },
    /** A record's history on its page (a listing, an account): the audit log's entries about it. */
    HISTORY_COPY: {
      heading: t('admin.history.heading'),
      empty: t('admin.history.empty'),
      by: (who: string) => t('admin.history.by', { who }),
    },
    sectionTitle: (section: string) => sectionTitleOf(t, section),
    /** The queue's filter names a status in a word: the domain's labels are the owner's sentences. */
    QUEUE_STATUS_LABELS,
    REQUEST_EVENT_LABELS: byStatus(t, EVENTS),
    QUEUE_COPY: {
      title: t('admin.queue.title'),
      description: t('admin.queue.description'),
      statusFilter: t('admin.queue.statusFilter'),
      listLabel: t('admin.queue.listLabel'),
      count: (total: number) => countOf(t, 'admin.queue.count', total),
      loading: t('admin.queue.loading'),
      loadFailedTitle: t('admin.queue.loadFailedTitle'),
      loadFailed: t('admin.queue.loadFailed'),
      empty: (status: VerificationRequestStatus) =>
        status === 'open' ? t('admin.queue.emptyOpen') : t('admin.queue.emptyOther'),
      emptyTitle: (status: VerificationRequestStatus) =>
        status === 'open'
          ? t('admin.queue.emptyTitleOpen')
          : t('admin.queue.emptyTitleOther', { status: QUEUE_STATUS_LABELS[status].toLocaleLowerCase() }),
      edited: t('admin.queue.edited'),
      verified: t('admin.queue.verified'),
    },
    REVIEW_COPY: {
      title: t('admin.review.title'),
      backToQueue: t('admin.queue.title'),
      loading: t('admin.review.loading'),
      loadFailedTitle: t('admin.review.loadFailedTitle'),
      loadFailed: t('admin.review.loadFailed'),
      notFoundTitle: t('admin.review.notFoundTitle'),
      photosLabel: t('admin.review.photosLabel'),
      photoAlt: (position: number, count: number) => t('admin.review.photoAlt', { position, count }),
      noPhotos: t('admin.review.noPhotos'),
      openListing: t('admin.review.openListing'),
      address: t('admin.review.address'),
      keyFacts: t('admin.review.keyFacts'),
      listedOn: t('admin.review.listedOn'),
      ownerHeading: t('admin.review.ownerHeading'),
      otherListings: t('admin.review.otherListings'),
      noOtherListings: t('admin.review.noOtherListings'),
      verified: t('admin.queue.verified'),
      historyHeading: t('admin.history.heading'),
      thisRequest: t('admin.review.thisRequest'),
      decidedBy: (who: string) => t('admin.history.by', { who }),
      reason: t('admin.review.reason'),
    },
    DECISION_COPY: {
      heading: t('admin.decision.heading'),
      checklistLegend: t('admin.decision.checklistLegend'),
      checklistHint: t('admin.decision.checklistHint'),
      barMet: t('admin.decision.barMet'),
      /** 'Note (optional)' on screen; screen readers hear which check: 'Note on Property visited (optional)'. */
      note: {
        label: t('admin.decision.note.label'),
        which: (check: string) => t('admin.decision.note.which', { check }),
        optional: t('admin.decision.note.optional'),
      },
      notePlaceholder: t('admin.decision.notePlaceholder'),
      approve: t('admin.decision.approve'),
      approving: t('admin.decision.approving'),
      rejectHeading: t('admin.decision.rejectHeading'),
      reasonLabel: t('admin.decision.reasonLabel'),
      reasonPlaceholder: t('admin.decision.reasonPlaceholder'),
      reject: t('admin.decision.reject'),
      rejecting: t('admin.decision.rejecting'),
      evidenceHeading: t('admin.decision.checklistLegend'),
      decidedOn: (label: string, date: string) => t('admin.decision.decidedOn', { label, date }),
      lapsed: t('admin.decision.lapsed'),
    },
    /** Taking a verification back, asked in a dialog. */
    REVOKE_COPY: {
      button: t('admin.revoke.button'),
      title: t('admin.revoke.title'),
      description: t('admin.revoke.description'),
      submit: t('admin.revoke.button'),
      busy: t('admin.revoke.busy'),
      cancel: t('admin.cancel'),
    },
    DECISION_TOASTS: {
      approved: {
        title: t('admin.decisionToast.approved.title'),
        description: t('admin.decisionToast.approved.description'),
      },
      rejected: {
        title: t('admin.decisionToast.rejected.title'),
        description: t('admin.decisionToast.rejected.description'),
      },
      revoked: {
        title: t('admin.decisionToast.revoked.title'),
        description: t('admin.decisionToast.revoked.description'),
      },
      approveFailed: { title: t('admin.decisionToast.approveFailed'), fallback: t('admin.tryAgain') },
      rejectFailed: { title: t('admin.decisionToast.rejectFailed'), fallback: t('admin.tryAgain') },
      revokeFailed: { title: t('admin.decisionToast.revokeFailed'), fallback: t('admin.tryAgain') },
    },
  };
}

/** The console's shared words in the page's language: `const { CONSOLE_COPY } = useAdminWords()`. */
export const useAdminWords = wordsHook(adminWords);

export type AdminWords = ReturnType<typeof useAdminWords>;
