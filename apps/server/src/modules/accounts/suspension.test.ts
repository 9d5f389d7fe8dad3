import {
  CONTACT_INQUIRY_MESSAGE,
  MODERATION_MESSAGES,
  PROPERTY_NOT_FOUND_MESSAGE,
  TEAM_MESSAGES,
} from '@aangan/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount, getMe, post } from '../../../test/accounts.ts';
import { createListing, sendAs } from '../../../test/listings.ts';
import { auditEntriesFor, createTeamMember, mailsTo } from '../../../test/team.ts';
import { cookiesFrom, createTestApp } from '../../../test/test-app.ts';
import { inquiries, properties, session, user } from '../../db/schema.ts';

const testApp = await createTestApp();
const db = testApp.database.db;
afterAll(() => testApp.close());

const moderator = await createTeamMember(testApp, 'moderator');
const secondModerator = await createTeamMember(testApp, 'moderator');
const admin = await createTeamMember(testApp, 'admin');

const suspend = (by: Account, target: string, payload: unknown = { reason: 'Fake listings across cities' }) =>
  sendAs(testApp, 'POST', `/api/admin/accounts/${target}/suspend`, by.cookie, payload);
const unsuspend = (by: Account, target: string, payload: unknown = {}) =>
  sendAs(testApp, 'POST', `/api/admin/accounts/${target}/unsuspend`, by.cookie, payload);
const signIn = (account: Account) =>
  post(testApp, '/api/auth/sign-in', { email: account.email, password: account.password });
const suspensionEntries = async (account: Account) =>
  (await auditEntriesFor(testApp, account.id)).filter((entry) => entry.action.startsWith('account.'));
const userRow = async (account: Account) => (await db.select().from(user).where(eq(user.id, account.id)))[0];

describe('finding an account', () => {
  it('by its email or mobile number, with its listings, their states and the contacts it revealed', async () => {
    const person = await createVerifiedAccount(testApp, { name: 'Gopal Seller', phone: '+91 94141 00001' });
    const buyer = await createVerifiedAccount(testApp, { name: 'Lata Buyer' });
    const listing = await createListing(testApp, person.cookie, { title: 'Flat on Jail Road' });
    await sendAs(testApp, 'GET', `/api/properties/${listing}/contact`, buyer.cookie);

    for (const q of [person.email.toUpperCase(), '094141 00001']) {
      const found = await sendAs(testApp, 'GET', `/api/admin/accounts?q=${encodeURIComponent(q)}`, moderator.cookie);
      expect(found.json().items, found.body).toEqual([
        expect.objectContaining({ id: person.id, name: 'Gopal Seller', suspended: false, listingCount: 1 }),
      ]);
    }
    const none = await sendAs(testApp, 'GET', '/api/admin/accounts?q=nobody%40example.in', moderator.cookie);
    expect(none.json()).toEqual({ items: [] });
    const vague = await sendAs(testApp, 'GET', '/api/admin/accounts?q=gopal', moderator.cookie);
    expect([vague.statusCode, vague.json().error.fields?.q]).toEqual([400, MODERATION_MESSAGES.accountQueryInvalid]);

    const seller = (await sendAs(testApp, 'GET', `/api/admin/accounts/${person.id}`, moderator.cookie)).json();
    expect(seller).toMatchObject({
      email: person.email,
      phone: '9414100001',
      role: 'member',
      suspension: null,
      listings: [{ id: listing, title: 'Flat on Jail Road', state: 'live', hiddenReason: null }],
      reveals: { total: 0, items: [] },
    });
    const reader = (await sendAs(testApp, 'GET', `/api/admin/accounts/${buyer.id}`, moderator.cookie)).json();
    expect(reader.reveals).toEqual({
      total: 1,
      items: [{ listingId: listing, title: 'Flat on Jail Road', at: expect.any(String) }],
    });
    const missing = await sendAs(testApp, 'GET', '/api/admin/accounts/no-such-account', moderator.cookie);
    expect([missing.statusCode, missing.json().error.message]).toEqual([404, MODERATION_MESSAGES.accountNotFound]);
  });
});

describe('suspending an account', () => {
  it('signs it out everywhere at once, refuses its sign-in in words, and hides its listings until it is lifted', async () => {
    const person = await createVerifiedAccount(testApp, { name: 'Suresh Suspended' });
    const otherBrowser = cookiesFrom(await signIn(person));
    const shown = await createListing(testApp, person.cookie, { title: 'Flat that comes back' });
    const hiddenByTeam = await createListing(testApp, person.cookie, { title: 'Flat hidden on its own' });
    await sendAs(testApp, 'POST', `/api/admin/listings/${hiddenByTeam}/hide`, moderator.cookie, { reason: 'spam' });
    const viewer = await createVerifiedAccount(testApp);

    const answer = await suspend(moderator, person.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      suspension: { reason: 'Fake listings across cities', by: moderator.email },
      listings: [
        { id: hiddenByTeam, state: 'hidden' },
        { id: shown, state: 'owner-suspended' },
      ],
      history: [{ action: 'account.suspend', actor: moderator.email }],
    });
    for (const cookie of [person.cookie, otherBrowser]) expect((await getMe(testApp, cookie)).statusCode).toBe(401);
    expect(await db.select().from(session).where(eq(session.userId, person.id))).toEqual([]);
    const refused = await signIn(person);
    expect([refused.statusCode, refused.json().error.message]).toEqual([403, MODERATION_MESSAGES.suspendedSignIn]);
    expect(refused.cookies).toEqual([]);
    expect(await db.select().from(session).where(eq(session.userId, person.id))).toEqual([]);
    const detail = await sendAs(testApp, 'GET', `/api/properties/${shown}`, viewer.cookie);
    expect([detail.statusCode, detail.json().error.message]).toEqual([404, PROPERTY_NOT_FOUND_MESSAGE]);
    expect(await suspensionEntries(person)).toEqual([
      expect.objectContaining({
        actorId: moderator.id,
        reason: 'Fake listings across cities',
        after: { suspended: true, sessionsEnded: 2, listingsHidden: 1 },
      }),
    ]);
    const mail = (await mailsTo(testApp, person.email)).at(-1);
    expect(mail?.subject).toBe('Your Aangan account is suspended');
    expect(mail?.text).toContain('Fake listings across cities');

    const lifted = await unsuspend(moderator, person.id, { note: 'Documents checked' });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json()).toMatchObject({
      suspension: null,
      listings: [
        { id: hiddenByTeam, state: 'hidden' },
        { id: shown, state: 'live' },
      ],
    });
    expect((await sendAs(testApp, 'GET', `/api/properties/${shown}`, viewer.cookie)).statusCode).toBe(200);
    expect((await sendAs(testApp, 'GET', `/api/properties/${hiddenByTeam}`, viewer.cookie)).statusCode).toBe(404);
    const back = await signIn(person);
    expect(back.statusCode, back.body).toBe(200);
    expect((await getMe(testApp, cookiesFrom(back))).statusCode).toBe(200);
    expect((await suspensionEntries(person)).map((entry) => [entry.action, entry.reason, entry.after])).toEqual([
      ['account.suspend', 'Fake listings across cities', { suspended: true, sessionsEnded: 2, listingsHidden: 1 }],
      ['account.unsuspend', 'Documents checked', { suspended: false, listingsShown: 1 }],
    ]);
    expect((await mailsTo(testApp, person.email)).at(-1)?.subject).toBe('Your Aangan account works again');
  });

  it('treats a session of a suspended account as a guest’s, even one a suspension did not delete', async () => {
    const person = await createVerifiedAccount(testApp);
    // A sign-in racing with the suspension could store its session after the suspension deleted the others.
    await db
      .update(user)
      .set({ suspendedAt: new Date(), suspensionReason: 'Race', suspendedBy: moderator.email })
      .where(eq(user.id, person.id));
    expect((await getMe(testApp, person.cookie)).statusCode).toBe(401);
  });

  it('is for a higher role only: never oneself, never an admin, a moderator only by an admin', async () => {
    const colleague = await createTeamMember(testApp, 'moderator');
    const cases: [Account, string, string][] = [
      [moderator, moderator.id, MODERATION_MESSAGES.ownAccount],
      [moderator, colleague.id, MODERATION_MESSAGES.moderatorsSuspendMembers],
      [moderator, admin.id, MODERATION_MESSAGES.adminsNotSuspended],
      [admin, admin.id, MODERATION_MESSAGES.ownAccount],
    ];
    for (const [by, target, words] of cases) {
      const answer = await suspend(by, target);
      expect([answer.statusCode, answer.json().error.message]).toEqual([403, words]);
    }
    expect((await getMe(testApp, colleague.cookie)).statusCode).toBe(200);
    expect(await suspensionEntries(colleague)).toEqual([]);
    expect((await suspend(admin, colleague.id)).statusCode).toBe(200);
    expect((await getMe(testApp, colleague.cookie)).statusCode).toBe(401);
    // Lifted by an admin too: a moderator acts on members only.
    expect((await unsuspend(moderator, colleague.id)).statusCode).toBe(403);
    expect((await unsuspend(admin, colleague.id)).statusCode).toBe(200);
  });

  it('applies one of two moderators suspending at once; the other hears 409, and lifting twice is 409 too', async () => {
    const person = await createVerifiedAccount(testApp);
    const answers = await Promise.all([suspend(moderator, person.id), suspend(secondModerator, person.id)]);
    expect(answers.map((each) => each.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((each) => each.statusCode === 409)?.json().error.message).toBe(
      TEAM_MESSAGES.changedBySomeoneElse,
    );
    expect(await suspensionEntries(person)).toHaveLength(1);
    expect((await unsuspend(moderator, person.id)).statusCode).toBe(200);
    const again = await unsuspend(secondModerator, person.id);
    expect([again.statusCode, again.json().error.message]).toEqual([409, TEAM_MESSAGES.changedBySomeoneElse]);
    expect(await suspensionEntries(person)).toHaveLength(2);
  });

  it('refuses bad input in words a moderator understands, changing nothing', async () => {
    const person = await createVerifiedAccount(testApp);
    const listing = await createListing(testApp, person.cookie);
    const before = await userRow(person);
    const cases: [string, unknown, number, string][] = [
      ['no-such-account', { reason: 'Spam' }, 404, MODERATION_MESSAGES.accountNotFound],
      ['a%24b', { reason: 'Spam' }, 404, MODERATION_MESSAGES.accountNotFound],
      [person.id, {}, 400, 'Write the reason the owner will read.'],
      [person.id, { reason: 'x'.repeat(1001) }, 400, 'at most 1,000 characters'],
      [person.id, { reason: 'Spam', until: '2027-01-01' }, 400, 'Unknown field: until'],
    ];
    for (const [target, payload, status, words] of cases) {
      const answer = await suspend(moderator, target, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(status);
      expect(JSON.stringify(answer.json().error)).toContain(words);
    }
    const unsuspendExtra = await unsuspend(moderator, person.id, { note: 'ok', force: true });
    expect(unsuspendExtra.statusCode).toBe(400);
    expect(await userRow(person)).toEqual(before);
    expect((await getMe(testApp, person.cookie)).statusCode).toBe(200);
    expect((await db.select().from(properties).where(eq(properties.id, listing)))[0]?.listed).toBe(true);
    expect(await suspensionEntries(person)).toEqual([]);
    // The reveal rows the account page reads are the contact reveals only, never views.
    const reveals = await db
      .select()
      .from(inquiries)
      .where(and(eq(inquiries.userId, person.id), eq(inquiries.message, CONTACT_INQUIRY_MESSAGE)));
    expect(reveals).toEqual([]);
  });
});
