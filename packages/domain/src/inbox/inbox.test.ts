import { describe, expect, it } from 'vitest';
import {
  inboxQuerySchema,
  messageReplySchema,
  messageStatusChangeSchema,
  subscribersQuerySchema,
} from './inbox-schema.ts';
import { INBOX_MESSAGES as M } from './messages.ts';
import { isMessageStatus } from './statuses.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the inbox query', () => {
  it('shows open messages by default, and a blank search is none', () => {
    expect(inboxQuerySchema.parse({})).toEqual({ status: 'open', page: 1, limit: 20 });
    expect(inboxQuerySchema.parse({ status: 'closed', q: '  ', page: '2' })).toEqual({
      status: 'closed',
      page: 2,
      limit: 20,
    });
    expect(inboxQuerySchema.parse({ q: ' Kavita ' }).q).toBe('Kavita');
  });

  it('refuses an unknown status, a long search and unknown parameters', () => {
    expect(messages(inboxQuerySchema.safeParse({ status: 'spam' }))).toEqual([M.statusInvalid]);
    expect(messages(inboxQuerySchema.safeParse({ q: 'x'.repeat(201) }))).toEqual([M.searchTooLong]);
    expect(messages(inboxQuerySchema.safeParse({ sort: 'old' }))).toEqual(['Unknown parameter: sort']);
    expect(subscribersQuerySchema.parse({})).toEqual({ page: 1, limit: 50 });
  });
});

describe('a reply', () => {
  const valid = { message: ' Thank you, fixed. ', from: 'open', repliesSeen: 0 };

  it('is trimmed and leaves the message answered unless closed is asked for', () => {
    expect(messageReplySchema.parse(valid)).toEqual({ ...valid, message: 'Thank you, fixed.', status: 'answered' });
    expect(messageReplySchema.parse({ ...valid, status: 'closed' }).status).toBe('closed');
  });

  it('needs 1 to 5,000 characters, a status after it of answered or closed, and what the moderator saw', () => {
    expect(messages(messageReplySchema.safeParse({ ...valid, message: '   ' }))).toEqual([M.replyRequired]);
    expect(messages(messageReplySchema.safeParse({ ...valid, message: undefined }))).toEqual([M.replyRequired]);
    expect(messages(messageReplySchema.safeParse({ ...valid, message: 'x'.repeat(5001) }))).toEqual([M.replyTooLong]);
    expect(messageReplySchema.safeParse({ ...valid, message: 'x'.repeat(5000) }).success).toBe(true);
    expect(messages(messageReplySchema.safeParse({ ...valid, status: 'open' }))).toEqual([M.replyStatusInvalid]);
    expect(messages(messageReplySchema.safeParse({ ...valid, from: undefined }))).toEqual([M.fromRequired]);
    expect(messages(messageReplySchema.safeParse({ ...valid, repliesSeen: -1 }))).toEqual([M.fromRequired]);
    expect(messageReplySchema.safeParse({ ...valid, to: 'someone@example.in' }).success).toBe(false);
  });
});

describe('a status change', () => {
  it('moves a message to another status, never to the one it has', () => {
    expect(messageStatusChangeSchema.parse({ status: 'closed', from: 'answered' })).toEqual({
      status: 'closed',
      from: 'answered',
    });
    expect(messages(messageStatusChangeSchema.safeParse({ status: 'open', from: 'open' }))).toEqual([
      'The message is open already.',
    ]);
    expect(messages(messageStatusChangeSchema.safeParse({ status: 'gone', from: 'open' }))).toEqual([M.statusInvalid]);
    expect(messages(messageStatusChangeSchema.safeParse({ status: 'closed' }))).toEqual([M.fromRequired]);
  });
});

describe('isMessageStatus', () => {
  it('reads a status from outside, and nothing else', () => {
    expect(['open', 'answered', 'closed'].every(isMessageStatus)).toBe(true);
    expect([null, 'Open', 'spam', 1].some(isMessageStatus)).toBe(false);
  });
});
