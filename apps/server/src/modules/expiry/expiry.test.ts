import { EXPIRY_MESSAGES, PROPERTY_NOT_FOUND_MESSAGE } from '@aangan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from '../../../test/accounts.ts';
import { createListing, sendAs } from '../../../test/listings.ts';
import { createTeamMember, mailsTo } from '../../../test/team.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { properties } from '../../db/schema.ts';
import { expireListings } from './expiry-jobs.ts';

const DAY = 86_400_000;
/** The clock the app's expiry works as of; each test sets it. */
let now = new Date('2027-01-01T06:30:00Z');
const testApp = await createTestApp({ AUTH_SECRET: 'expiry-test-secret-of-at-least-32-chars' }, undefined, () => now);
const db = testApp.database.db;
afterAll(() => testApp.close());

const owner = await createVerifiedAccount(testApp, { name: 'Meera Owner' });
const other = await createVerifiedAccount(testApp);
const moderator = await createTeamMember(testApp, 'moderator');
/** A job of the app's registry, run directly with the test's clock. */
function registered(name: string) {
  const job = testApp.app.jobs.definitions.find((definition) => definition.name === name);
  if (!job) throw new Error(`${name} is registered`);
  return job;
}
const reminders = registered('expiry-reminders');
const sweep = registered('expire-listings');

const rowOf = async (id: string) => (await db.select().from(properties).where(eq(properties.id, id)))[0];
let sequence = 0;

/** A listing of the owner's whose period ends `left` ms after `now`. */
async function listingEnding(left: number): Promise<string> {
  sequence += 1;
  await testApp.rateLimitStore.reset(`listing-create:user:hour:${owner.id.toLowerCase()}`);
  await testApp.rateLimitStore.reset(`listing-create:user:day:${owner.id.toLowerCase()}`);
  const id = await createListing(testApp, owner.cookie, { title: `2 BHK quorvat${sequence} near the lake` });
  await db
    .update(properties)
    .set({ confirmedAt: new Date(now.getTime() + left - 60 * DAY), expiresAt: new Date(now.getTime() + left) })
    .where(eq(properties.id, id));
  return id;
}

/** The reminder mails about one listing so far. */
async function remindersAbout(id: string) {
  const title = (await rowOf(id))?.title ?? '';
  return (await mailsTo(testApp, owner.email)).filter(
    (mail) => mail.subject === EXPIRY_MESSAGES.reminderSubject && mail.text.includes(title),
  );
}

/** The token of a reminder's link for an action. */
function tokenIn(text: string, label: string): string {
  const line = text.split('\n').find((row) => row.startsWith(`${label}: `)) ?? '';
  return new URL(line.slice(label.length + 2)).searchParams.get('token') ?? '';
}

/** What the link page posts: the token and the action it showed (the token's own unless a test says otherwise). */
const answerLink = (token: string, action = actionOf(token)) =>
  sendAs(testApp, 'POST', '/api/listing-status', undefined, { token, action });
const tokens = new Map<string, string>();
const actionOf = (token: string) => tokens.get(token) ?? 'renew';
const restore = (id: string) => sendAs(testApp, 'POST', `/api/admin/listings/${id}/restore`, moderator.cookie, {});

describe('the expiry sweep', () => {
  it('expires a listing at the moment its period ends, not a second before, and only once', async () => {
    now = new Date('2027-01-01T06:30:00Z');
    const id = await listingEnding(1000);
    expect(await sweep.run(now)).toMatchObject({ expired: 0 });
    expect(await rowOf(id)).toMatchObject({ listed: true, expiredAt: null });
    now = new Date(now.getTime() + 1000);
    expect((await sweep.run(now)).expired).toBeGreaterThanOrEqual(1);
    expect(await rowOf(id)).toMatchObject({ listed: false, expiredAt: now });
    expect(await expireListings(db, now)).toEqual({ expired: 0 });
  });

  it('takes an expired listing out of search and answers 404 to others; its owner sees Expired in My Properties', async () => {
    now = new Date('2027-02-01T06:30:00Z');
    const id = await listingEnding(-1);
    await sweep.run(now);
    const detail = await sendAs(testApp, 'GET', `/api/properties/${id}`, other.cookie);
    expect(detail.statusCode).toBe(404);
    expect(detail.json().error.message).toBe(PROPERTY_NOT_FOUND_MESSAGE);
    const search = await sendAs(testApp, 'GET', `/api/properties?q=quorvat${sequence}`);
    expect(search.json().total).toBe(0);
    const mine = await sendAs(testApp, 'GET', '/api/me/properties', owner.cookie);
    const item = mine.json().items.find((listing: { id: string }) => listing.id === id);
    expect(item.expiry).toMatchObject({ listed: false, expiredAt: now.toISOString(), withdrawnAt: null });
  });
});

describe('the reminders', () => {
  it('mails 7 days and 1 day before, each once, with two signed links', async () => {
    now = new Date('2027-03-01T06:30:00Z');
    const id = await listingEnding(7 * DAY + 1000);
    await reminders.run(now);
    expect(await remindersAbout(id)).toHaveLength(0);
    now = new Date(now.getTime() + 1000);
    await reminders.run(now);
    await reminders.run(now);
    const [first, ...more] = await remindersAbout(id);
    expect(more).toHaveLength(0);
    expect(first?.text).toContain(`${EXPIRY_MESSAGES.stillAvailable}: `);
    expect(first?.text).toContain(`${EXPIRY_MESSAGES.noLongerAvailable}: `);
    expect(first?.subject).toBe('Is your property still available?');
    now = new Date(now.getTime() + 5 * DAY);
    await reminders.run(now);
    expect(await remindersAbout(id)).toHaveLength(1);
    now = new Date(now.getTime() + DAY);
    await reminders.run(now);
    await reminders.run(now);
    expect(await remindersAbout(id)).toHaveLength(2);
    expect((await rowOf(id))?.expiryReminderDays).toBe(1);
  });

  it('sends none for a hidden or an expired listing', async () => {
    now = new Date('2027-04-01T06:30:00Z');
    const hidden = await listingEnding(DAY / 2);
    const hide = await sendAs(testApp, 'POST', `/api/admin/listings/${hidden}/hide`, moderator.cookie, {
      reason: 'spam',
    });
    expect(hide.statusCode).toBe(200);
    const expired = await listingEnding(-1);
    await sweep.run(now);
    await reminders.run(now);
    expect(await remindersAbout(hidden)).toHaveLength(0);
    expect(await remindersAbout(expired)).toHaveLength(0);
  });
});

describe('the signed links', () => {
  async function remindedListing() {
    now = new Date('2027-05-01T06:30:00Z');
    const id = await listingEnding(3 * DAY);
    await reminders.run(now);
    const mail = (await remindersAbout(id)).at(-1);
    if (!mail) throw new Error('a reminder was mailed');
    const renew = tokenIn(mail.text, EXPIRY_MESSAGES.stillAvailable);
    const withdraw = tokenIn(mail.text, EXPIRY_MESSAGES.noLongerAvailable);
    tokens.set(renew, 'renew').set(withdraw, 'withdraw');
    return { id, renew, withdraw };
  }

  it('renews once with "still available": a new period from now, reminders reset; used again it changes nothing', async () => {
    const { id, renew, withdraw } = await remindedListing();
    const answer = await answerLink(renew);
    expect(answer.statusCode, answer.body).toBe(200);
    const expiresAt = new Date(now.getTime() + testApp.config.LISTING_TTL_DAYS * DAY).toISOString();
    expect(answer.json()).toMatchObject({ action: 'renew', expiry: { listed: true, expiresAt } });
    expect(await rowOf(id)).toMatchObject({ confirmedAt: now, expiryReminderDays: null });
    const again = await answerLink(renew);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(EXPIRY_MESSAGES.linkInvalid);
    // The other link of the same mail was for the period that ended with the renewal.
    expect((await answerLink(withdraw)).statusCode).toBe(409);
    expect((await rowOf(id))?.expiresAt.toISOString()).toBe(expiresAt);
  });

  it('marks it let or sold with "no longer available", out of search until renewed', async () => {
    const { id, withdraw } = await remindedListing();
    const answer = await answerLink(withdraw);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      action: 'withdraw',
      expiry: { listed: false, withdrawnAt: now.toISOString() },
    });
    expect((await answerLink(withdraw)).statusCode).toBe(409);
    expect((await sendAs(testApp, 'GET', `/api/properties/${id}`, other.cookie)).statusCode).toBe(404);
  });

  it('refuses a tampered link, one for another listing or action, and one whose period has ended, changing nothing', async () => {
    const first = await remindedListing();
    const second = await remindedListing();
    const [payload, mac] = first.renew.split('.');
    const [otherPayload] = second.withdraw.split('.');
    for (const token of [`${payload}.${mac?.slice(0, -2)}xx`, `${otherPayload}.${mac}`, `${payload}`, 'not a token']) {
      const answer = await answerLink(token);
      expect(answer.statusCode, answer.body).toBe(400);
      const { message, fields } = answer.json().error;
      // A token unsigned by us is refused by its signature; one that is not a token at all, by its form.
      expect(fields?.token ?? message).toBe(EXPIRY_MESSAGES.linkInvalid);
    }
    expect((await answerLink('')).statusCode).toBe(400);
    // The page said 'let or sold' but the token says renew (or the other way): nothing happens.
    expect((await answerLink(first.renew, 'withdraw')).statusCode).toBe(400);
    expect((await answerLink(first.withdraw, 'renew')).statusCode).toBe(400);
    now = new Date(now.getTime() + 3 * DAY);
    const late = await answerLink(first.renew);
    expect(late.statusCode).toBe(409);
    expect(await rowOf(first.id)).toMatchObject({ listed: true, withdrawnAt: null, expiredAt: null });
  });
});

describe('Renew and the other ways back into view', () => {
  it('renews an expired listing from My Properties; a live one is extended; others are refused', async () => {
    now = new Date('2027-06-01T06:30:00Z');
    const id = await listingEnding(-1);
    await sweep.run(now);
    expect((await sendAs(testApp, 'POST', `/api/properties/${id}/renew`, other.cookie)).statusCode).toBe(403);
    expect((await sendAs(testApp, 'POST', `/api/properties/${id}/renew`)).statusCode).toBe(401);
    const renewed = await sendAs(testApp, 'POST', `/api/properties/${id}/renew`, owner.cookie);
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json()).toMatchObject({ listed: true, expiredAt: null });
    now = new Date(now.getTime() + DAY);
    const extended = await sendAs(testApp, 'POST', `/api/properties/${id}/renew`, owner.cookie);
    expect(extended.json().expiresAt).toBe(
      new Date(now.getTime() + testApp.config.LISTING_TTL_DAYS * DAY).toISOString(),
    );
    const missing = await sendAs(
      testApp,
      'POST',
      '/api/properties/00000000-0000-4000-8000-000000000000/renew',
      owner.cookie,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('keeps a listing whose period ran out while hidden down when the team restores it, marked expired', async () => {
    now = new Date('2027-07-01T06:30:00Z');
    const id = await listingEnding(DAY);
    await sendAs(testApp, 'POST', `/api/admin/listings/${id}/hide`, moderator.cookie, { reason: 'spam' });
    now = new Date(now.getTime() + 2 * DAY);
    await db
      .update(properties)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(properties.id, id));
    const restored = await restore(id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().state).toBe('expired');
    expect(await rowOf(id)).toMatchObject({ listed: false, hiddenAt: null });
    expect((await rowOf(id))?.expiredAt).not.toBeNull();
  });

  it('renewing a hidden listing keeps it down; a suspended owner’s expired listing stays down when lifted', async () => {
    now = new Date();
    const hidden = await listingEnding(3 * DAY);
    await sendAs(testApp, 'POST', `/api/admin/listings/${hidden}/hide`, moderator.cookie, { reason: 'spam' });
    const renewed = await sendAs(testApp, 'POST', `/api/properties/${hidden}/renew`, owner.cookie);
    expect(renewed.json()).toMatchObject({ listed: false });

    const admin = await createTeamMember(testApp, 'admin');
    const seller = await createVerifiedAccount(testApp);
    const theirs = await createListing(testApp, seller.cookie);
    const suspend = await sendAs(testApp, 'POST', `/api/admin/accounts/${seller.id}/suspend`, admin.cookie, {
      reason: 'Spam',
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    await db
      .update(properties)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(properties.id, theirs));
    const lifted = await sendAs(testApp, 'POST', `/api/admin/accounts/${seller.id}/unsuspend`, admin.cookie, {});
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(await rowOf(theirs)).toMatchObject({ listed: false });
    expect((await rowOf(theirs))?.expiredAt).not.toBeNull();
  });
});
