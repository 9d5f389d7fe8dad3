import { formatCount, type ReportStatus } from '@aangan/domain';
import { countOf } from '../messages';
import { type Translate, wordsHook } from '../use-words';

/**
 * The console's words for accounts that only the web says. Who may suspend whom, and the refusals, are the
 * domain's (moderation/suspension.ts), as the server answers them.
 */
function accountsWords(t: Translate) {
  const tryAgain = t('admin.tryAgain');
  const cancel = t('admin.cancel');
  return {
    ACCOUNTS_COPY: {
      title: t('admin.section.accounts'),
      description: t('admin.accounts.description'),
      searchLabel: t('admin.accounts.find'),
      searchPlaceholder: t('admin.accounts.searchPlaceholder'),
      listLabel: t('admin.section.accounts'),
      promptTitle: t('admin.accounts.find'),
      prompt: t('admin.accounts.prompt'),
      loading: t('admin.accounts.loading'),
      loadFailedTitle: t('admin.accounts.loadFailedTitle'),
      loadFailed: t('admin.accounts.loadFailed'),
      emptyTitle: t('admin.accounts.emptyTitle'),
      empty: t('admin.accounts.empty'),
      count: (n: number) => countOf(t, 'admin.accounts.count', n),
      suspended: t('admin.accounts.suspended'),
    },
    ACCOUNT_COPY: {
      title: t('admin.account.title'),
      back: t('admin.section.accounts'),
      loading: t('admin.account.loading'),
      loadFailedTitle: t('admin.account.loadFailedTitle'),
      loadFailed: t('admin.account.loadFailed'),
      notFoundTitle: t('admin.account.notFoundTitle'),
      contactHeading: t('admin.account.contactHeading'),
      suspensionHeading: t('admin.account.suspensionHeading'),
      active: t('admin.account.active'),
      suspendedOn: (date: string, by: string) => t('admin.account.suspendedOn', { date, by }),
      reason: t('admin.review.reason'),
      listingsHeading: t('admin.section.listings'),
      noListings: t('admin.account.noListings'),
      revealsHeading: t('admin.account.revealsHeading'),
      revealsTotal: (total: number, shown: number) =>
        total > shown
          ? t('admin.account.revealsLatest', { total: formatCount(total), shown: formatCount(shown) })
          : countOf(t, 'admin.account.revealsCount', total),
      noReveals: t('admin.account.noReveals'),
    },
    SUSPEND_COPY: {
      button: t('admin.suspend.button'),
      title: t('admin.suspend.title'),
      description: t('admin.suspend.description'),
      reasonLabel: t('admin.suspend.reasonLabel'),
      reasonPlaceholder: t('admin.suspend.reasonPlaceholder'),
      submit: t('admin.suspend.submit'),
      busy: t('admin.suspend.busy'),
      cancel,
    },
    UNSUSPEND_COPY: {
      button: t('admin.unsuspend.button'),
      title: t('admin.unsuspend.title'),
      description: t('admin.unsuspend.description'),
      noteLabel: t('admin.unsuspend.noteLabel'),
      submit: t('admin.unsuspend.button'),
      busy: t('admin.unsuspend.busy'),
      cancel,
    },
    /** An account's reports (issue 17). */
    ACCOUNT_REPORTS_COPY: {
      heading: t('admin.accountReports.heading'),
      against: t('admin.accountReports.against'),
      againstTotal: (total: number, open: number) =>
        t('admin.accountReports.againstTotal', { count: total, n: formatCount(total), open: formatCount(open) }),
      made: t('admin.accountReports.made'),
      madeTotal: (total: number) => countOf(t, 'admin.accountReports.madeTotal', total),
      none: t('admin.accountReports.none'),
      flags: t('admin.accountReports.flags'),
      noFlags: t('admin.accountReports.noFlags'),
      flagsLink: t('admin.accountReports.flagsLink'),
      status: {
        open: t('admin.queue.status.open'),
        upheld: t('admin.accountReports.upheld'),
        dismissed: t('admin.flagStatus.dismissed'),
      } satisfies Record<ReportStatus, string>,
    },
    ACCOUNT_TOASTS: {
      suspended: { title: t('admin.auditAction.account.suspend'), description: t('admin.accountToast.suspended') },
      unsuspended: {
        title: t('admin.accountToast.unsuspendedTitle'),
        description: t('admin.accountToast.unsuspended'),
      },
      suspendFailed: { title: t('admin.accountToast.suspendFailed'), fallback: tryAgain },
      unsuspendFailed: { title: t('admin.accountToast.unsuspendFailed'), fallback: tryAgain },
    },
  };
}

export const useAccountsWords = wordsHook(accountsWords);
