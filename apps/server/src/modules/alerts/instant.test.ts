import { listingBody, readOutbox } from '@aangan/testing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount } from '../../../test/accounts.ts';
import { runInstantAlerts } from '../../../test/instant-alerts.ts';
import { sendAs } from '../../../test/listings.ts';
import { decideReports, report, seasonedAccount } from '../../../test/reports.ts';
import { createTeamMember } from '../../../test/team.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { relist } from '../../access/listing-visibility.ts';
import { instantAlertQueue, properties, savedSearchAlerts, savedSearches } from '../../db/schema.ts';

/**
 * Instant alerts (decision 029): a change queues the listing in its own transaction, and the instant-alerts
 * job sends. Each test posts in a city of its own, so only its own searches match; the tests run the job
 * themselves (the engine is not started here), then wait for the mailer.
 */
let testApp: TestApp;
let poster: Account;
let moderator: Account;
let admin: Account;

beforeAll(async () => {
  testApp = await createTestApp();
  poster = await createVerifiedAccount(testApp);
  moderator = await createTeamMember(testApp, 'moderator');
  admin = await createTeamMember(testApp, 'admin');
});
afterAll(async () => {
  await testApp.close();
});

const runJob = () => runInstantAlerts(testApp);

const queued = (id: string) =>
  testApp.database.db.select().from(instantAlertQueue).where(eq(instantAlertQueue.propertyId, id));
const ledgerOf = (id: string) =>
  testApp.database.db.select().from(savedSearchAlerts).where(eq(savedSearchAlerts.propertyId, id));

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

async function list(city: string, overrides: Parameters<typeof listingBody>[0] = {}, by = poster): Promise<string> {
  for (const window of ['hour', 'day']) {
    await testApp.rateLimitStore.reset(`listing-create:user:${window}:${by.id.toLowerCase()}`);
  }
  const body = listingBody({ ...overrides, location: { ...listingBody().location, city } });
  const response = await sendAs(testApp, 'POST', '/api/properties', by.cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/** A first listing in the city, so that a search of it can be saved (a place needs a live listing). */
async function placeFor(city: string): Promise<void> {
  await list(city);
  await runJob();
}

async function edit(id: string, city: string, overrides: Parameters<typeof listingBody>[0] = {}): Promise<void> {
  const body = listingBody({ ...overrides, location: { ...listingBody().location, city } });
  const response = await sendAs(testApp, 'PATCH', `/api/properties/${id}`, poster.cookie, body);
  expect(response.statusCode, response.body).toBe(200);
}

function expectOk(response: { statusCode: number; body: string }): void {
  expect(response.statusCode, response.body).toBe(200);
}

describe('instant alerts', () => {
  it('mail a new listing once per person, naming each of their searches; daily and off get none', async () => {
    await placeFor('Jodhpur');
    const twoSearches = await seeker([
      { url: '/rent/jodhpur', frequency: 'instant' },
      { url: '/rent/jodhpur?bedrooms=2', frequency: 'instant' },
    ]);
    const daily = await seeker([{ url: '/rent/jodhpur', frequency: 'daily' }]);
    const off = await seeker([{ url: '/rent/jodhpur', frequency: 'off' }]);
    const id = await list('Jodhpur', { title: 'Sunny flat by <Mehrangarh>' });
    // Queued with the listing; nothing is sent until the job runs.
    expect(await queued(id)).toHaveLength(1);
    expect(await mailsTo(twoSearches)).toHaveLength(0);

    expect(await runJob()).toEqual({ listings: 1, mails: 1 });
    expect(await queued(id)).toHaveLength(0);
    const [mail, ...more] = await mailsTo(twoSearches);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('2 new listings match your saved searches');
    expect(mail?.text).toContain('Sunny flat by <Mehrangarh>');
    expect(mail?.text).toContain(`/property/${id}`);
    expect(mail?.text).toContain('2 BHK · 950 sq.ft · Flat/Apartment');
    expect(mail?.text).toMatch(/Your search “.+”/);
    expect(await mailsTo(daily)).toHaveLength(0);
    expect(await mailsTo(off)).toHaveLength(0);

    // A second run finds nothing; edited twice (one queue row), then run again: it went to these searches already.
    expect(await runJob()).toEqual({ listings: 0, mails: 0 });
    await edit(id, 'Jodhpur', { title: 'Sunny flat by Mehrangarh, repainted' });
    await edit(id, 'Jodhpur', { title: 'Sunny flat by Mehrangarh, repainted twice' });
    expect(await queued(id)).toHaveLength(1);
    expect(await runJob()).toEqual({ listings: 1, mails: 0 });
    expect(await mailsTo(twoSearches)).toHaveLength(1);
  });

  it('alert once when an edit drops the price into the budget', async () => {
    await placeFor('Ajmer');
    const budget = await seeker([{ url: '/rent/ajmer?maxPrice=15000', frequency: 'instant' }]);
    const id = await list('Ajmer', { price: 18_000 });
    await runJob();
    expect(await mailsTo(budget)).toHaveLength(0);
    await edit(id, 'Ajmer', { price: 14_000 });
    await runJob();
    await edit(id, 'Ajmer', { price: 13_500 });
    await runJob();
    const mails = await mailsTo(budget);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('₹14,000/mo');
  });

  it('never mail a hidden, deleted or expired listing, nor one of a suspended owner; each alerts when it is back', async () => {
    await placeFor('Udaipur');
    const watcher = await seeker([{ url: '/rent/udaipur', frequency: 'instant' }]);
    const owner = await createVerifiedAccount(testApp);
    const hidden = await list('Udaipur', { title: 'Lake view flat' });
    const deleted = await list('Udaipur', { title: 'Deleted flat' });
    const expired = await list('Udaipur', { title: 'Expired flat' });
    const suspended = await list('Udaipur', { title: 'Suspended owner flat' }, owner);
    // Each goes down after its change was queued and before the job ran.
    expectOk(
      await sendAs(testApp, 'POST', `/api/admin/listings/${hidden}/hide`, moderator.cookie, { reason: 'duplicate' }),
    );
    expect((await sendAs(testApp, 'DELETE', `/api/properties/${deleted}`, poster.cookie)).statusCode).toBe(204);
    expect(await queued(deleted)).toHaveLength(0);
    await testApp.database.db
      .update(properties)
      .set({ listed: false, expiredAt: new Date(), expiresAt: new Date() })
      .where(eq(properties.id, expired));
    expectOk(
      await sendAs(testApp, 'POST', `/api/admin/accounts/${owner.id}/suspend`, admin.cookie, {
        reason: 'Fake listings across cities',
      }),
    );

    expect(await runJob()).toEqual({ listings: 3, mails: 0 });
    expect(await mailsTo(watcher)).toHaveLength(0);
    for (const id of [hidden, expired, suspended]) {
      // Dropped from the queue without a ledger row: it is queued again when it comes back.
      expect(await queued(id)).toHaveLength(0);
      expect(await ledgerOf(id)).toHaveLength(0);
    }
    // An edit while hidden is queued, and dropped again.
    await edit(hidden, 'Udaipur', { title: 'Lake view flat, hidden' });
    expect(await runJob()).toEqual({ listings: 1, mails: 0 });

    // Back: restored by the team, renewed by its owner, its owner's suspension lifted. Each is queued by relist.
    expectOk(await sendAs(testApp, 'POST', `/api/admin/listings/${hidden}/restore`, moderator.cookie, {}));
    expectOk(await sendAs(testApp, 'POST', `/api/properties/${expired}/renew`, poster.cookie));
    expectOk(await sendAs(testApp, 'POST', `/api/admin/accounts/${owner.id}/unsuspend`, admin.cookie, {}));
    for (const id of [hidden, expired, suspended]) expect(await queued(id)).toHaveLength(1);
    expect(await runJob()).toEqual({ listings: 3, mails: 3 });
    const texts = (await mailsTo(watcher)).map((mail) => mail.text);
    expect(texts).toHaveLength(3);
    for (const title of ['Lake view flat, hidden', 'Expired flat', 'Suspended owner flat']) {
      expect(texts.filter((text) => text.includes(title))).toHaveLength(1);
    }
    expect(texts.some((text) => text.includes('Deleted flat'))).toBe(false);
  });

  it('alert when a report decision shows a listing again', async () => {
    await placeFor('Bundi');
    const watcher = await seeker([{ url: '/rent/bundi', frequency: 'instant' }]);
    const id = await list('Bundi', { title: 'Reported haveli flat' });
    for (let count = 0; count < testApp.config.REPORT_HIDE_THRESHOLD; count += 1) {
      const reporter = await seasonedAccount(testApp);
      expectOk(await report(testApp, reporter.cookie, id, { reason: 'fake-photos', details: 'Stock photos' }));
    }
    await runJob();
    expect(await mailsTo(watcher)).toHaveLength(0);

    expectOk(await decideReports(testApp, moderator.cookie, id, { decision: 'dismiss', note: 'Photos match.' }));
    expect(await queued(id)).toHaveLength(1);
    await runJob();
    const mails = await mailsTo(watcher);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Reported haveli flat');
  });

  it('a listing that comes back goes to the searches it had not gone to, not again to the others', async () => {
    await placeFor('Alwar');
    const before = await seeker([{ url: '/rent/alwar', frequency: 'instant' }]);
    const id = await list('Alwar', { title: 'Fort view flat' });
    await runJob();
    expect(await mailsTo(before)).toHaveLength(1);
    expectOk(await sendAs(testApp, 'POST', `/api/admin/listings/${id}/hide`, moderator.cookie, { reason: 'spam' }));
    const after = await seeker([{ url: '/rent/alwar', frequency: 'instant' }]);
    expectOk(await sendAs(testApp, 'POST', `/api/admin/listings/${id}/restore`, moderator.cookie, {}));
    await runJob();
    expect(await mailsTo(before)).toHaveLength(1);
    const mails = await mailsTo(after);
    expect(mails.filter((mail) => mail.text.includes('Fort view flat'))).toHaveLength(1);
  });

  it('the queue row is written in the transaction that brings a listing back, and rolled back with it', async () => {
    await placeFor('Sikar');
    const id = await list('Sikar', { title: 'Rolled back flat' });
    await runJob();
    expectOk(await sendAs(testApp, 'POST', `/api/admin/listings/${id}/hide`, moderator.cookie, { reason: 'spam' }));
    const db = testApp.database.db;
    const showAgain = async (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) => {
      await tx
        .update(properties)
        .set({ hiddenAt: null, hiddenReason: null, hiddenNote: null, hiddenBy: null })
        .where(eq(properties.id, id));
      await relist(tx, eq(properties.id, id), new Date());
    };
    await expect(
      db.transaction(async (tx) => {
        await showAgain(tx);
        expect(await tx.select().from(instantAlertQueue).where(eq(instantAlertQueue.propertyId, id))).toHaveLength(1);
        throw new Error('the write failed after relist');
      }),
    ).rejects.toThrow('the write failed after relist');
    expect(await queued(id)).toHaveLength(0);
    expect((await db.select().from(properties).where(eq(properties.id, id)))[0]?.listed).toBe(false);

    await db.transaction(showAgain);
    expect(await queued(id)).toHaveLength(1);
    // A renewal of a listing that never went down is no comeback: nothing is queued.
    await runJob();
    expectOk(await sendAs(testApp, 'POST', `/api/properties/${id}/renew`, poster.cookie));
    expect(await queued(id)).toHaveLength(0);
  });

  it('a run that dies after claiming and before deleting the row leaves it; the next run sends exactly once', async () => {
    await placeFor('Churu');
    const watcher = await seeker([{ url: '/rent/churu', frequency: 'instant' }]);
    const id = await list('Churu', { title: 'Crash flat' });
    const db = testApp.database.db;
    // The process "dies" at the delete, after the ledger rows were claimed in the same transaction.
    await db.execute(
      sql.raw(`create function instant_test_die() returns trigger language plpgsql as $$
        begin raise exception 'the process died before the delete'; end $$`),
    );
    await db.execute(
      sql.raw(
        'create trigger instant_test_die before delete on instant_alert_queue for each row execute function instant_test_die()',
      ),
    );
    try {
      await expect(runJob()).rejects.toMatchObject({
        cause: expect.objectContaining({ message: 'the process died before the delete' }),
      });
    } finally {
      await db.execute(sql.raw('drop trigger instant_test_die on instant_alert_queue'));
      await db.execute(sql.raw('drop function instant_test_die()'));
    }
    expect(await queued(id)).toHaveLength(1);
    expect(await ledgerOf(id)).toHaveLength(0);
    expect(await mailsTo(watcher)).toHaveLength(0);

    expect(await runJob()).toEqual({ listings: 1, mails: 1 });
    expect(await runJob()).toEqual({ listings: 0, mails: 0 });
    expect(await mailsTo(watcher)).toHaveLength(1);
    expect(await ledgerOf(id)).toHaveLength(1);
  });

  it('two runs at once take different rows: each listing goes out once', async () => {
    await placeFor('Pali');
    const watcher = await seeker([{ url: '/rent/pali', frequency: 'instant' }]);
    const ids: string[] = [];
    for (let index = 0; index < 6; index += 1) ids.push(await list('Pali', { title: `Pali flat ${index}` }));
    const runs = await Promise.all([runJob(), runJob()]);
    expect(runs.reduce((sum, figures) => sum + (figures.mails ?? 0), 0)).toBe(6);
    const texts = (await mailsTo(watcher)).map((mail) => mail.text);
    for (let index = 0; index < 6; index += 1) {
      expect(texts.filter((text) => text.includes(`Pali flat ${index}`))).toHaveLength(1);
    }
  });

  it('write to a Hindi reader in Hindi, with Hindi links', async () => {
    await placeFor('Kota');
    const reader = await seeker([{ url: '/rent/kota', frequency: 'instant' }]);
    await sendAs(testApp, 'PUT', '/api/me/language', reader.cookie, { locale: 'hi' });
    const id = await list('Kota');
    await runJob();
    const [mail] = await mailsTo(reader);
    expect(mail?.subject).toBe('1 नई लिस्टिंग आपकी सेव की गई खोज से मेल खाती है');
    expect(mail?.text).toContain(`/hi/property/${id}`);
    expect(mail?.text).toContain('2 BHK · 950 वर्ग फ़ुट · फ़्लैट/अपार्टमेंट');
    expect(mail?.text).toContain('/hi/rent/kota');
    expect(mail?.text).toContain('/hi/alerts/unsubscribe?token=');
    const searches = await testApp.database.db
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.userId, reader.id)));
    expect(searches).toHaveLength(1);
  });
});
