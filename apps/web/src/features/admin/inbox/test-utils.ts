import type { InboxMessage, InboxPage } from '@aangan/domain';

type InboxItem = InboxPage['items'][number];

/** A moment `hours` before now, as the server writes it. */
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** One row of the inbox: Kavita asking about her photos, three hours ago. */
export function makeInboxItem(overrides: Partial<InboxItem> = {}): InboxItem {
  return {
    id: 'm1',
    name: 'Kavita Joshi',
    email: 'kavita@example.in',
    reason: 'listing-help',
    subject: 'Photos on my listing',
    status: 'open',
    createdAt: hoursAgo(3),
    replyCount: 0,
    ...overrides,
  };
}

/** Message m1 as a moderator opens it: open, with no reply yet. */
export function makeInboxMessage(overrides: Partial<InboxMessage> = {}): InboxMessage {
  const { replyCount: _, ...item } = makeInboxItem();
  return {
    ...item,
    phone: '9829054321',
    message: 'My second photo does not show.\nCould you look at it?',
    answered: null,
    closed: null,
    replies: [],
    ...overrides,
  };
}
