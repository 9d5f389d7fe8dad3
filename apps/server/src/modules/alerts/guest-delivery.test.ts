import { listingBody, newRegistration } from '@aangan/testing';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, codeFor, createVerifiedAccount, post } from '../../../test/accounts.ts';
import { confirmedAlert, confirmTokenFor, guestAddress, mailsTo, requestAlert } from '../../../test/guest-alerts.ts';
import { runInstantAlerts } from '../../../test/instant-alerts.ts';
import { sendAs } from '../../../test/listings.ts';
import { cookiesFrom, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { savedSearchAlerts, savedSearches } from '../../db/schema.ts';

/**
 * Guest alerts at work (decision 029, Guests): nothing goes out while one waits for its link, confirmed ones
 * are mailed like a person's searches (one mail per address), and an account that proves the address
 * takes them over with their ledger. Each test posts in a city of its own, so only its own alerts match.
 */
let testApp: TestApp;
let poster: Account;

beforeAll(async () => {
  testApp = await createTestApp();
  poster = await createVerifiedAccount(testApp);
});
afterAll(async () => {
  await testApp.close();
});

/** What a listing's change set going: its instant alerts sent, the mail written. */
async function settled(): Promise<void> {
  await runInstantAlerts(testApp);
}

async function list(city: string, title: string): Promise<string> {
  for (const window of ['hour', 'day']) {
    await testApp.rateLimitStore.reset(`listing-create:user:${window}:${poster.id.toLowerCase()}`);
  }
  const body = listingBody({ title, location: { ...listingBody().location, city } });
  const response = await sendAs(testApp, 'POST', '/api/properties', poster.cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  await settled();
  return response.json().id;
}

/** The alert mails an address got (not its confirmation mails). */
const alertMailsTo = async (email: string) =>
  (await mailsTo(testApp, email)).filter((mail) => mail.text.includes('/property/'));

const guestAlertsOf = (email: string) =>
  testApp.database.db
    .select()
    .from(savedSearches)
    .where(sql`lower(${savedSearches.guestEmail}) = ${email.toLowerCase()}`);
const searchesOf = (userId: string) =>
  testApp.database.db.select().from(savedSearches).where(eq(savedSearches.userId, userId));

/** Spaces an address's guest alerts a minute apart in the order given, so 'oldest first' is certain. */
async function dateInOrder(email: string, urls: readonly string[]) {
  const base = Date.now() - 60 * 60_000;
  for (const [index, url] of urls.entries()) {
    await testApp.database.db
      .update(savedSearches)
      .set({ createdAt: new Date(base + index * 60_000) })
      .where(and(sql`lower(${savedSearches.guestEmail}) = ${email}`, eq(savedSearches.url, url)));
  }
}

async function resetAddressLimits(email: string) {
  for (const window of ['hour', 'day']) await testApp.rateLimitStore.reset(`guest-alert:email:${window}:${email}`);
}

describe('alerts to a guest', () => {
  it('send nothing while the alert waits; once confirmed, instant alerts in its language with a guest’s footer', async () => {
    await list('Bhilwara', 'First flat in Bhilwara');
    const email = guestAddress('asha');
    const asked = await requestAlert(testApp, {
      email,
      url: '/rent/bhilwara',
      name: 'भीलवाड़ा में किराये के घर',
      frequency: 'instant',
      locale: 'hi',
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const whileWaiting = await list('Bhilwara', 'Posted while waiting');
    expect(await alertMailsTo(email)).toHaveLength(0);
    const claims = await testApp.database.db
      .select()
      .from(savedSearchAlerts)
      .where(eq(savedSearchAlerts.propertyId, whileWaiting));
    expect(claims).toHaveLength(0);

    const token = /\/alerts\/confirm\?token=([\w.-]+)/.exec((await mailsTo(testApp, email))[0]?.text ?? '')?.[1];
    const confirmed = await testApp.app.inject({ method: 'POST', url: `/api/alerts/confirm?token=${token}` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const id = await list('Bhilwara', 'Posted once confirmed');

    const [mail, ...more] = await alertMailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('1 नई लिस्टिंग आपके प्रॉपर्टी अलर्ट से मेल खाती है');
    expect(mail?.text.startsWith('नमस्ते,')).toBe(true);
    expect(mail?.text).toContain('Posted once confirmed');
    expect(mail?.text).not.toContain('Posted while waiting');
    expect(mail?.text).toContain(`/hi/property/${id}`);
    expect(mail?.text).toContain('आपकी खोज “भीलवाड़ा में किराये के घर”');
    expect(mail?.text).toContain('इसी पते से उनकी पुष्टि की थी');
    // No account, so no Saved searches page to send a guest to.
    expect(mail?.text).not.toContain('/saved-searches');

    // The mail's stop link works for a guest alert as for a person's search.
    const stop = /\/hi\/alerts\/unsubscribe\?token=([\w.-]+)/.exec(mail?.text ?? '')?.[1];
    const stopped = await testApp.app.inject({ method: 'POST', url: `/api/alerts/unsubscribe?token=${stop}` });
    expect(stopped.json()).toEqual({ name: 'भीलवाड़ा में किराये के घर', frequency: 'off' });
    await list('Bhilwara', 'Posted after stopping');
    expect(await alertMailsTo(email)).toHaveLength(1);
  });

  it('send one digest per address covering its alerts, and none for an alert still waiting', async () => {
    await list('Sikar', 'First flat in Sikar');
    const email = guestAddress('digest');
    await confirmedAlert(testApp, { email, url: '/rent/sikar', name: 'Sikar rentals' });
    await confirmedAlert(testApp, { email, url: '/rent/sikar?bedrooms=2', name: 'Sikar 2 BHK' });
    await requestAlert(testApp, { email, url: '/rent/sikar?maxPrice=100000', name: 'Sikar waiting' });
    const neighbour = guestAddress('neighbour');
    await confirmedAlert(testApp, { email: neighbour, url: '/rent/sikar', name: 'Sikar for the neighbour' });
    await list('Sikar', 'Flat near the Sikar fort');

    const job = testApp.app.jobs.definitions.find((definition) => definition.name === 'alert-digests-daily');
    await job?.run(new Date(Date.now() + 60_000));
    await settled();
    const [mail, ...more] = await alertMailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('2 new listings match your property alerts');
    expect(mail?.text.startsWith('Namaste,')).toBe(true);
    expect(mail?.text).toContain('Your search “Sikar rentals”');
    expect(mail?.text).toContain('Your search “Sikar 2 BHK”');
    expect(mail?.text).not.toContain('Sikar waiting');
    expect(mail?.text.match(/Flat near the Sikar fort/g)).toHaveLength(2);
    expect(mail?.text).toContain('Sign up on Aangan with this address');
    expect(await alertMailsTo(neighbour)).toHaveLength(1);
  });
});

describe('an account that proves the address', () => {
  it('takes over its guest alerts at sign-up, waiting ones too, with their ledger: nothing is mailed twice', async () => {
    await list('Churu', 'First flat in Churu');
    const email = guestAddress('adopt');
    await confirmedAlert(testApp, { email, url: '/rent/churu', name: 'Churu instant', frequency: 'instant' });
    const listed = await list('Churu', 'Churu flat');
    expect(await alertMailsTo(email)).toHaveLength(1);
    await requestAlert(testApp, { email, url: '/buy/churu', name: 'Churu to buy' });

    const person = await createVerifiedAccount(testApp, { email });
    const listed2 = await sendAs(testApp, 'GET', '/api/saved-searches', person.cookie);
    expect(
      listed2
        .json()
        .items.map((item: { name: string }) => item.name)
        .sort(),
    ).toEqual(['Churu instant', 'Churu to buy']);
    const rows = await searchesOf(person.id);
    expect(rows.every((row) => row.guestEmail === null && row.confirmedAt !== null)).toBe(true);
    expect(await guestAlertsOf(email)).toHaveLength(0);

    // The ledger came along: an edit of the listing already mailed goes to nobody again.
    const edited = await sendAs(
      testApp,
      'PATCH',
      `/api/properties/${listed}`,
      poster.cookie,
      listingBody({ title: 'Churu flat, repainted', location: { ...listingBody().location, city: 'Churu' } }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    await settled();
    expect(await alertMailsTo(email)).toHaveLength(1);
    // A new listing goes to the person now, by name, pointing to their Saved searches.
    await list('Churu', 'Churu second flat');
    const mails = await alertMailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text.startsWith('Namaste Asha Sharma,')).toBe(true);
    expect(mails[1]?.text).toContain('/saved-searches');
  });

  it('takes all 20 an address may have at sign-up (an account being made has no searches of its own yet)', async () => {
    const email = guestAddress('twenty');
    const urls = Array.from({ length: 20 }, (_, index) => `/rent?minPrice=${2000 + index}`);
    for (const url of urls) {
      await resetAddressLimits(email);
      expect((await requestAlert(testApp, { email, url })).statusCode).toBe(202);
    }
    const person = await createVerifiedAccount(testApp, { email });
    expect((await searchesOf(person.id)).map((row) => row.url).sort()).toEqual([...urls].sort());
    expect(await guestAlertsOf(email)).toHaveLength(0);
  });

  it('takes them at a password reset too: a search it has already is dropped, and it stops at 20, oldest first', async () => {
    const person = await createVerifiedAccount(testApp);
    const ownUrls = Array.from({ length: 18 }, (_, index) => `/buy?minPrice=${3000 + index}`);
    for (const url of ownUrls) {
      expect((await sendAs(testApp, 'POST', '/api/saved-searches', person.cookie, { url })).statusCode).toBe(201);
    }
    const guestUrls = ['/buy?minPrice=3000', '/pg', '/commercial', '/rent?maxPrice=9000'];
    for (const url of guestUrls)
      expect((await requestAlert(testApp, { email: person.email, url })).statusCode).toBe(202);
    await dateInOrder(person.email, guestUrls);

    expect((await post(testApp, '/api/auth/forgot-password', { email: person.email })).statusCode).toBe(204);
    const code = await codeFor(testApp, person.email, 'password reset');
    const reset = await post(testApp, '/api/auth/reset-password', {
      email: person.email,
      code,
      newPassword: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    });
    expect(reset.statusCode, reset.body).toBe(204);

    const owned = await searchesOf(person.id);
    expect(owned).toHaveLength(20);
    expect(owned.filter((row) => row.url === '/buy?minPrice=3000')).toHaveLength(1);
    expect(owned.map((row) => row.url)).toEqual(expect.arrayContaining(['/pg', '/commercial']));
    expect((await guestAlertsOf(person.email)).map((row) => row.url)).toEqual(['/rent?maxPrice=9000']);

    // Confirming one now keeps it a guest alert: the account is full.
    const confirmed = await confirmedAlert(testApp, { email: person.email, url: '/rent?maxPrice=9000' });
    expect(confirmed).toMatchObject({ confirmed: true, account: false });
    // Once the account has made room, opening the link again moves it over.
    const signedIn = cookiesFrom(
      await post(testApp, '/api/auth/sign-in', { email: person.email, password: 'brand-new-1' }),
    );
    const room = owned.find((row) => row.url === '/pg');
    expect((await sendAs(testApp, 'DELETE', `/api/saved-searches/${room?.id}`, signedIn)).statusCode).toBe(204);
    const token = await confirmTokenFor(testApp, person.email);
    const again = await testApp.app.inject({ method: 'POST', url: `/api/alerts/confirm?token=${token}` });
    expect(again.json()).toMatchObject({ url: '/rent?maxPrice=9000', confirmed: true, account: true });
    expect(await guestAlertsOf(person.email)).toHaveLength(0);
  });

  it('makes a confirmed alert the account’s at once when a verified account has the address', async () => {
    const person = await createVerifiedAccount(testApp);
    const mine = await sendAs(testApp, 'POST', '/api/saved-searches', person.cookie, {
      url: '/rent?maxPrice=7000',
      name: 'Mine',
    });
    await sendAs(testApp, 'PATCH', `/api/saved-searches/${mine.json().id}`, person.cookie, { frequency: 'off' });

    const adopted = await confirmedAlert(testApp, { email: person.email, url: '/pg', name: 'PG', frequency: 'weekly' });
    expect(adopted).toEqual({ name: 'PG', url: '/pg', frequency: 'weekly', confirmed: true, account: true });
    // One the account saved already: the guest alert goes, the account's answers, switched on as asked.
    const duplicate = await confirmedAlert(testApp, {
      email: person.email,
      url: '/rent?maxPrice=7000',
      frequency: 'instant',
    });
    expect(duplicate).toEqual({
      name: 'Mine',
      url: '/rent?maxPrice=7000',
      frequency: 'instant',
      confirmed: true,
      account: true,
    });
    const owned = await searchesOf(person.id);
    expect(owned.map((row) => `${row.name}:${row.frequency}`).sort()).toEqual(['Mine:instant', 'PG:weekly']);
    expect(await guestAlertsOf(person.email)).toHaveLength(0);

    // An account still waiting for its code does not take it; its code will.
    const registration = newRegistration();
    expect((await post(testApp, '/api/auth/sign-up', registration)).statusCode).toBe(201);
    const pending = await confirmedAlert(testApp, { email: registration.email, url: '/pg' });
    expect(pending).toMatchObject({ confirmed: true, account: false });
    const code = await codeFor(testApp, registration.email, 'verification');
    const verified = await post(testApp, '/api/auth/verify-email', { email: registration.email, code });
    expect(verified.statusCode, verified.body).toBe(200);
    const taken = await testApp.database.db
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.userId, verified.json().id), isNull(savedSearches.guestEmail)));
    expect(taken.map((row) => row.url)).toEqual(['/pg']);
  });
});
