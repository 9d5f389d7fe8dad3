import { listingBody, readOutbox } from '@aangan/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount } from '../../../test/accounts.ts';
import { sendAs } from '../../../test/listings.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { properties, savedSearchAlerts, savedSearches } from '../../db/schema.ts';

/**
 * Instant alerts (decision 029): each test posts in a city of its own, so only its own searches match.
 * The alert job runs as background work after the write; the tests wait for it, then for the mailer.
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

async function settled(): Promise<void> {
  await testApp.app.backgroundWork.idle();
  await testApp.mailer.idle();
}

async function seeker(searches: { url: string; frequency: string }[]): Promise<Account> {
  const account = await createVerifiedAccount(testApp);
  for (const { url, frequency } of searches) {
    const saved = await sendAs(testApp, 'POST', '/api/saved-searches', account.cookie, { url });
    expect(saved.statusCode, saved.body).toBe(201);
    await sendAs(testApp, 'PATCH', `/api/saved-searches/${saved.json().id}`, account.cookie, { frequency });
  }
  return account;
}

const mailsTo = async (account: Account) =>
  (await readOutbox(testApp.outboxDir)).filter(
    (mail) => mail.to === account.email && mail.text.includes('/alerts/unsubscribe?token='),
  );

async function list(city: string, overrides: Parameters<typeof listingBody>[0] = {}): Promise<string> {
  for (const window of ['hour', 'day']) {
    await testApp.rateLimitStore.reset(`listing-create:user:${window}:${poster.id.toLowerCase()}`);
  }
  const body = listingBody({ ...overrides, location: { ...listingBody().location, city } });
  const response = await sendAs(testApp, 'POST', '/api/properties', poster.cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  await settled();
  return response.json().id;
}

async function edit(id: string, city: string, overrides: Parameters<typeof listingBody>[0] = {}): Promise<void> {
  const body = listingBody({ ...overrides, location: { ...listingBody().location, city } });
  const response = await sendAs(testApp, 'PATCH', `/api/properties/${id}`, poster.cookie, body);
  expect(response.statusCode, response.body).toBe(200);
  await settled();
}

describe('instant alerts', () => {
  it('mail a new listing once per person, naming each of their searches; daily and off get none', async () => {
    await list('Jodhpur');
    const twoSearches = await seeker([
      { url: '/rent/jodhpur', frequency: 'instant' },
      { url: '/rent/jodhpur?bedrooms=2', frequency: 'instant' },
    ]);
    const daily = await seeker([{ url: '/rent/jodhpur', frequency: 'daily' }]);
    const off = await seeker([{ url: '/rent/jodhpur', frequency: 'off' }]);
    const id = await list('Jodhpur', { title: 'Sunny flat by <Mehrangarh>' });

    const [mail, ...more] = await mailsTo(twoSearches);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('2 new listings match your saved searches');
    expect(mail?.text).toContain('Sunny flat by <Mehrangarh>');
    expect(mail?.text).toContain(`/property/${id}`);
    expect(mail?.text).toContain('2 BHK · 950 sq.ft · Flat/Apartment');
    expect(mail?.text).toMatch(/Your search “.+”/);
    expect(await mailsTo(daily)).toHaveLength(0);
    expect(await mailsTo(off)).toHaveLength(0);

    // Edited, then edited again: it went to these searches already.
    await edit(id, 'Jodhpur', { title: 'Sunny flat by Mehrangarh, repainted' });
    await edit(id, 'Jodhpur', { title: 'Sunny flat by Mehrangarh, repainted twice' });
    expect(await mailsTo(twoSearches)).toHaveLength(1);
  });

  it('alert once when an edit drops the price into the budget', async () => {
    await list('Ajmer', { price: 18_000 });
    // A place must have listings before a search of it can be saved: each test lists one before its seekers.
    const budget = await seeker([{ url: '/rent/ajmer?maxPrice=15000', frequency: 'instant' }]);
    const id = await list('Ajmer', { price: 18_000 });
    expect(await mailsTo(budget)).toHaveLength(0);
    await edit(id, 'Ajmer', { price: 14_000 });
    await edit(id, 'Ajmer', { price: 13_500 });
    const mails = await mailsTo(budget);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('₹14,000/mo');
  });

  it('never mail a hidden or expired listing, and alert when it is live again', async () => {
    await list('Udaipur');
    const watcher = await seeker([{ url: '/rent/udaipur', frequency: 'instant' }]);
    // Listed before the watcher saved, then hidden and expired: edits do not mail it.
    const hidden = await list('Udaipur', { title: 'Lake view flat' });
    expect(await mailsTo(watcher)).toHaveLength(1);
    const other = await list('Udaipur', { title: 'Second flat' });
    expect(await mailsTo(watcher)).toHaveLength(2);
    for (const id of [hidden, other]) {
      await testApp.database.db.delete(savedSearchAlerts).where(eq(savedSearchAlerts.propertyId, id));
    }
    await testApp.database.db.update(properties).set({ listed: false }).where(eq(properties.id, hidden));
    await testApp.database.db
      .update(properties)
      .set({ listed: false, expiredAt: new Date() })
      .where(eq(properties.id, other));
    await edit(hidden, 'Udaipur', { title: 'Lake view flat, hidden' });
    await edit(other, 'Udaipur', { title: 'Second flat, expired' });
    expect(await mailsTo(watcher)).toHaveLength(2);
    const ledger = await testApp.database.db
      .select()
      .from(savedSearchAlerts)
      .where(and(eq(savedSearchAlerts.propertyId, hidden)));
    expect(ledger).toHaveLength(0);

    // Shown again and edited: now it goes out (nothing was claimed while hidden).
    await testApp.database.db.update(properties).set({ listed: true }).where(eq(properties.id, hidden));
    await edit(hidden, 'Udaipur', { title: 'Lake view flat, back' });
    const mails = await mailsTo(watcher);
    expect(mails).toHaveLength(3);
    expect(mails[2]?.text).toContain('Lake view flat, back');
  });

  it('write to a Hindi reader in Hindi, with Hindi links', async () => {
    await list('Kota');
    const reader = await seeker([{ url: '/rent/kota', frequency: 'instant' }]);
    await sendAs(testApp, 'PUT', '/api/me/language', reader.cookie, { locale: 'hi' });
    const id = await list('Kota');
    const [mail] = await mailsTo(reader);
    expect(mail?.subject).toBe('1 नई लिस्टिंग आपकी सेव की गई खोज से मेल खाती है');
    expect(mail?.text).toContain(`/hi/property/${id}`);
    expect(mail?.text).toContain('2 BHK · 950 वर्ग फ़ुट · फ़्लैट/अपार्टमेंट');
    expect(mail?.text).toContain('/hi/rent/kota');
    expect(mail?.text).toContain('/hi/alerts/unsubscribe?token=');
    const searches = await testApp.database.db.select().from(savedSearches).where(eq(savedSearches.userId, reader.id));
    expect(searches).toHaveLength(1);
  });
});
