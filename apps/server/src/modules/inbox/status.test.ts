import { INBOX_MESSAGES } from '@aangan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { changeStatus, sendContactMessage } from '../../../test/inbox.ts';
import { sendAs } from '../../../test/listings.ts';
import { auditEntriesFor, createTeamMember } from '../../../test/team.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { contactMessages } from '../../db/schema.ts';

const testApp = await createTestApp();
const db = testApp.database.db;
afterAll(() => testApp.close());

const moderator = await createTeamMember(testApp, 'moderator');
const admin = await createTeamMember(testApp, 'admin');

const messageRow = async (id: string) => (await db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0];

describe('POST /api/admin/messages/:id/status', () => {
  it('closes and reopens a message, each with its audit entry', async () => {
    const id = await sendContactMessage(testApp);
    const closed = await changeStatus(testApp, moderator.cookie, id, { status: 'closed', from: 'open' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', closed: { by: moderator.email }, answered: null });
    expect(await messageRow(id)).toMatchObject({ closedById: moderator.id, closedBy: moderator.email });

    const reopened = await changeStatus(testApp, admin.cookie, id, { status: 'open', from: 'closed' });
    expect(reopened.json()).toMatchObject({ status: 'open', closed: null, answered: null });
    expect(await messageRow(id)).toMatchObject({ closedAt: null, closedById: null, closedBy: null });

    const entries = await auditEntriesFor(testApp, id);
    expect(entries.map(({ actor, action, before, after }) => ({ actor, action, before, after }))).toEqual(
      expect.arrayContaining([
        { actor: moderator.email, action: 'message.status', before: { status: 'open' }, after: { status: 'closed' } },
        { actor: admin.email, action: 'message.status', before: { status: 'closed' }, after: { status: 'open' } },
      ]),
    );
    expect(entries).toHaveLength(2);
    // The audit log names the message by its subject.
    const log = await sendAs(testApp, 'GET', `/api/admin/audit?targetType=message&targetId=${id}`, admin.cookie);
    expect(log.json().items.map((entry: { targetLabel: string }) => entry.targetLabel)).toEqual([
      'Photos on my listing',
      'Photos on my listing',
    ]);
  });

  it('marks a message answered by hand (after a call), stamping who and when', async () => {
    const id = await sendContactMessage(testApp);
    const answer = await changeStatus(testApp, moderator.cookie, id, { status: 'answered', from: 'open' });
    expect(answer.json()).toMatchObject({ status: 'answered', answered: { by: moderator.email }, replies: [] });
  });

  it('applies one of two changes at once; the other moderator hears 409 and nothing is applied twice', async () => {
    const id = await sendContactMessage(testApp);
    const answers = await Promise.all([
      changeStatus(testApp, moderator.cookie, id, { status: 'closed', from: 'open' }),
      changeStatus(testApp, admin.cookie, id, { status: 'answered', from: 'open' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().error.message).toBe(INBOX_MESSAGES.changedBySomeoneElse);
    expect(await auditEntriesFor(testApp, id)).toHaveLength(1);
  });

  it('refuses bad input in words, naming the field, and changes nothing', async () => {
    const id = await sendContactMessage(testApp);
    const before = await messageRow(id);
    const cases: [string, unknown, number, Record<string, string> | string][] = [
      [id, { status: 'open', from: 'open' }, 400, { status: 'The message is open already.' }],
      [id, { status: 'archived', from: 'open' }, 400, { status: INBOX_MESSAGES.statusInvalid }],
      [id, { status: 'closed' }, 400, { from: INBOX_MESSAGES.fromRequired }],
      [id, { status: 'closed', from: 'open', by: 'someone' }, 400, { by: 'Unknown field: by' }],
      // Closed already by someone else, as far as this moderator knows: it was open.
      [id, { status: 'open', from: 'closed' }, 409, INBOX_MESSAGES.changedBySomeoneElse],
      ['00000000-0000-4000-8000-000000000000', { status: 'closed', from: 'open' }, 404, INBOX_MESSAGES.messageNotFound],
    ];
    for (const [target, body, status, expected] of cases) {
      const answer = await changeStatus(testApp, moderator.cookie, target, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      if (typeof expected === 'string') expect(answer.json().error.message).toBe(expected);
      else expect(answer.json().error.fields).toEqual(expected);
    }
    expect(await messageRow(id)).toEqual(before);
    expect(await auditEntriesFor(testApp, id)).toEqual([]);
  });
});
