import { describe, expect, it } from 'vitest';
import { appealDecisionSchema, appealSchema } from './appeals.ts';
import {
  hideListingSchema,
  listingStateOf,
  restoreListingSchema,
  teamListingQuerySchema,
  toListingLookup,
} from './listing-moderation.ts';
import { MODERATION_MESSAGES as M } from './messages.ts';
import { accountSearchQuerySchema, suspendAccountSchema, suspensionRefusal } from './suspension.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('hiding a listing', () => {
  it('takes a reason from the list and a note, blank being none', () => {
    expect(hideListingSchema.parse({ reason: 'duplicate', note: '  ' })).toEqual({ reason: 'duplicate' });
    expect(hideListingSchema.parse({ reason: 'spam', note: ' Same photos as 3 others ' })).toEqual({
      reason: 'spam',
      note: 'Same photos as 3 others',
    });
  });

  it('needs a note with ‘other’, and refuses unknown reasons, long notes and unknown fields', () => {
    expect(messages(hideListingSchema.safeParse({ reason: 'other' }))).toEqual([M.noteRequiredForOther]);
    expect(messages(hideListingSchema.safeParse({ reason: 'ugly' }))).toEqual([M.reasonInvalid]);
    expect(messages(hideListingSchema.safeParse({}))).toEqual([M.reasonInvalid]);
    expect(messages(hideListingSchema.safeParse({ reason: 'fake', note: 'x'.repeat(1001) }))).toEqual([M.noteTooLong]);
    expect(hideListingSchema.safeParse({ reason: 'fake', by: 'me' }).success).toBe(false);
    expect(restoreListingSchema.parse({})).toEqual({});
  });
});

describe('the team’s listing search', () => {
  it('reads an id, an email, a mobile number or title words from one box', () => {
    const id = '0b3c4a8e-8d4f-4d7a-9a59-5f0c2b8f1e21';
    expect(toListingLookup(id.toUpperCase())).toEqual({ by: 'id', id });
    expect(toListingLookup('Asha@Example.in')).toEqual({ by: 'email', email: 'asha@example.in' });
    expect(toListingLookup('+91 98290 12345')).toEqual({ by: 'phone', phone: '9829012345' });
    expect(toListingLookup('haveli')).toEqual({ by: 'text', text: 'haveli' });
    expect(toListingLookup('ab')).toBeUndefined();
  });

  it('pages by default and refuses what cannot be searched', () => {
    expect(teamListingQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(teamListingQuerySchema.parse({ q: ' ', state: 'hidden' })).toEqual({ state: 'hidden', page: 1, limit: 20 });
    expect(messages(teamListingQuerySchema.safeParse({ q: 'ab' }))).toEqual([M.searchTooShort]);
    expect(messages(teamListingQuerySchema.safeParse({ state: 'gone' }))).toEqual([M.listingStateInvalid]);
  });
});

describe('appeals', () => {
  it('need a message of at most 1,000 characters, and a decision with a reply', () => {
    expect(appealSchema.parse({ message: ' It is still for rent. ' })).toEqual({ message: 'It is still for rent.' });
    expect(messages(appealSchema.safeParse({ message: ' ' }))).toEqual([M.appealMessageRequired]);
    expect(messages(appealSchema.safeParse({ message: 'x'.repeat(1001) }))).toEqual([M.appealMessageTooLong]);
    expect(messages(appealDecisionSchema.safeParse({ decision: 'maybe', reply: 'ok' }))).toEqual([
      M.appealDecisionInvalid,
    ]);
    expect(messages(appealDecisionSchema.safeParse({ decision: 'uphold' }))).toEqual([M.replyRequired]);
  });
});

describe('suspension', () => {
  it('needs a reason, and finds an account by email or mobile only', () => {
    expect(suspendAccountSchema.safeParse({}).success).toBe(false);
    expect(accountSearchQuerySchema.parse({ q: '098290 12345' }).q).toEqual({ by: 'phone', phone: '9829012345' });
    expect(accountSearchQuerySchema.parse({ q: 'Ravi@Example.in' }).q).toEqual({
      by: 'email',
      email: 'ravi@example.in',
    });
    expect(messages(accountSearchQuerySchema.safeParse({ q: 'ravi' }))).toEqual([M.accountQueryInvalid]);
  });

  it('lets only a higher role suspend, never oneself, never an admin', () => {
    const moderator = { id: 'm', role: 'moderator' as const };
    const admin = { id: 'a', role: 'admin' as const };
    expect(suspensionRefusal(moderator, { id: 'x', role: 'member' })).toBeNull();
    expect(suspensionRefusal(moderator, { id: 'y', role: 'moderator' })).toBe(M.moderatorsSuspendMembers);
    expect(suspensionRefusal(admin, { id: 'y', role: 'moderator' })).toBeNull();
    expect(suspensionRefusal(admin, { id: 'b', role: 'admin' })).toBe(M.adminsNotSuspended);
    expect(suspensionRefusal(moderator, moderator)).toBe(M.ownAccount);
  });
});

describe('listingStateOf', () => {
  const none = { expired: false, withdrawn: false };
  it('names a listed listing live, whatever its history', () => {
    expect(listingStateOf(true, false, none)).toBe('live');
  });
  it('puts the team’s hiding first, then the owner’s word, then the calendar, then the owner’s suspension', () => {
    expect(listingStateOf(false, true, { expired: true, withdrawn: true })).toBe('hidden');
    expect(listingStateOf(false, false, { expired: true, withdrawn: true })).toBe('withdrawn');
    expect(listingStateOf(false, false, { expired: true, withdrawn: false })).toBe('expired');
    expect(listingStateOf(false, false, none)).toBe('owner-suspended');
  });
});
