import { type BrokerFlagStatus, formatCount } from '@aangan/domain';
import { countOf } from '../messages';
import { type Translate, wordsHook } from '../use-words';

/** The Reports section's words (issue 17, docs/product.md §10 'Reports'). */
function reportsWords(t: Translate) {
  const cancel = t('admin.cancel');
  return {
    REPORTS_COPY: {
      title: t('admin.section.reports'),
      description: t('admin.reports.description'),
      viewLabel: t('admin.reports.viewLabel'),
      casesTab: t('admin.figure.reports.label'),
      flagsTab: t('admin.flags.title'),
      listLabel: t('admin.figure.reports.label'),
      loading: t('admin.reports.loading'),
      loadFailedTitle: t('admin.reports.loadFailedTitle'),
      loadFailed: t('admin.reports.loadFailed'),
      emptyTitle: t('admin.reports.emptyTitle'),
      empty: t('admin.reports.empty'),
      count: (n: number) => countOf(t, 'admin.reports.count', n),
      autoHidden: t('admin.reports.autoHidden'),
      verified: t('admin.queue.verified'),
      verifiedAtThreshold: (threshold: number) => t('admin.reports.verifiedAtThreshold', { threshold }),
      reporters: (n: number, counting: number) =>
        t('admin.reports.reporters', {
          count: n,
          n: formatCount(n),
          counting,
          countingN: formatCount(counting),
        }),
      owner: (name: string, email: string) => `${name} · ${email}`,
      reportsHeading: t('admin.section.reports'),
      reporterAge: (since: string) => t('admin.reports.reporterAge', { since }),
      deletedReporter: t('admin.reports.deletedReporter'),
      notCounting: t('admin.reports.notCounting'),
    },
    /** The decision dialog. Reporters never read the note: each is mailed a fixed sentence with the outcome. */
    DECIDE_REPORTS_COPY: {
      button: t('admin.decideReports.button'),
      title: t('admin.decideReports.title'),
      description: (title: string) => t('admin.decideReports.description', { title }),
      hideReasonLegend: t('admin.decideReports.hideReasonLegend'),
      noteLabel: t('admin.decideReports.noteLabel'),
      notePlaceholder: t('admin.decideReports.notePlaceholder'),
      cancel,
      uphold: t('admin.decideReports.uphold'),
      dismiss: t('admin.decide.dismiss'),
      busy: t('admin.saving'),
    },
    REPORT_TOASTS: {
      upheld: { title: t('admin.reportToast.upheldTitle'), description: t('admin.reportToast.upheld') },
      dismissed: { title: t('admin.reportToast.dismissedTitle'), description: t('admin.reportToast.dismissed') },
      failed: { title: t('admin.reportToast.failed'), fallback: t('admin.tryAgainSoon') },
    },
    FLAGS_COPY: {
      title: t('admin.flags.title'),
      filterLabel: t('admin.flags.filterLabel'),
      listLabel: t('admin.flags.title'),
      loading: t('admin.flags.loading'),
      loadFailedTitle: t('admin.flags.loadFailedTitle'),
      loadFailed: t('admin.flags.loadFailed'),
      emptyTitle: (status: BrokerFlagStatus) =>
        status === 'open' ? t('admin.flags.emptyTitleOpen') : t('admin.nothingHereYet'),
      empty: (status: BrokerFlagStatus) =>
        status === 'open'
          ? t('admin.flags.emptyOpen')
          : status === 'dismissed'
            ? t('admin.flags.emptyDismissed')
            : t('admin.flags.emptyConfirmed'),
      count: (n: number) => countOf(t, 'admin.flags.count', n),
      openAccount: t('admin.openAccount'),
      decidedBy: (by: string, when: string) => `${by}, ${when}`,
    },
    DECIDE_FLAG_COPY: {
      button: t('admin.decideFlag.button'),
      title: t('admin.decideFlag.title'),
      description: t('admin.decideFlag.description'),
      noteLabel: t('admin.decideFlag.noteLabel'),
      notePlaceholder: t('admin.decideReports.notePlaceholder'),
      cancel,
      dismiss: t('admin.decide.dismiss'),
      confirm: t('admin.decideFlag.confirm'),
      busy: t('admin.saving'),
    },
    FLAG_TOASTS: {
      dismissed: { title: t('admin.flagToast.dismissedTitle'), description: t('admin.flagToast.dismissed') },
      confirmed: { title: t('admin.flagToast.confirmedTitle'), description: t('admin.flagToast.confirmed') },
      failed: { title: t('admin.flagToast.failed'), fallback: t('admin.tryAgainSoon') },
    },
  };
}

export const useReportsWords = wordsHook(reportsWords);
