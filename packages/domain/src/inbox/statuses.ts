import { isOneOf } from '../enums/one-of.ts';

/**
 * Where a contact-page message stands in the team's inbox (issue 16):
 * - `open`: waiting for the team (every message arrives open; a reopened one is open again).
 * - `answered`: the team replied (or marked it answered after a call), and may hear back.
 * - `closed`: nothing more to do.
 */
export const MESSAGE_STATUSES = ['open', 'answered', 'closed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** How the inbox's tabs and a message's page name each status. */
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};

/** What a reply leaves the message as: answered (the person may write back) or closed at once. */
export const REPLY_STATUSES = ['answered', 'closed'] as const satisfies readonly MessageStatus[];
export type ReplyStatus = (typeof REPLY_STATUSES)[number];

/** Whether a value read from outside (a URL, say) is one of the statuses. */
export function isMessageStatus(value: unknown): value is MessageStatus {
  return isOneOf(MESSAGE_STATUSES, value);
}
