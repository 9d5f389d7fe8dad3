import { MODERATION_MESSAGES, PROPERTY_NOT_FOUND_MESSAGE, VERIFICATION_MESSAGES } from '@aangan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount } from '../../../test/accounts.ts';
import { createListing, sendAs } from '../../../test/listings.ts';
import { auditEntriesFor, createTeamMember, mailsTo } from '../../../test/team.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { properties } from '../../db/schema.ts';

const testApp = await createTestApp();
const db = testApp.database.db;
afterAll(() => testApp.close());

const owner = await createVerifiedAccount(testApp, { name: 'Ravi Owner' });
const member = await createVerifiedAccount(testApp);
const moderator = await createTeamMember(testApp, 'moderator');
const secondModerator = await createTeamMember(testApp, 'moderator');

const hide = (by: Account, id: string, payload: unknown) =>
  sendAs(testApp, 'POST', `/api/admin/listings/${id}/hide`, by.cookie, payload);
const restore = (by: Account, id: string, payload: unknown = {}) =>
  sendAs(testApp, 'POST', `/api/admin/listings/${id}/restore`, by.cookie, payload);
const rowOf = async (id: string) => (await db.select().from(properties).where(eq(properties.id, id)))[0];

let sequence = 0;
/** A listing with a title word of its own, so a search finds it and nothing else. */
async function listing(): Promise<{ id: string; word: string }> {
  sequence += 1;
  const word = `zorbik${sequence}x`;
  const id = await createListing(testApp, owner.cookie, { title: `2 BHK ${word} near the fort` });
  return { id, word };
}

describe('hiding a listing', () => {
  it('hides it with a reason and a note, writes the audit entry with it, and mails the owner how to appeal', async () => {
    const { id } = await listing();
    const answer = await hide(moderator, id, { reason: 'duplicate', note: ' Same photos as another listing ' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      state: 'hidden',
      hidden: { reason: 'duplicate', note: 'Same photos as another listing', by: moderator.email },
      history: [{ action: 'listing.hide', actor: moderator.email }],
    });
    expect(await rowOf(id)).toMatchObject({ listed: false, hiddenReason: 'duplicate', hiddenBy: moderator.email });
    expect(await auditEntriesFor(testApp, id)).toEqual([
      expect.objectContaining({
        actorId: moderator.id,
        action: 'listing.hide',
        reason: 'Duplicate of another listing: Same photos as another listing',
        before: { listed: true, hidden: false },
      }),
    ]);
    const mail = (await mailsTo(testApp, owner.email)).at(-1);
    expect(mail?.subject).toBe('Your listing is hidden: 2 BHK zorbik1x near the fort');
    expect(mail?.text).toContain('Our reason: Duplicate of another listing.');
    expect(mail?.text).toContain('Same photos as another listing');
    expect(mail?.text).toContain('press Appeal');
  });

  it('takes it out of search, the count, saved lists, contact and the detail page; its owner and the team still see it', async () => {
    const { id, word } = await listing();
    expect((await sendAs(testApp, 'PUT', `/api/me/saved/${id}`, member.cookie)).statusCode).toBe(204);
    const before = (await sendAs(testApp, 'GET', '/api/properties/stats')).json().total;
    expect((await hide(moderator, id, { reason: 'spam', note: 'Asks for a deposit by courier' })).statusCode).toBe(200);

    expect((await sendAs(testApp, 'GET', `/api/properties?q=${word}`)).json().total).toBe(0);
    expect((await sendAs(testApp, 'GET', '/api/properties/stats')).json().total).toBe(before - 1);
    const saved = (await sendAs(testApp, 'GET', '/api/me/saved', member.cookie)).json();
    expect([saved.items, saved.total]).toEqual([[], 0]);
    for (const [method, url] of [
      ['GET', `/api/properties/${id}`],
      ['GET', `/api/properties/${id}/contact`],
      ['POST', `/api/properties/${id}/views`],
      ['PUT', `/api/me/saved/${id}`],
    ] as const) {
      const answer = await sendAs(testApp, method, url, member.cookie);
      expect([answer.statusCode, answer.json().error.message], url).toEqual([404, PROPERTY_NOT_FOUND_MESSAGE]);
    }
    expect((await sendAs(testApp, 'GET', `/api/properties/${id}`, owner.cookie)).statusCode).toBe(200);
    expect((await sendAs(testApp, 'GET', `/api/properties/${id}`, moderator.cookie)).statusCode).toBe(200);
    const mine = (await sendAs(testApp, 'GET', '/api/me/properties', owner.cookie)).json();
    expect(mine.items.find((item: { id: string }) => item.id === id)?.moderation).toEqual({
      hiddenAt: expect.any(String),
      reason: 'spam',
      note: 'Asks for a deposit by courier',
      appeal: null,
    });

    expect((await restore(moderator, id, { note: 'The owner sent proof' })).statusCode).toBe(200);
    expect((await sendAs(testApp, 'GET', `/api/properties?q=${word}`)).json().total).toBe(1);
    expect((await sendAs(testApp, 'GET', '/api/properties/stats')).json().total).toBe(before);
    expect((await sendAs(testApp, 'GET', '/api/me/saved', member.cookie)).json().total).toBe(1);
    expect((await sendAs(testApp, 'GET', `/api/properties/${id}`, member.cookie)).statusCode).toBe(200);
    const after = (await sendAs(testApp, 'GET', '/api/me/properties', owner.cookie)).json();
    expect(after.items.find((item: { id: string }) => item.id === id)?.moderation).toBeNull();
    const mails = await mailsTo(testApp, owner.email);
    expect(mails.at(-1)?.subject).toBe(`Your listing is live again: 2 BHK ${word} near the fort`);
    expect(mails.at(-1)?.text).toContain('The owner sent proof');
  });

  it('answers 409 when another moderator acted first: hiding a hidden listing, restoring a live one', async () => {
    const { id } = await listing();
    const staleRestore = await restore(moderator, id);
    expect([staleRestore.statusCode, staleRestore.json().error.message]).toEqual([
      409,
      VERIFICATION_MESSAGES.changedBySomeoneElse,
    ]);
    expect((await hide(moderator, id, { reason: 'fake' })).statusCode).toBe(200);
    const staleHide = await hide(secondModerator, id, { reason: 'spam' });
    expect([staleHide.statusCode, staleHide.json().error.message]).toEqual([
      409,
      VERIFICATION_MESSAGES.changedBySomeoneElse,
    ]);
    expect(await rowOf(id)).toMatchObject({ hiddenReason: 'fake', hiddenBy: moderator.email });
    expect((await auditEntriesFor(testApp, id)).map((entry) => entry.action)).toEqual(['listing.hide']);
  });

  it('applies one of two moderators hiding at once; the other hears 409 and one entry is written', async () => {
    const { id } = await listing();
    const answers = await Promise.all([
      hide(moderator, id, { reason: 'fake' }),
      hide(secondModerator, id, { reason: 'offensive' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await auditEntriesFor(testApp, id)).toHaveLength(1);
    const restores = await Promise.all([restore(moderator, id), restore(secondModerator, id)]);
    expect(restores.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await auditEntriesFor(testApp, id)).map((entry) => entry.action)).toEqual([
      'listing.hide',
      'listing.restore',
    ]);
  });

  it('refuses bad input in words a moderator understands, changing nothing', async () => {
    const { id } = await listing();
    const before = await rowOf(id);
    const cases: [string, unknown, number, string][] = [
      ['00000000-0000-4000-8000-000000000000', { reason: 'fake' }, 404, PROPERTY_NOT_FOUND_MESSAGE],
      ['not-a-listing', { reason: 'fake' }, 404, PROPERTY_NOT_FOUND_MESSAGE],
      [id, {}, 400, MODERATION_MESSAGES.reasonInvalid],
      [id, { reason: 'ugly' }, 400, MODERATION_MESSAGES.reasonInvalid],
      [id, { reason: 'other' }, 400, MODERATION_MESSAGES.noteRequiredForOther],
      [id, { reason: 'fake', note: 'x'.repeat(1001) }, 400, MODERATION_MESSAGES.noteTooLong],
      [id, { reason: 'fake', hiddenBy: 'someone' }, 400, 'Unknown field: hiddenBy'],
    ];
    for (const [target, payload, status, message] of cases) {
      const answer = await hide(moderator, target, payload);
      // A field's words are under its name; the message names the fields.
      expect(answer.statusCode, JSON.stringify(payload)).toBe(status);
      expect(JSON.stringify(answer.json().error)).toContain(message);
    }
    const restoreExtra = await restore(moderator, id, { note: 'ok', listed: true });
    expect(restoreExtra.statusCode).toBe(400);
    expect(await rowOf(id)).toEqual(before);
    expect(await auditEntriesFor(testApp, id)).toEqual([]);
  });
});
