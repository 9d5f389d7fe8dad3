import { afterAll, describe, expect, it } from 'vitest';
import { sendAs } from '../../../test/listings.ts';
import { createTeamMember } from '../../../test/team.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { newsletterSubscribers } from '../../db/schema.ts';

const testApp = await createTestApp();
afterAll(() => testApp.close());
const moderator = await createTeamMember(testApp, 'moderator');

let sequence = 0;
async function subscribe(email: string) {
  sequence += 1;
  const answer = await testApp.app.inject({
    method: 'POST',
    url: '/api/newsletter',
    remoteAddress: `10.78.0.${sequence}`,
    payload: { email },
  });
  if (answer.statusCode !== 200) throw new Error(answer.body);
}

// An address the old 'Get Property Alerts' box gave (the API no longer takes that source; its rows stay).
await testApp.database.db.insert(newsletterSubscribers).values({ email: 'ravi@example.in', source: 'alerts' });
// A valid address may start with a sign a spreadsheet reads as a formula.
await subscribe('-2+3@example.in');
await subscribe('meera@example.in');

describe('GET /api/admin/subscribers', () => {
  it('lists the addresses newest first, a page at a time, with the total', async () => {
    const answer = await sendAs(testApp, 'GET', '/api/admin/subscribers', moderator.cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      items: [
        { email: 'meera@example.in', source: 'footer', createdAt: expect.any(String) },
        { email: '-2+3@example.in', source: 'footer', createdAt: expect.any(String) },
        { email: 'ravi@example.in', source: 'alerts', createdAt: expect.any(String) },
      ],
      page: 1,
      limit: 50,
      total: 3,
    });
    const second = await sendAs(testApp, 'GET', '/api/admin/subscribers?page=2&limit=2', moderator.cookie);
    expect(second.json()).toMatchObject({ items: [{ email: 'ravi@example.in' }], total: 3 });
    const unknown = await sendAs(testApp, 'GET', '/api/admin/subscribers?email=x', moderator.cookie);
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([400, 'Unknown parameter: email']);
  });
});

describe('GET /api/admin/subscribers.csv', () => {
  it('is a file to save, every address a row, formulas made text', async () => {
    // Stored by hand: the sign-up form would refuse these, but the file must be safe whatever the table holds.
    await testApp.database.db.insert(newsletterSubscribers).values([
      { email: '=HYPERLINK("http://evil.example","x")', source: 'footer' },
      { email: '@SUM(1+1)', source: 'footer' },
    ]);
    const answer = await sendAs(testApp, 'GET', '/api/admin/subscribers.csv', moderator.cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="aangan-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    const lines = answer.body.split('\r\n');
    expect(lines[0]).toBe('"Email","Source","Subscribed at"');
    const emails = [
      '"ravi@example.in"',
      '"meera@example.in"',
      `"'-2+3@example.in"`,
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
      `"'@SUM(1+1)"`,
    ];
    for (const email of emails)
      expect(
        lines.some((line) => line.startsWith(`${email},`)),
        email,
      ).toBe(true);
    expect(lines).toHaveLength(7);
    expect(lines.at(-1)).toBe('');
    expect(lines).toContainEqual(expect.stringMatching(/^"ravi@example\.in","alerts","\d{4}-\d{2}-\d{2}T[\d:.]+Z"$/));
  });
});
