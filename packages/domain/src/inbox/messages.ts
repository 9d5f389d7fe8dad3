import { MESSAGE_STATUS_LABELS, type MessageStatus } from './statuses.ts';

/** A reply is read in a mail client: as long as the longest message the contact form takes. */
export const INBOX_REPLY_MAX = 5000;

/** The inbox's words, for moderators; the server's refusals and the console say the same. */
export const INBOX_MESSAGES = {
  messageNotFound: 'This message was not found. It may have been deleted.',
  replyRequired: 'Write the reply the sender will read.',
  replyTooLong: `A reply is at most ${INBOX_REPLY_MAX.toLocaleString('en-IN')} characters.`,
  replyStatusInvalid: 'Choose whether the message is answered or closed after the reply.',
  statusInvalid: 'Choose open, answered or closed.',
  sameStatus: (status: MessageStatus) => `The message is ${MESSAGE_STATUS_LABELS[status].toLowerCase()} already.`,
  fromRequired: 'Reload the message and try again.',
  changedBySomeoneElse: 'This message was changed by someone else. Reload to see the latest.',
  searchTooLong: 'A search is at most 200 characters.',
} as const;
