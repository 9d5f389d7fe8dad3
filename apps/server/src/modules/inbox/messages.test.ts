import { INBOX_MESSAGES } from '@aangan/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from '../../../test/accounts.ts';
import { changeStatus, replyTo, sendContactMessage } from '../../../test/inbox.ts';
import { sendAs } from '../../../test/listings.ts';
import { createTeamMember } from '../../../test/team.ts';
import { createTestApp } from '../../../test/test-app.ts';

const testApp = await createTestApp();
afterAll(() => testApp.close());

const moderator = await createTeamMember(testApp, 'moderator');
const member = await createVerifiedAccount(testApp);
const get = (url: string, cookie: string | undefined = moderator.cookie) => sendAs(testApp, 'GET', url, cookie);

// Three messages, oldest first: one stays open, one is answered, one closed.
const first = await sendContactMessage(testApp, {
  name: 'Ravi Mehta',
  email: 'ravi@example.in',
  subject: 'Rent agreement question',
  reason: 'inquiry',
});
const second = await sendContactMessage(testApp, { subject: 'Wrong locality on my flat' });
const third = await sendContactMessage(testApp, {
  name: 'Meera Iyer',
  email: 'meera@example.in',
  subject: 'Thank you',
  reason: 'feedback',
});
const fourth = await sendContactMessage(testApp, { subject: 'Photos still missing' });
await replyTo(testApp, moderator.cookie, second, { message: 'Fixed it for you.', from: 'open', repliesSeen: 0 });
await changeStatus(testApp, moderator.cookie, third, { status: 'closed', from: 'open' });

describe('GET /api/admin/messages', () => {
  it('lists open messages newest first, with the counts of every status', async () => {
    const answer = await get('/api/admin/messages');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const page = answer.json();
    expect(page).toMatchObject({ counts: { open: 2, answered: 1, closed: 1 }, total: 2, page: 1, limit: 20 });
    expect(page.items.map((item: { id: string }) => item.id)).toEqual([fourth, first]);
    expect(page.items[1]).toEqual({
      id: first,
      name: 'Ravi Mehta',
      email: 'ravi@example.in',
      reason: 'inquiry',
      subject: 'Rent agreement question',
      status: 'open',
      createdAt: expect.any(String),
      replyCount: 0,
    });
  });

  it('shows another status, and pages', async () => {
    const answered = (await get('/api/admin/messages?status=answered')).json();
    expect(answered.items).toEqual([expect.objectContaining({ id: second, status: 'answered', replyCount: 1 })]);
    const paged = (await get('/api/admin/messages?limit=1&page=2')).json();
    expect(paged).toMatchObject({ total: 2, page: 2, limit: 1, items: [{ id: first }] });
  });

  it('searches the sender’s email and name and the subject, counting each status under the search', async () => {
    const byEmail = (await get('/api/admin/messages?q=RAVI@')).json();
    expect(byEmail).toMatchObject({ counts: { open: 1, answered: 0, closed: 0 }, items: [{ id: first }] });
    const byName = (await get('/api/admin/messages?status=closed&q=iyer')).json();
    expect(byName).toMatchObject({ counts: { open: 0, answered: 0, closed: 1 }, items: [{ id: third }] });
    const bySubject = (await get('/api/admin/messages?q=locality')).json();
    expect(bySubject.counts).toEqual({ open: 0, answered: 1, closed: 0 });
    // % and _ are letters here, not wildcards.
    expect((await get('/api/admin/messages?q=%25')).json().counts).toEqual({ open: 0, answered: 0, closed: 0 });
  });

  it('refuses an unknown status or parameter in words', async () => {
    const status = await get('/api/admin/messages?status=spam');
    expect([status.statusCode, status.json().error.fields]).toEqual([400, { status: INBOX_MESSAGES.statusInvalid }]);
    const unknown = await get('/api/admin/messages?sort=oldest');
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([400, 'Unknown parameter: sort']);
  });
});

describe('GET /api/admin/messages/:id', () => {
  it('has the whole message, how to reach the sender, and the replies', async () => {
    const answer = await get(`/api/admin/messages/${second}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      id: second,
      name: 'Kavita Joshi',
      email: 'kavita.joshi@example.in',
      phone: '9829054321',
      reason: 'listing-help',
      subject: 'Wrong locality on my flat',
      message: 'My second photo does not show.\nCould you look at it?',
      status: 'answered',
      createdAt: expect.any(String),
      answered: { at: expect.any(String), by: moderator.email },
      closed: null,
      replies: [
        { id: expect.any(String), message: 'Fixed it for you.', sentBy: moderator.email, sentAt: expect.any(String) },
      ],
    });
    expect((await get(`/api/admin/messages/${third}`)).json()).toMatchObject({
      status: 'closed',
      answered: null,
      closed: { by: moderator.email },
      replies: [],
    });
  });

  it('answers 404 in words for an id that is not there or not an id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-message']) {
      const answer = await get(`/api/admin/messages/${id}`);
      expect([answer.statusCode, answer.json().error.message]).toEqual([404, INBOX_MESSAGES.messageNotFound]);
    }
  });
});

describe('the inbox', () => {
  it('is not there for a member or a guest, on every route', async () => {
    const routes: ['GET' | 'POST', string, unknown?][] = [
      ['GET', '/api/admin/messages'],
      ['GET', `/api/admin/messages/${first}`],
      ['POST', `/api/admin/messages/${first}/reply`, { message: 'Hello', from: 'open', repliesSeen: 0 }],
      ['POST', `/api/admin/messages/${first}/status`, { status: 'closed', from: 'open' }],
      ['GET', '/api/admin/subscribers'],
      ['GET', '/api/admin/subscribers.csv'],
    ];
    for (const [method, url, body] of routes) {
      for (const cookie of [member.cookie, undefined]) {
        const answer = await sendAs(testApp, method, url, cookie, body);
        expect([answer.statusCode, answer.json().error.message], `${method} ${url}`).toEqual([404, 'Not found']);
      }
    }
    expect((await get(`/api/admin/messages/${first}`)).json()).toMatchObject({ status: 'open', replies: [] });
  });
});
