import { INBOX_MESSAGES } from '@aangan/domain';
import { readOutbox } from '@aangan/testing';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { replyTo, sendContactMessage } from '../../../test/inbox.ts';
import { auditEntriesFor, createTeamMember } from '../../../test/team.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { contactMessageReplies, contactMessages } from '../../db/schema.ts';

const testApp = await createTestApp({ SUPPORT_EMAIL: 'desk@aangan.test' });
const db = testApp.database.db;
afterAll(() => testApp.close());

const moderator = await createTeamMember(testApp, 'moderator');
const admin = await createTeamMember(testApp, 'admin');

const messageRow = async (id: string) => (await db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0];
const repliesOf = (id: string) =>
  db.select().from(contactMessageReplies).where(eq(contactMessageReplies.messageId, id));
async function mailsTo(address: string) {
  await testApp.mailer.idle();
  return (await readOutbox(testApp.outboxDir)).filter((mail) => mail.to.includes(address));
}

describe('POST /api/admin/messages/:id/reply', () => {
  it('stores the reply, marks the message answered, audits it, and mails the sender with the message quoted', async () => {
    const id = await sendContactMessage(testApp, {
      name: 'Asha Verma',
      email: 'asha.verma@example.in',
      subject: 'Photos on my listing',
      message: 'My second photo does not show.\nCould you look at it?',
    });
    const answer = await replyTo(testApp, moderator.cookie, id, {
      message: '  It was too large; we resized it.\nIt shows now.  ',
      from: 'open',
      repliesSeen: 0,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      status: 'answered',
      answered: { by: moderator.email },
      closed: null,
      replies: [{ message: 'It was too large; we resized it.\nIt shows now.', sentBy: moderator.email }],
    });

    const [reply] = await repliesOf(id);
    expect(reply).toMatchObject({ sentById: moderator.id, sentBy: moderator.email });
    expect(await messageRow(id)).toMatchObject({ status: 'answered', answeredById: moderator.id, closedAt: null });
    expect(await auditEntriesFor(testApp, id)).toEqual([
      expect.objectContaining({
        actorId: moderator.id,
        actor: moderator.email,
        action: 'message.reply',
        targetType: 'message',
        before: { status: 'open' },
        after: { status: 'answered', reply: reply?.id },
      }),
    ]);

    const [mail] = await mailsTo('asha.verma@example.in');
    expect(mail).toMatchObject({ replyTo: 'desk@aangan.test', subject: 'Re: Photos on my listing' });
    expect(mail?.text).toContain('Namaste Asha Verma,\n\nIt was too large; we resized it.\nIt shows now.');
    expect(mail?.text).toMatch(/On \d{1,2} \w{3} \d{4}, you wrote to us:/);
    expect(mail?.text).toContain(
      '> Subject: Photos on my listing\n>\n> My second photo does not show.\n> Could you look at it?',
    );
  });

  it('frames the reply in the language of the page the message was sent from', async () => {
    const id = await sendContactMessage(testApp, { name: 'Ravi Sharma', email: 'ravi.hindi@example.in' }, 'hi-IN');
    expect(await messageRow(id)).toMatchObject({ locale: 'hi' });
    const answer = await replyTo(testApp, moderator.cookie, id, {
      message: 'जी, ठीक कर दिया।',
      from: 'open',
      repliesSeen: 0,
    });
    expect(answer.statusCode, answer.body).toBe(200);

    const [mail] = await mailsTo('ravi.hindi@example.in');
    expect(mail?.text).toContain('नमस्ते Ravi Sharma,\n\nजी, ठीक कर दिया।\n\n— टीम आँगन');
    expect(mail?.text).toMatch(/\d{1,2} \S+ \d{4} को आपने हमें लिखा था:\n> विषय: Photos on my listing/);
  });

  it('closes the message with the reply when asked, and takes follow-ups on an answered one', async () => {
    const id = await sendContactMessage(testApp, { email: 'follow.up@example.in' });
    await replyTo(testApp, moderator.cookie, id, { message: 'Which listing?', from: 'open', repliesSeen: 0 });
    const closing = await replyTo(testApp, admin.cookie, id, {
      message: 'Done, thank you.',
      status: 'closed',
      from: 'answered',
      repliesSeen: 1,
    });
    expect(closing.statusCode, closing.body).toBe(200);
    expect(closing.json()).toMatchObject({
      status: 'closed',
      answered: { by: admin.email },
      closed: { by: admin.email },
      replies: [{ message: 'Which listing?' }, { message: 'Done, thank you.' }],
    });
    expect(await mailsTo('follow.up@example.in')).toHaveLength(2);
  });

  it('sends one of two replies at once; the other moderator hears 409 and nothing is applied twice', async () => {
    const id = await sendContactMessage(testApp, { email: 'two.answers@example.in' });
    const answers = await Promise.all([
      replyTo(testApp, moderator.cookie, id, { message: 'From the first.', from: 'open', repliesSeen: 0 }),
      replyTo(testApp, admin.cookie, id, { message: 'From the second.', from: 'open', repliesSeen: 0 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().error.message).toBe(INBOX_MESSAGES.changedBySomeoneElse);
    expect(await repliesOf(id)).toHaveLength(1);
    expect(await auditEntriesFor(testApp, id)).toHaveLength(1);
    expect(await mailsTo('two.answers@example.in')).toHaveLength(1);

    // A follow-up written before the first reply arrived is refused too, though the status would match.
    const late = await replyTo(testApp, moderator.cookie, id, {
      message: 'Late.',
      from: 'answered',
      repliesSeen: 0,
    });
    expect([late.statusCode, late.json().error.message]).toEqual([409, INBOX_MESSAGES.changedBySomeoneElse]);
    expect(await repliesOf(id)).toHaveLength(1);
  });

  it('refuses bad input in words, naming the field, and changes nothing', async () => {
    const id = await sendContactMessage(testApp, { email: 'bad.input@example.in' });
    const before = await messageRow(id);
    const valid = { message: 'Hello', from: 'open', repliesSeen: 0 };
    const cases: [string, unknown, number, Record<string, string> | string][] = [
      [id, { ...valid, message: '' }, 400, { message: INBOX_MESSAGES.replyRequired }],
      [id, { ...valid, message: '   ' }, 400, { message: INBOX_MESSAGES.replyRequired }],
      [id, { from: 'open', repliesSeen: 0 }, 400, { message: INBOX_MESSAGES.replyRequired }],
      [id, { ...valid, message: 'x'.repeat(5001) }, 400, { message: INBOX_MESSAGES.replyTooLong }],
      [id, { ...valid, status: 'open' }, 400, { status: INBOX_MESSAGES.replyStatusInvalid }],
      [id, { message: 'Hello' }, 400, { from: INBOX_MESSAGES.fromRequired, repliesSeen: INBOX_MESSAGES.fromRequired }],
      [id, { ...valid, to: 'someone@example.in' }, 400, { to: 'Unknown field: to' }],
      ['00000000-0000-4000-8000-000000000000', valid, 404, INBOX_MESSAGES.messageNotFound],
      ['not-a-message', valid, 404, INBOX_MESSAGES.messageNotFound],
    ];
    for (const [target, body, status, expected] of cases) {
      const answer = await replyTo(testApp, moderator.cookie, target, body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      if (typeof expected === 'string') expect(answer.json().error.message).toBe(expected);
      else expect(answer.json().error.fields).toEqual(expected);
    }
    expect(await messageRow(id)).toEqual(before);
    expect(await repliesOf(id)).toEqual([]);
    expect(await auditEntriesFor(testApp, id)).toEqual([]);
    expect(await mailsTo('bad.input@example.in')).toEqual([]);
  });
});
