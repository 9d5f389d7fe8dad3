import type { MessageStatus } from '@aangan/domain';
import { countOf } from '../messages';
import { type Translate, wordsHook } from '../use-words';

/** The inbox's words that only the console says; statuses and refusals are the domain's (inbox/). */
function inboxWords(t: Translate) {
  const tryAgain = t('admin.tryAgain');
  const STATUS: Record<MessageStatus, string> = {
    open: t('admin.messageStatus.open'),
    answered: t('admin.messageStatus.answered'),
    closed: t('admin.messageStatus.closed'),
  };
  return {
    INBOX_COPY: {
      title: t('admin.section.inbox'),
      description: t('admin.inbox.description'),
      tabsLabel: t('admin.inbox.tabsLabel'),
      tab: (status: MessageStatus) => STATUS[status],
      subscribersTab: t('admin.inbox.subscribersTab'),
      searchLabel: t('admin.inbox.searchLabel'),
      searchPlaceholder: t('admin.inbox.searchPlaceholder'),
      listLabel: t('admin.inbox.listLabel'),
      count: (total: number) => countOf(t, 'admin.inbox.count', total),
      replies: (n: number) => countOf(t, 'admin.inbox.replies', n),
      loading: t('admin.inbox.loading'),
      loadFailedTitle: t('admin.inbox.loadFailedTitle'),
      loadFailed: t('admin.inbox.loadFailed'),
      emptyTitle: (status: MessageStatus, searching: boolean) =>
        searching
          ? t('admin.inbox.emptyTitleSearching')
          : status === 'open'
            ? t('admin.inbox.emptyTitleOpen')
            : t(status === 'answered' ? 'admin.inbox.emptyTitleAnswered' : 'admin.inbox.emptyTitleClosed'),
      empty: (status: MessageStatus, searching: boolean) =>
        searching
          ? t('admin.inbox.emptySearching')
          : status === 'open'
            ? t('admin.inbox.emptyOpen')
            : t('admin.inbox.empty'),
    },
    MESSAGE_COPY: {
      title: t('admin.message.title'),
      back: t('admin.section.inbox'),
      loading: t('admin.message.loading'),
      loadFailedTitle: t('admin.message.loadFailedTitle'),
      loadFailed: t('admin.message.loadFailed'),
      notFoundTitle: t('admin.message.notFoundTitle'),
      received: t('admin.message.received'),
      senderHeading: t('admin.message.senderHeading'),
      email: (email: string) => t('admin.message.email', { email }),
      call: (phone: string) => t('admin.person.call', { phone }),
      repliesHeading: t('admin.message.repliesHeading'),
      noReplies: t('admin.message.noReplies'),
      sentBy: (who: string) => t('admin.history.by', { who }),
      answeredBy: (who: string) => t('admin.message.answeredBy', { who }),
      closedBy: (who: string) => t('admin.message.closedBy', { who }),
    },
    REPLY_COPY: {
      heading: t('admin.listing.reply'),
      hint: t('admin.reply.hint'),
      label: t('admin.reply.label'),
      placeholder: t('admin.reply.placeholder'),
      after: t('admin.reply.after'),
      afterAnswered: t('admin.reply.markAnswered'),
      afterAnsweredHint: t('admin.reply.afterAnsweredHint'),
      afterClosed: t('admin.reply.close'),
      afterClosedHint: t('admin.reply.afterClosedHint'),
      send: t('admin.reply.send'),
      sending: t('admin.sending'),
    },
    STATUS_ACTION_COPY: {
      markAnswered: t('admin.reply.markAnswered'),
      close: t('admin.reply.close'),
      reopen: t('admin.statusAction.reopen'),
      working: t('admin.statusAction.working'),
    },
    INBOX_TOASTS: {
      replied: (email: string) => ({
        title: t('admin.auditAction.message.reply'),
        description: t('admin.inboxToast.replied', { email }),
      }),
      replyFailed: { title: t('admin.inboxToast.replyFailed'), fallback: tryAgain },
      moved: (status: MessageStatus) =>
        ({
          open: t('admin.inboxToast.reopened'),
          answered: t('admin.inboxToast.answered'),
          closed: t('admin.inboxToast.closed'),
        })[status],
      moveFailed: { title: t('admin.inboxToast.moveFailed'), fallback: tryAgain },
    },
    SUBSCRIBERS_COPY: {
      title: t('admin.subscribers.title'),
      description: t('admin.subscribers.description'),
      download: t('admin.subscribers.download'),
      count: (total: number) => countOf(t, 'admin.subscribers.count', total),
      listLabel: t('admin.inbox.subscribersTab'),
      sources: { footer: t('admin.subscribers.source.footer'), alerts: t('admin.subscribers.source.alerts') },
      loading: t('admin.subscribers.loading'),
      loadFailedTitle: t('admin.subscribers.loadFailedTitle'),
      loadFailed: t('admin.subscribers.loadFailed'),
      emptyTitle: t('admin.subscribers.emptyTitle'),
      empty: t('admin.subscribers.empty'),
    },
  };
}

export const useInboxWords = wordsHook(inboxWords);
