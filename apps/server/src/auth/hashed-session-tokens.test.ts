import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, getMe } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { session } from '../db/schema.ts';
import { hashSessionToken } from './hashed-session-tokens.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** The token inside a session cookie (`aangan.session_token=<token>.<signature>`). */
function tokenOf(cookie: string): string {
  const value = /aangan\.session_token=([^;]+)/.exec(cookie)?.[1] ?? '';
  return decodeURIComponent(value).split('.')[0] ?? '';
}

describe('session tokens at rest (issue 14 finding 9)', () => {
  it('stores the hash of the token, never the token the cookie carries', async () => {
    const account = await createVerifiedAccount(testApp);
    const rows = await testApp.database.db.select().from(session).where(eq(session.userId, account.id));
    expect(rows).toHaveLength(1);
    const token = tokenOf(account.cookie);
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(rows[0]?.token).not.toBe(token);
    expect(rows[0]?.token).toBe(hashSessionToken(token));
  });

  it('keeps a session that better-auth refreshes working with its refreshed cookie', async () => {
    const account = await createVerifiedAccount(testApp);
    // Two days into a 30-day session: past the one-day update age, so the next request extends it.
    await testApp.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 28 * 24 * 3_600_000) })
      .where(eq(session.userId, account.id));
    const refreshed = await getMe(testApp, account.cookie);
    expect(refreshed.statusCode).toBe(200);
    const setCookie = refreshed.cookies.find((cookie) => cookie.name === 'aangan.session_token');
    expect(setCookie?.value).toBeDefined();
    const newCookie = `aangan.session_token=${setCookie?.value}`;
    expect(tokenOf(newCookie)).toBe(tokenOf(account.cookie));
    const again = await getMe(testApp, newCookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(account.id);
  });
});
