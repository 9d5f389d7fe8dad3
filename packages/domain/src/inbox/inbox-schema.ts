import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../search/filters.ts';
import { positiveIntField } from '../search/query-fields.ts';
import { unknownKeysError } from '../unknown-keys.ts';
import { INBOX_REPLY_MAX, INBOX_MESSAGES as M } from './messages.ts';
import { MESSAGE_STATUSES, REPLY_STATUSES } from './statuses.ts';

const pageField = positiveIntField('Page').default(1);
const limitField = (size: number) =>
  positiveIntField('Limit').max(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE}`).default(size);

/** GET /api/admin/messages: one status's messages, newest first, optionally those whose sender or subject match. */
export const inboxQuerySchema = z.strictObject(
  {
    status: z.enum(MESSAGE_STATUSES, { error: M.statusInvalid }).default('open'),
    /** Part of the sender's email or name, or of the subject; blank is none. */
    q: z
      .string()
      .trim()
      .max(200, M.searchTooLong)
      .optional()
      .transform((q) => q || undefined),
    page: pageField,
    limit: limitField(20),
  },
  { error: unknownKeysError({ noun: 'parameter' }) },
);
export type InboxQuery = z.output<typeof inboxQuerySchema>;

/** The status the moderator saw: when it is no longer so, someone else acted first and nothing is applied. */
const fromField = z.enum(MESSAGE_STATUSES, { error: M.fromRequired });

/**
 * POST /api/admin/messages/:id/reply: the text mailed to the sender and what the message is after it.
 * `from` and `repliesSeen` are what the moderator was looking at: a reply sent meanwhile by someone else
 * changes one of them, so the person never gets two answers to one question.
 */
export const messageReplySchema = z.strictObject(
  {
    message: z.string({ error: M.replyRequired }).trim().min(1, M.replyRequired).max(INBOX_REPLY_MAX, M.replyTooLong),
    status: z.enum(REPLY_STATUSES, { error: M.replyStatusInvalid }).default('answered'),
    from: fromField,
    repliesSeen: z.int({ error: M.fromRequired }).nonnegative(M.fromRequired),
  },
  { error: unknownKeysError() },
);
export type MessageReply = z.output<typeof messageReplySchema>;
export type MessageReplyInput = z.input<typeof messageReplySchema>;

/** POST /api/admin/messages/:id/status: close, reopen, or mark answered (after a phone call, say). */
export const messageStatusChangeSchema = z
  .strictObject(
    { status: z.enum(MESSAGE_STATUSES, { error: M.statusInvalid }), from: fromField },
    { error: unknownKeysError() },
  )
  .superRefine(({ status, from }, ctx) => {
    if (status === from) ctx.addIssue({ code: 'custom', message: M.sameStatus(status), path: ['status'] });
  });
export type MessageStatusChange = z.output<typeof messageStatusChangeSchema>;

/** GET /api/admin/subscribers: the newsletter's addresses a page at a time, newest first. */
export const subscribersQuerySchema = z.strictObject(
  { page: pageField, limit: limitField(50) },
  { error: unknownKeysError({ noun: 'parameter' }) },
);
export type SubscribersQuery = z.output<typeof subscribersQuerySchema>;
