import { MESSAGE_STATUS_LABELS, type MessageStatus } from '@aangan/domain';
import { countOf } from '../messages';

/** The inbox's words that only the console says; statuses and refusals are the domain's (inbox/). */

export const INBOX_COPY = {
  title: 'Inbox',
  description: 'Messages from the Contact page. Reply by email from here, then close what needs nothing more.',
  tabsLabel: 'Messages by status',
  tab: (status: MessageStatus) => MESSAGE_STATUS_LABELS[status],
  subscribersTab: 'Subscribers',
  searchLabel: 'Search messages',
  searchPlaceholder: 'Name, email or subject',
  listLabel: 'Messages',
  count: (total: number) => countOf(total, 'message', 'messages'),
  replies: (n: number) => countOf(n, 'reply', 'replies'),
  loading: 'Loading the inbox',
  loadFailedTitle: 'Error Loading the Inbox',
  loadFailed: 'There was a problem loading the messages. Please try again.',
  emptyTitle: (status: MessageStatus, searching: boolean) =>
    searching ? 'No messages match' : status === 'open' ? 'Nothing waiting' : `Nothing ${status} yet`,
  empty: (status: MessageStatus, searching: boolean) =>
    searching
      ? 'Try part of the sender’s name or email, or another word of the subject.'
      : status === 'open'
        ? 'New messages from the Contact page appear here.'
        : 'Messages move here as the team works through the inbox.',
} as const;

export const MESSAGE_COPY = {
  title: 'Message',
  back: 'Inbox',
  loading: 'Loading the message',
  loadFailedTitle: 'Error Loading the Message',
  loadFailed: 'There was a problem loading this message. Please try again.',
  notFoundTitle: 'Message Not Found',
  received: 'Received',
  senderHeading: 'Sender',
  email: (email: string) => `Email ${email}`,
  call: (phone: string) => `Call ${phone}`,
  repliesHeading: 'Replies',
  noReplies: 'No reply yet.',
  sentBy: (who: string) => `by ${who}`,
  answeredBy: (who: string) => `Answered by ${who}`,
  closedBy: (who: string) => `Closed by ${who}`,
} as const;

export const REPLY_COPY = {
  heading: 'Reply',
  hint: 'Mailed to the sender with their message quoted. Their answer comes to the support address.',
  label: 'Your reply',
  placeholder: 'Write the answer itself: the greeting and the sign-off are added.',
  after: 'After sending',
  afterAnswered: 'Mark answered',
  afterAnsweredHint: 'They may write back',
  afterClosed: 'Close',
  afterClosedHint: 'Nothing more to do',
  send: 'Send reply',
  sending: 'Sending…',
} as const;

export const STATUS_ACTION_COPY = {
  markAnswered: 'Mark answered',
  close: 'Close',
  reopen: 'Reopen',
  working: 'Saving…',
} as const;

export const INBOX_TOASTS = {
  replied: (email: string) => ({ title: 'Reply sent', description: `Mailed to ${email}.` }),
  replyFailed: { title: 'Reply not sent', fallback: 'Please try again.' },
  moved: (status: MessageStatus) =>
    ({
      open: 'Message reopened',
      answered: 'Message marked answered',
      closed: 'Message closed',
    })[status],
  moveFailed: { title: 'Could not change the message', fallback: 'Please try again.' },
} as const;

export const SUBSCRIBERS_COPY = {
  title: 'Newsletter subscribers',
  description: 'Addresses signed up in the footer and for property alerts, newest first.',
  download: 'Download CSV',
  count: (total: number) => countOf(total, 'subscriber', 'subscribers'),
  listLabel: 'Subscribers',
  sources: { footer: 'Newsletter', alerts: 'Property alerts' },
  loading: 'Loading the subscribers',
  loadFailedTitle: 'Error Loading the Subscribers',
  loadFailed: 'There was a problem loading the subscribers. Please try again.',
  emptyTitle: 'No subscribers yet',
  empty: 'Addresses signed up in the footer or for property alerts appear here.',
} as const;
