import {
  LISTING_ACCESS_DENIED,
  MODERATION_MESSAGES,
  PROPERTY_NOT_FOUND_MESSAGE,
  VERIFICATION_MESSAGES,
} from '@aangan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount } from '../../../test/accounts.ts';
import { createListing, sendAs } from '../../../test/listings.ts';
import { auditEntriesFor, createTeamMember, mailsTo } from '../../../test/team.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { listingAppeals, properties } from '../../db/schema.ts';

const testApp = await createTestApp();
const db = testApp.database.db;
afterAll(() => testApp.close());

const owner = await createVerifiedAccount(testApp, { name: 'Meena Owner' });
const member = await createVerifiedAccount(testApp);
const moderator = await createTeamMember(testApp, 'moderator');
const secondModerator = await createTeamMember(testApp, 'moderator');

const appeal = (by: Account, id: string, payload: unknown) =>
  sendAs(testApp, 'POST', `/api/properties/${id}/appeal`, by.cookie, payload);
const answer = (by: Account, appealId: string, payload: unknown) =>
  sendAs(testApp, 'POST', `/api/admin/appeals/${appealId}/decision`, by.cookie, payload);
const appealsOf = (id: string) =>
  db.select().from(listingAppeals).where(eq(listingAppeals.propertyId, id)).orderBy(listingAppeals.createdAt);
const myListing = async (id: string) =>
  (await sendAs(testApp, 'GET', '/api/me/properties', owner.cookie))
    .json()
    .items.find((item: { id: string }) => item.id === id);

/** A listing of the owner's, hidden by the team. */
async function hiddenListing(title = '3 BHK house in Rani Bazar'): Promise<string> {
  const id = await createListing(testApp, owner.cookie, { title });
  const hidden = await sendAs(testApp, 'POST', `/api/admin/listings/${id}/hide`, moderator.cookie, {
    reason: 'wrong-details',
    note: 'The price says ₹1',
  });
  expect(hidden.statusCode, hidden.body).toBe(200);
  return id;
}

async function openAppeal(id: string): Promise<string> {
  const sent = await appeal(owner, id, { message: 'I fixed the price.' });
  expect(sent.statusCode, sent.body).toBe(201);
  const [row] = await appealsOf(id);
  return row?.id ?? '';
}

describe('an owner’s appeal', () => {
  it('lands in the queue once; My Properties shows it sent', async () => {
    const id = await hiddenListing();
    const sent = await appeal(owner, id, { message: '  I fixed the price to ₹18,000.  ' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({ status: 'open', createdAt: expect.any(String), reply: null });
    expect((await myListing(id)).moderation).toMatchObject({
      reason: 'wrong-details',
      note: 'The price says ₹1',
      appeal: { status: 'open', reply: null },
    });
    const again = await appeal(owner, id, { message: 'Please look again.' });
    expect([again.statusCode, again.json().error.message]).toEqual([409, MODERATION_MESSAGES.appealAlreadyOpen]);

    const queue = (await sendAs(testApp, 'GET', '/api/admin/appeals', moderator.cookie)).json();
    expect(queue.items).toContainEqual(
      expect.objectContaining({
        status: 'open',
        message: 'I fixed the price to ₹18,000.',
        listing: expect.objectContaining({ id, hiddenReason: 'wrong-details', hiddenNote: 'The price says ₹1' }),
        owner: expect.objectContaining({ email: owner.email }),
      }),
    );
    expect(await appealsOf(id)).toHaveLength(1);
  });

  it('is for the owner of a hidden listing only, and needs a message of at most 1,000 characters', async () => {
    const live = await createListing(testApp, owner.cookie);
    const notHidden = await appeal(owner, live, { message: 'Why?' });
    expect([notHidden.statusCode, notHidden.json().error.message]).toEqual([409, MODERATION_MESSAGES.appealNotHidden]);
    const id = await hiddenListing();
    const someoneElse = await appeal(member, id, { message: 'Show it' });
    expect([someoneElse.statusCode, someoneElse.json().error.message]).toEqual([403, LISTING_ACCESS_DENIED.appeal]);
    const unknown = await appeal(owner, '00000000-0000-4000-8000-000000000000', { message: 'Show it' });
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([404, PROPERTY_NOT_FOUND_MESSAGE]);
    for (const [payload, words] of [
      [{}, MODERATION_MESSAGES.appealMessageRequired],
      [{ message: '   ' }, MODERATION_MESSAGES.appealMessageRequired],
      [{ message: 'x'.repeat(1001) }, MODERATION_MESSAGES.appealMessageTooLong],
      [{ message: 'Fixed', urgent: true }, 'Unknown field: urgent'],
    ] as const) {
      const refused = await appeal(owner, id, payload);
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json().error)).toContain(words);
    }
    expect(await appealsOf(id)).toEqual([]);
    expect(await appealsOf(live)).toEqual([]);
  });

  it('sent twice at once is stored once: the database’s index has the last word', async () => {
    const id = await hiddenListing();
    const answers = await Promise.all([
      appeal(owner, id, { message: 'First' }),
      appeal(owner, id, { message: 'Second' }),
    ]);
    expect(answers.map((each) => each.statusCode).sort()).toEqual([201, 409]);
    expect(await appealsOf(id)).toHaveLength(1);
  });
});

describe('answering an appeal', () => {
  it('upheld: the listing stays hidden, the owner reads the reply and cannot appeal the same hiding again', async () => {
    const id = await hiddenListing('Shop on Station Road');
    const appealId = await openAppeal(id);
    const upheld = await answer(moderator, appealId, { decision: 'uphold', reply: 'The price is still wrong.' });
    expect(upheld.statusCode, upheld.body).toBe(200);
    expect(upheld.json()).toMatchObject({
      state: 'hidden',
      appeals: [{ id: appealId, status: 'upheld', reply: 'The price is still wrong.', decidedBy: moderator.email }],
    });
    expect((await myListing(id)).moderation.appeal).toMatchObject({
      status: 'upheld',
      reply: 'The price is still wrong.',
    });
    const again = await appeal(owner, id, { message: 'Please?' });
    expect([again.statusCode, again.json().error.message]).toEqual([409, MODERATION_MESSAGES.appealAlreadyAnswered]);
    const mail = (await mailsTo(testApp, owner.email)).at(-1);
    expect(mail?.subject).toBe('Your appeal was turned down: Shop on Station Road');
    expect(mail?.text).toContain('The price is still wrong.');
    expect((await auditEntriesFor(testApp, id)).map((entry) => [entry.action, entry.reason])).toEqual([
      ['listing.hide', 'Wrong price or details: The price says ₹1'],
      ['appeal.answer', 'The price is still wrong.'],
    ]);
  });

  it('restored: the listing is live again and the owner is told; a second answer hears 409', async () => {
    const id = await hiddenListing('Plot near Gajner Road');
    const appealId = await openAppeal(id);
    const restored = await answer(moderator, appealId, { decision: 'restore', reply: 'Thank you, it is right now.' });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ state: 'live', hidden: null, appeals: [{ status: 'restored' }] });
    expect((await sendAs(testApp, 'GET', `/api/properties/${id}`, member.cookie)).statusCode).toBe(200);
    expect((await myListing(id)).moderation).toBeNull();
    const late = await answer(secondModerator, appealId, { decision: 'uphold', reply: 'No.' });
    expect([late.statusCode, late.json().error.message]).toEqual([409, VERIFICATION_MESSAGES.changedBySomeoneElse]);
    const mail = (await mailsTo(testApp, owner.email)).at(-1);
    expect(mail?.subject).toBe('Your appeal was accepted: Plot near Gajner Road');
    expect(mail?.text).toContain('Thank you, it is right now.');
  });

  it('by two moderators at once: one answer counts, the other hears 409', async () => {
    const id = await hiddenListing();
    const appealId = await openAppeal(id);
    const answers = await Promise.all([
      answer(moderator, appealId, { decision: 'restore', reply: 'Fine now.' }),
      answer(secondModerator, appealId, { decision: 'uphold', reply: 'Still wrong.' }),
    ]);
    expect(answers.map((each) => each.statusCode).sort()).toEqual([200, 409]);
    expect((await auditEntriesFor(testApp, id)).filter((entry) => entry.action === 'appeal.answer')).toHaveLength(1);
  });

  it('is closed by a restore from the listing’s page, with the note as its reply', async () => {
    const id = await hiddenListing();
    await openAppeal(id);
    const restored = await sendAs(testApp, 'POST', `/api/admin/listings/${id}/restore`, moderator.cookie, {
      note: 'Checked on a call.',
    });
    expect(restored.statusCode).toBe(200);
    expect(await appealsOf(id)).toEqual([
      expect.objectContaining({ status: 'restored', reply: 'Checked on a call.', decidedById: moderator.id }),
    ]);
    const answered = await sendAs(testApp, 'GET', '/api/admin/appeals?status=restored', moderator.cookie);
    expect(answered.json().items[0]).toMatchObject({ listing: { id, hiddenReason: null } });
  });

  it('refuses bad input in words a moderator understands, changing nothing', async () => {
    const id = await hiddenListing();
    const appealId = await openAppeal(id);
    const cases: [string, unknown, number, string][] = [
      [
        '00000000-0000-4000-8000-000000000000',
        { decision: 'uphold', reply: 'No' },
        404,
        MODERATION_MESSAGES.appealNotFound,
      ],
      ['42', { decision: 'uphold', reply: 'No' }, 404, MODERATION_MESSAGES.appealNotFound],
      [appealId, { decision: 'maybe', reply: 'No' }, 400, MODERATION_MESSAGES.appealDecisionInvalid],
      [appealId, { decision: 'uphold' }, 400, MODERATION_MESSAGES.replyRequired],
      [appealId, { decision: 'uphold', reply: 'x'.repeat(1001) }, 400, MODERATION_MESSAGES.replyTooLong],
      [appealId, { decision: 'uphold', reply: 'No', status: 'upheld' }, 400, 'Unknown field: status'],
    ];
    for (const [target, payload, status, words] of cases) {
      const refused = await answer(moderator, target, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(status);
      expect(JSON.stringify(refused.json().error)).toContain(words);
    }
    const queue = await sendAs(testApp, 'GET', '/api/admin/appeals?status=closed', moderator.cookie);
    expect(JSON.stringify(queue.json().error)).toContain(MODERATION_MESSAGES.appealStatusInvalid);
    expect(await appealsOf(id)).toEqual([expect.objectContaining({ status: 'open', reply: null })]);
    expect((await db.select().from(properties).where(eq(properties.id, id)))[0]?.listed).toBe(false);
    expect((await auditEntriesFor(testApp, id)).map((entry) => entry.action)).toEqual(['listing.hide']);
  });
});
