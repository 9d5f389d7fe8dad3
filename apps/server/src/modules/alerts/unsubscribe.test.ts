import { ALERT_MESSAGES, ALERT_UNSUBSCRIBE_LINK_DAYS } from '@aangan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount } from '../../../test/accounts.ts';
import { createListing } from '../../../test/listings.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { savedSearches } from '../../db/schema.ts';
import { signLink } from '../expiry/service.ts';
import { signUnsubscribe } from './unsubscribe-token.ts';

const SECRET = 'alerts-test-secret-of-at-least-32-chars';
let now = new Date('2026-11-27T10:00:00Z');
let testApp: TestApp;
let member: Account;

beforeAll(async () => {
  testApp = await createTestApp({ AUTH_SECRET: SECRET }, undefined, () => now);
  member = await createVerifiedAccount(testApp);
  await createListing(testApp, member.cookie);
});
afterAll(async () => {
  await testApp.close();
});

async function savedSearch(url: string): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: { cookie: member.cookie },
    payload: { url, name: 'Flats in Bikaner' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const frequencyOf = async (id: string) =>
  (await testApp.database.db.select().from(savedSearches).where(eq(savedSearches.id, id)))[0]?.frequency;

describe('an alert mail’s unsubscribe link', () => {
  it('names the search, then turns its alerts off with RFC 8058’s one-click POST (twice is fine)', async () => {
    const id = await savedSearch('/rent/bikaner');
    const token = signUnsubscribe(SECRET, id, now);
    const read = await testApp.app.inject({ method: 'GET', url: `/api/alerts/unsubscribe?token=${token}` });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ name: 'Flats in Bikaner', frequency: 'daily' });
    expect(read.headers['cache-control']).toBe('no-store');

    for (const attempt of [1, 2]) {
      // As a mail provider posts it: a form, from no page of ours, without a cookie.
      const posted = await testApp.app.inject({
        method: 'POST',
        url: `/api/alerts/unsubscribe?token=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.com' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(posted.statusCode, `${attempt}: ${posted.body}`).toBe(200);
      expect(posted.json()).toEqual({ name: 'Flats in Bikaner', frequency: 'off' });
    }
    expect(await frequencyOf(id)).toBe('off');
  });

  it('takes the page’s POST without a body, and a multipart form', async () => {
    const id = await savedSearch('/buy/bikaner');
    const token = signUnsubscribe(SECRET, id, now);
    const bare = await testApp.app.inject({ method: 'POST', url: `/api/alerts/unsubscribe?token=${token}` });
    expect(bare.statusCode, bare.body).toBe(200);
    const boundary = 'x-boundary';
    const multipart = await testApp.app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe?token=${token}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\ncontent-disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    expect(await frequencyOf(id)).toBe('off');
  });

  it('refuses a tampered, foreign, too old or missing token with a 400 in words, changing nothing', async () => {
    const id = await savedSearch('/pg/bikaner');
    const token = signUnsubscribe(SECRET, id, now);
    const [payload, mac] = token.split('.');
    const otherId = Buffer.from(`00000000-0000-4000-8000-000000000000|${now.getTime()}`).toString('base64url');
    const old = signUnsubscribe(SECRET, id, new Date(now.getTime() - (ALERT_UNSUBSCRIBE_LINK_DAYS + 1) * 86_400_000));
    const cases: [string, string][] = [
      [`${otherId}.${mac}`, ALERT_MESSAGES.linkInvalid],
      [`${payload}.${mac?.slice(0, -2)}AA`, ALERT_MESSAGES.linkInvalid],
      [signUnsubscribe('another-secret-of-at-least-32-characters', id, now), ALERT_MESSAGES.linkInvalid],
      // A reminder's link is signed by the same server for another purpose.
      [signLink(SECRET, { propertyId: id, action: 'renew', expiresAt: now }), ALERT_MESSAGES.linkInvalid],
      ['not a token', ALERT_MESSAGES.linkInvalid],
      [old, ALERT_MESSAGES.linkExpired],
      ['', ALERT_MESSAGES.linkInvalid],
      ['x'.repeat(5000), ALERT_MESSAGES.linkInvalid],
    ];
    for (const [given, message] of cases) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await testApp.app.inject({
          method,
          url: `/api/alerts/unsubscribe?token=${encodeURIComponent(given)}`,
        });
        expect(response.statusCode, `${method} ${given}: ${response.body}`).toBe(400);
        expect(response.json().error.message).toBe(message);
      }
    }
    const none = await testApp.app.inject({ method: 'POST', url: '/api/alerts/unsubscribe' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.token).toBe(ALERT_MESSAGES.tokenRequired);
    expect(await frequencyOf(id)).toBe('daily');
  });

  it('says a deleted search sends nothing (404)', async () => {
    const id = await savedSearch('/commercial');
    const token = signUnsubscribe(SECRET, id, now);
    await testApp.database.db.delete(savedSearches).where(eq(savedSearches.id, id));
    for (const method of ['GET', 'POST'] as const) {
      const response = await testApp.app.inject({ method, url: `/api/alerts/unsubscribe?token=${token}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(ALERT_MESSAGES.searchGone);
    }
  });

  it('works until the link is ALERT_UNSUBSCRIBE_LINK_DAYS old', async () => {
    const id = await savedSearch('/rent');
    const token = signUnsubscribe(SECRET, id, now);
    const sent = now;
    now = new Date(sent.getTime() + ALERT_UNSUBSCRIBE_LINK_DAYS * 86_400_000);
    const response = await testApp.app.inject({ method: 'GET', url: `/api/alerts/unsubscribe?token=${token}` });
    expect(response.statusCode, response.body).toBe(200);
    now = sent;
  });
});
