import {
  ALERT_CONFIRM_LINK_DAYS,
  ALERT_MESSAGES,
  GUEST_ALERT_MESSAGES,
  MAX_GUEST_ALERTS_PER_EMAIL,
  SAVED_SEARCH_MESSAGES,
} from '@aangan/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount } from '../../../test/accounts.ts';
import { confirmTokenFor, guestAddress, mailsTo, requestAlert } from '../../../test/guest-alerts.ts';
import { createListing } from '../../../test/listings.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { savedSearches } from '../../db/schema.ts';
import { signLink } from '../expiry/service.ts';
import { signConfirmation } from './confirm-token.ts';
import { signUnsubscribe } from './unsubscribe-token.ts';

/** Guest alerts (decision 029, Guests): the request, its confirmation link, the limits and the cleanup job. */
const SECRET = 'guest-alerts-test-secret-of-32-chars!';
const DAY = 86_400_000;
let now = new Date();
let testApp: TestApp;
let member: Account;

beforeAll(async () => {
  testApp = await createTestApp({ AUTH_SECRET: SECRET }, undefined, () => now);
  member = await createVerifiedAccount(testApp);
  // Bikaner has a listing, so its place pages (and searches of them) exist.
  await createListing(testApp, member.cookie);
});
afterAll(async () => {
  await testApp.close();
});

const alertsOf = (email: string) =>
  testApp.database.db
    .select()
    .from(savedSearches)
    .where(sql`lower(${savedSearches.guestEmail}) = ${email.toLowerCase()}`);
const alertById = async (id: string) =>
  (await testApp.database.db.select().from(savedSearches).where(eq(savedSearches.id, id)))[0];
const confirmLink = (method: 'GET' | 'POST', token: string) =>
  testApp.app.inject({ method, url: `/api/alerts/confirm?token=${encodeURIComponent(token)}` });

/** Forgets an address's requests so far: tests that need many of them are not testing the limit. */
async function resetAddressLimits(email: string) {
  for (const window of ['hour', 'day']) await testApp.rateLimitStore.reset(`guest-alert:email:${window}:${email}`);
}

describe('asking for a guest alert', () => {
  it('stores it as a saved search waiting for its link, and mails the link in the asked language', async () => {
    const email = guestAddress('Meera');
    const response = await requestAlert(testApp, {
      email: ` ${email.toUpperCase()} `,
      url: '/hi/rent/bikaner?bedrooms=2&page=3',
      frequency: 'weekly',
      locale: 'hi',
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ message: GUEST_ALERT_MESSAGES.confirmSent });

    const [alert, ...more] = await alertsOf(email);
    expect(more).toHaveLength(0);
    // Stored as a person's saved search is: the canonical URL, the English name, the filter columns.
    expect(alert).toMatchObject({
      userId: null,
      guestEmail: email.toLowerCase(),
      url: '/rent/bikaner?bedrooms=2',
      name: '2 BHK homes for rent in Bikaner',
      frequency: 'weekly',
      locale: 'hi',
      confirmedAt: null,
      purpose: 'rent',
      citySlug: 'bikaner',
      bedroomsExact: [2],
    });

    const [mail, ...others] = await mailsTo(testApp, email.toLowerCase());
    expect(others).toHaveLength(0);
    expect(mail?.subject).toBe('अपने प्रॉपर्टी अलर्ट की पुष्टि करें');
    expect(mail?.text).toContain('2 BHK homes for rent in Bikaner');
    expect(mail?.text).toContain('कुछ नया होने पर हफ़्ते में एक बार अलर्ट आएगा।');
    expect(mail?.text).toMatch(/\/hi\/alerts\/confirm\?token=[\w-]+\.[\w-]+/);
    expect(mail?.text).toContain(`${ALERT_CONFIRM_LINK_DAYS} दिन`);
  });

  it('says the same for a second request: a fresh link while it waits, nothing changed once it is on', async () => {
    const email = guestAddress('ravi');
    const ask = (frequency: string) => requestAlert(testApp, { email, url: '/rent', name: 'Any rental', frequency });
    const first = await ask('daily');
    const firstToken = await confirmTokenFor(testApp, email);
    now = new Date(now.getTime() + 1000);
    const second = await ask('instant');
    const secondToken = await confirmTokenFor(testApp, email);
    expect(second.statusCode).toBe(202);
    expect(second.body).toBe(first.body);
    expect(secondToken).not.toBe(firstToken);
    const [waiting] = await alertsOf(email);
    // While it waits, the latest request is what the link confirms.
    expect(waiting).toMatchObject({ frequency: 'instant', confirmedAt: null });

    expect((await confirmLink('POST', firstToken)).statusCode).toBe(200);
    const third = await ask('weekly');
    expect(third.statusCode).toBe(202);
    expect(third.body).toBe(first.body);
    const mails = await mailsTo(testApp, email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Confirm your property alert',
      'Confirm your property alert',
      'Your property alert is already on',
    ]);
    expect(mails[2]?.text).toContain('/rent');
    expect(mails[2]?.text).toMatch(/Stop alerts for “Any rental”: \S+\/alerts\/unsubscribe\?token=/);
    // Whoever types an address cannot change the alerts it confirmed.
    const [on] = await alertsOf(email);
    expect(on?.frequency).toBe('instant');
    expect(on?.confirmedAt).not.toBeNull();
    expect(await alertsOf(email)).toHaveLength(1);
  });

  it('asks for the link again once its unsubscribe link turned it off', async () => {
    const email = guestAddress('off');
    await requestAlert(testApp, { email, url: '/buy' });
    const token = await confirmTokenFor(testApp, email);
    await confirmLink('POST', token);
    const [alert] = await alertsOf(email);
    const stop = signUnsubscribe(SECRET, alert?.id as string, now);
    expect((await testApp.app.inject({ method: 'POST', url: `/api/alerts/unsubscribe?token=${stop}` })).json()).toEqual(
      { name: alert?.name, frequency: 'off' },
    );

    expect((await requestAlert(testApp, { email, url: '/buy', frequency: 'weekly' })).statusCode).toBe(202);
    expect(await alertById(alert?.id as string)).toMatchObject({ frequency: 'weekly', confirmedAt: null });
    expect((await mailsTo(testApp, email)).at(-1)?.subject).toBe('Confirm your property alert');
  });

  it('is a guest alert for the typed address even when someone is signed in', async () => {
    const email = guestAddress('friend');
    const response = await requestAlert(testApp, { email, url: '/pg' }, member.cookie);
    expect(response.statusCode, response.body).toBe(202);
    const [alert] = await alertsOf(email);
    expect(alert).toMatchObject({ userId: null, guestEmail: email });
  });

  it('keeps an address to 20 alerts, waiting and confirmed together (409), and a repeat still answers 202', async () => {
    const email = guestAddress('many');
    for (let index = 0; index < MAX_GUEST_ALERTS_PER_EMAIL; index += 1) {
      await resetAddressLimits(email);
      const response = await requestAlert(testApp, { email, url: `/rent?minPrice=${1000 + index}` });
      expect(response.statusCode, response.body).toBe(202);
    }
    await confirmLink('POST', await confirmTokenFor(testApp, email));
    const mailed = (await mailsTo(testApp, email)).length;
    await resetAddressLimits(email);
    const refused = await requestAlert(testApp, { email, url: '/rent?minPrice=5000' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(GUEST_ALERT_MESSAGES.limitReached);
    expect(await alertsOf(email)).toHaveLength(MAX_GUEST_ALERTS_PER_EMAIL);
    expect(await mailsTo(testApp, email)).toHaveLength(mailed);

    const repeat = await requestAlert(testApp, { email, url: '/rent?minPrice=1000' });
    expect(repeat.statusCode, repeat.body).toBe(202);
  });

  it('limits requests per address and per connection (429), so nobody can fill an inbox', async () => {
    const email = guestAddress('target');
    const answers: number[] = [];
    for (let index = 0; index < 9; index += 1) {
      answers.push((await requestAlert(testApp, { email, url: `/buy?minPrice=${100 + index}` })).statusCode);
    }
    expect(answers).toEqual([202, 202, 202, 202, 202, 202, 202, 202, 429]);
    expect(await mailsTo(testApp, email)).toHaveLength(8);

    const fromOneConnection = (index: number) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/alerts',
        remoteAddress: '10.99.0.1',
        payload: { email: guestAddress(`ip${index}`), url: '/commercial' },
      });
    for (let index = 0; index < 30; index += 1) expect((await fromOneConnection(index)).statusCode).toBe(202);
    const limited = await fromOneConnection(30);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(GUEST_ALERT_MESSAGES.rateLimited);
  });

  it('refuses bad input with a 400 naming the field, storing and mailing nothing', async () => {
    const email = guestAddress('bad');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ url: '/rent' }, 'email', GUEST_ALERT_MESSAGES.emailRequired],
      [{ email }, 'url', SAVED_SEARCH_MESSAGES.urlRequired],
      [{ email, url: '/about' }, 'url', SAVED_SEARCH_MESSAGES.notAResultsPage],
      [{ email, url: '/rent/atlantis' }, 'url', SAVED_SEARCH_MESSAGES.unknownPlace],
      [{ email, url: '/rent', frequency: 'off' }, 'frequency', GUEST_ALERT_MESSAGES.frequencyInvalid],
      [{ email, url: '/rent', locale: 'fr' }, 'locale', GUEST_ALERT_MESSAGES.localeInvalid],
    ];
    for (const [payload, field, message] of cases) {
      const response = await requestAlert(testApp, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.fields[field], JSON.stringify(payload)).toBe(message);
    }
    expect(await alertsOf(email)).toHaveLength(0);
    expect(await mailsTo(testApp, email)).toHaveLength(0);
  });
});

describe('a guest alert’s confirmation link', () => {
  async function waitingAlert(label: string) {
    const email = guestAddress(label);
    await requestAlert(testApp, { email, url: '/rent/bikaner', name: 'Rentals in Bikaner', frequency: 'instant' });
    const [alert] = await alertsOf(email);
    return { email, id: alert?.id as string, token: await confirmTokenFor(testApp, email) };
  }

  it('names the alert without changing it (GET), then turns it on (POST, twice is fine)', async () => {
    const { id, token } = await waitingAlert('confirm');
    const read = await confirmLink('GET', token);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
    const named = { name: 'Rentals in Bikaner', url: '/rent/bikaner', frequency: 'instant', account: false };
    expect(read.json()).toEqual({ ...named, confirmed: false });
    expect((await alertById(id))?.confirmedAt).toBeNull();

    const confirmedAt = now;
    for (const attempt of [1, 2]) {
      now = new Date(now.getTime() + 60_000);
      const confirmed = await confirmLink('POST', token);
      expect(confirmed.statusCode, `${attempt}: ${confirmed.body}`).toBe(200);
      expect(confirmed.json()).toEqual({ ...named, confirmed: true });
    }
    // The first opening is when it went on.
    expect((await alertById(id))?.confirmedAt?.getTime()).toBe(confirmedAt.getTime() + 60_000);
    expect((await confirmLink('GET', token)).json()).toEqual({ ...named, confirmed: true });
  });

  it('refuses a tampered, foreign, unsubscribe, too old or missing token with a 400 in words, changing nothing', async () => {
    const { id, token } = await waitingAlert('tamper');
    const [payload, mac] = token.split('.');
    const otherId = Buffer.from(`00000000-0000-4000-8000-000000000000|${now.getTime()}`).toString('base64url');
    const old = signConfirmation(SECRET, id, new Date(now.getTime() - (ALERT_CONFIRM_LINK_DAYS * DAY + 60_000)));
    const cases: [string, string][] = [
      [`${otherId}.${mac}`, GUEST_ALERT_MESSAGES.linkInvalid],
      [`${payload}.${mac?.slice(0, -2)}AA`, GUEST_ALERT_MESSAGES.linkInvalid],
      [signConfirmation('another-secret-of-at-least-32-characters', id, now), GUEST_ALERT_MESSAGES.linkInvalid],
      // Signed by this server for other purposes: an alert's unsubscribe link, a reminder's link.
      [signUnsubscribe(SECRET, id, now), GUEST_ALERT_MESSAGES.linkInvalid],
      [signLink(SECRET, { propertyId: id, action: 'renew', expiresAt: now }), GUEST_ALERT_MESSAGES.linkInvalid],
      ['not a token', GUEST_ALERT_MESSAGES.linkInvalid],
      ['', GUEST_ALERT_MESSAGES.linkInvalid],
      ['x'.repeat(5000), GUEST_ALERT_MESSAGES.linkInvalid],
      [old, GUEST_ALERT_MESSAGES.linkExpired],
    ];
    for (const [given, message] of cases) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await confirmLink(method, given);
        expect(response.statusCode, `${method} ${given}: ${response.body}`).toBe(400);
        expect(response.json().error.message).toBe(message);
      }
    }
    const none = await testApp.app.inject({ method: 'POST', url: '/api/alerts/confirm' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.token).toBe(ALERT_MESSAGES.tokenRequired);
    // Nor does the confirmation token unsubscribe.
    const unsubscribe = await testApp.app.inject({ method: 'POST', url: `/api/alerts/unsubscribe?token=${token}` });
    expect(unsubscribe.statusCode).toBe(400);
    expect(unsubscribe.json().error.message).toBe(ALERT_MESSAGES.linkInvalid);
    expect(await alertById(id)).toMatchObject({ confirmedAt: null, frequency: 'instant' });
  });

  it('works until the link is ALERT_CONFIRM_LINK_DAYS old', async () => {
    const { token } = await waitingAlert('late');
    const sent = now;
    now = new Date(sent.getTime() + ALERT_CONFIRM_LINK_DAYS * DAY);
    expect((await confirmLink('POST', token)).statusCode).toBe(200);
    now = sent;
  });

  it('says an alert deleted meanwhile is gone (404)', async () => {
    const { id, token } = await waitingAlert('gone');
    await testApp.database.db.delete(savedSearches).where(eq(savedSearches.id, id));
    for (const method of ['GET', 'POST'] as const) {
      const response = await confirmLink(method, token);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(GUEST_ALERT_MESSAGES.alertGone);
    }
  });
});

describe('the guest-alert-cleanup job', () => {
  it('deletes alerts whose link lapsed unopened, and keeps confirmed ones and younger ones', async () => {
    const stale = guestAddress('stale');
    await requestAlert(testApp, { email: stale, url: '/rent' });
    const kept = guestAddress('kept');
    await requestAlert(testApp, { email: kept, url: '/rent' });
    await confirmLink('POST', await confirmTokenFor(testApp, kept));
    const sent = now;
    now = new Date(sent.getTime() + ALERT_CONFIRM_LINK_DAYS * DAY - 60_000);
    const young = guestAddress('young');
    await requestAlert(testApp, { email: young, url: '/rent' });

    const job = testApp.app.jobs.definitions.find((definition) => definition.name === 'guest-alert-cleanup');
    const summary = await job?.run(new Date(sent.getTime() + ALERT_CONFIRM_LINK_DAYS * DAY + 60_000));
    expect(summary?.deleted).toBeGreaterThanOrEqual(1);
    expect(await alertsOf(stale)).toHaveLength(0);
    expect(await alertsOf(kept)).toHaveLength(1);
    expect(await alertsOf(young)).toHaveLength(1);
    now = sent;
  });
});
