import { BROKER_FLAG_LIMITS, TEAM_MESSAGES } from '@aangan/domain';
import { listingBody } from '@aangan/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount } from '../../../test/accounts.ts';
import { createListing, sendAs } from '../../../test/listings.ts';
import { auditEntriesFor, createTeamMember } from '../../../test/team.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { brokerFlags, properties, user } from '../../db/schema.ts';
// Through the module's service: what the routes' background work and the job registry call.
import { brokerScanJob, scanBrokerFlagsForAccount } from './service.ts';

const testApp = await createTestApp();
const db = testApp.database.db;
afterAll(() => testApp.close());

const moderator = await createTeamMember(testApp, 'moderator');
const DAY = 86_400_000;
const now = new Date();
let phoneSequence = 0;

/** An owner account with a mobile number of its own, so the shared-phone rule sees only what the test makes. */
async function owner(phone?: string): Promise<Account> {
  phoneSequence += 1;
  return createVerifiedAccount(testApp, { phone: phone ?? `97${String(10_000_000 + phoneSequence).slice(-8)}` });
}

/** `count` listings of `account` through the API, once the scan each one starts has run. */
async function list(account: Account, count: number, overrides: Record<string, unknown> = {}): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) ids.push(await createListing(testApp, account.cookie, overrides));
  await testApp.app.backgroundWork.idle();
  return ids;
}

/** Forgets the flags the background scans raised, so the test's own scan starts from none. */
const forgetFlags = (account: Account) => db.delete(brokerFlags).where(eq(brokerFlags.userId, account.id));

const flagsOf = (account: Account, kind?: 'shared-phone' | 'many-listings' | 'brokerage-wording') =>
  db
    .select()
    .from(brokerFlags)
    .where(and(eq(brokerFlags.userId, account.id), kind ? eq(brokerFlags.kind, kind) : undefined));

describe('broker flags: many listings', () => {
  it(`flags more than ${BROKER_FLAG_LIMITS.liveListings} live listings (after the listing that makes ${BROKER_FLAG_LIMITS.liveListings + 1}), not ${BROKER_FLAG_LIMITS.liveListings}`, async () => {
    const account = await owner();
    await list(account, BROKER_FLAG_LIMITS.liveListings);
    expect(await flagsOf(account, 'many-listings')).toHaveLength(0);
    await list(account, 1);
    const [flag] = await flagsOf(account, 'many-listings');
    expect(flag?.evidence).toEqual({ kind: 'many-listings', live: 6, newInWindow: 6 });

    // Six listings, one hidden by the team and all older than the window: five live is no flag.
    await forgetFlags(account);
    const rows = await db.select({ id: properties.id }).from(properties).where(eq(properties.postedById, account.id));
    await db
      .update(properties)
      .set({ createdAt: new Date(now.getTime() - 40 * DAY) })
      .where(eq(properties.postedById, account.id));
    await db
      .update(properties)
      .set({ listed: false, hiddenAt: now, hiddenReason: 'spam', hiddenBy: 'test' })
      .where(eq(properties.id, rows[0]?.id ?? ''));
    expect(await scanBrokerFlagsForAccount(db, account.id, now)).toBe(0);
  });

  it(`flags more than ${BROKER_FLAG_LIMITS.newListings} new in ${BROKER_FLAG_LIMITS.windowDays} days, at the window's edge exactly`, async () => {
    const account = await owner();
    await list(account, BROKER_FLAG_LIMITS.newListings + 1);
    await forgetFlags(account);
    // Hide all but 5 so the live rule stays quiet, and put one listing just outside the window.
    const rows = await db.select({ id: properties.id }).from(properties).where(eq(properties.postedById, account.id));
    for (const row of rows.slice(5)) {
      await db
        .update(properties)
        .set({ listed: false, hiddenAt: now, hiddenReason: 'spam', hiddenBy: 'test' })
        .where(eq(properties.id, row.id));
    }
    const edge = new Date(now.getTime() - BROKER_FLAG_LIMITS.windowDays * DAY);
    await db
      .update(properties)
      .set({ createdAt: new Date(edge.getTime() - 1) })
      .where(eq(properties.id, rows[0]?.id ?? ''));
    expect(await scanBrokerFlagsForAccount(db, account.id, now)).toBe(0);

    // At the edge exactly it is in the window: 11 new.
    await db
      .update(properties)
      .set({ createdAt: edge })
      .where(eq(properties.id, rows[0]?.id ?? ''));
    expect(await scanBrokerFlagsForAccount(db, account.id, now)).toBe(1);
    expect((await flagsOf(account, 'many-listings'))[0]?.evidence).toMatchObject({ live: 5, newInWindow: 11 });
  });

  it('does not raise a dismissed flag again for the same listings; a new listing raises a new one', async () => {
    const account = await owner();
    await list(account, BROKER_FLAG_LIMITS.liveListings + 1);
    const [flag] = await flagsOf(account, 'many-listings');
    const dismissed = await sendAs(testApp, 'POST', `/api/admin/flags/${flag?.id}/decision`, moderator.cookie, {
      decision: 'dismiss',
      note: 'A family trust letting its own flats.',
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toMatchObject({ status: 'dismissed', decision: { by: moderator.email } });
    expect(await scanBrokerFlagsForAccount(db, account.id, now)).toBe(0);
    await brokerScanJob(db).run(now);
    expect(await flagsOf(account, 'many-listings')).toHaveLength(1);

    await list(account, 1);
    expect((await flagsOf(account, 'many-listings')).map((each) => each.status).sort()).toEqual(['dismissed', 'open']);
  });
});

describe('broker flags: the nightly job', () => {
  it('finds what no background scan raised, and a second run raises nothing more', async () => {
    const job = brokerScanJob(db);
    const account = await owner();
    await list(account, BROKER_FLAG_LIMITS.liveListings + 1);
    await forgetFlags(account);

    const first = await job.run(now);
    expect(first.raised).toBeGreaterThanOrEqual(1);
    expect((await flagsOf(account, 'many-listings')).map((flag) => flag.status)).toEqual(['open']);
    expect(await job.run(now)).toEqual({ raised: 0 });
    expect(await flagsOf(account)).toHaveLength(1);
  });
});

describe('broker flags: one mobile on several owner accounts', () => {
  it('flags the newest of the accounts sharing a number, naming the others; an agent does not count', async () => {
    const first = await owner('9111100001');
    expect(await scanBrokerFlagsForAccount(db, first.id, now)).toBe(0);
    const agent = await owner('9111100001');
    await db.update(user).set({ type: 'agent' }).where(eq(user.id, agent.id));
    expect(await scanBrokerFlagsForAccount(db, first.id, now)).toBe(0);

    const second = await owner('+91 91111 00001');
    expect(await scanBrokerFlagsForAccount(db, first.id, now)).toBe(1);
    const [flag] = await flagsOf(second, 'shared-phone');
    expect(flag?.evidence).toMatchObject({ phone: '9111100001', total: 2 });
    // Scanning the other account finds the same evidence: no second flag.
    expect(await scanBrokerFlagsForAccount(db, second.id, now)).toBe(0);

    // A third account on the number while the flag is open: still one open flag for the number.
    const third = await owner('9111100001');
    expect(await scanBrokerFlagsForAccount(db, third.id, now)).toBe(0);
    // Dismissed, the same three accounts are new evidence against the two the team saw: a new flag.
    await db
      .update(brokerFlags)
      .set({ status: 'dismissed' })
      .where(eq(brokerFlags.id, flag?.id ?? ''));
    expect(await scanBrokerFlagsForAccount(db, first.id, now)).toBe(1);
    expect((await flagsOf(third, 'shared-phone'))[0]?.evidence).toMatchObject({ total: 3 });
    expect(await scanBrokerFlagsForAccount(db, second.id, now)).toBe(0);
  });

  it('runs after a profile phone change, in the background', async () => {
    const first = await owner('9111100002');
    const second = await owner();
    const changed = await sendAs(testApp, 'PATCH', '/api/me', second.cookie, {
      name: 'Asha Sharma',
      type: 'owner',
      phone: '9111100002',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await testApp.app.backgroundWork.idle();
    expect(await flagsOf(second, 'shared-phone')).toHaveLength(1);
    expect(await flagsOf(first, 'shared-phone')).toHaveLength(0);
  });
});

describe('broker flags: brokerage wording', () => {
  it('flags a listing posted as owner that asks for brokerage, once per listing and words', async () => {
    const account = await owner();
    const [wording] = await list(account, 1, {
      description: 'Spacious 2 BHK. One month rent as brokerage, dalali extra.',
    });
    await list(account, 1, { description: 'No brokerage, deal directly with the owner. Brokers excuse.' });
    const flags = await flagsOf(account, 'brokerage-wording');
    expect(flags).toHaveLength(1);
    const [flag] = flags;
    expect(flag?.evidence).toMatchObject({ listingId: wording, words: ['brokerage', 'dalali'] });
    expect(await scanBrokerFlagsForAccount(db, account.id, now)).toBe(0);
  });

  it('runs after a listing is created through the API', async () => {
    const account = await owner();
    const created = await sendAs(
      testApp,
      'POST',
      '/api/properties',
      account.cookie,
      listingBody({ description: 'Commission of 15 days rent applies. Well kept flat near the lake.' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    await testApp.app.backgroundWork.idle();
    expect((await flagsOf(account, 'brokerage-wording'))[0]?.evidence).toMatchObject({ words: ['commission'] });
  });
});

describe('GET and decide /api/admin/flags', () => {
  it('lists open flags with their evidence in words; a second decision hears 409; bad input changes nothing', async () => {
    const account = await owner();
    await list(account, 1, { description: 'Broker fee: one month. Well kept flat near the lake.' });
    const page = await sendAs(testApp, 'GET', '/api/admin/flags?status=open&limit=50', moderator.cookie);
    expect(page.statusCode).toBe(200);
    const item = page.json().items.find((each: { account: { id: string } }) => each.account.id === account.id);
    expect(item.inWords).toMatch(/posted as owner, says: broker\.$/);

    const bad = await sendAs(testApp, 'POST', `/api/admin/flags/${item.id}/decision`, moderator.cookie, {
      decision: 'confirm',
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await sendAs(
      testApp,
      'POST',
      '/api/admin/flags/00000000-0000-4000-8000-000000000000/decision',
      moderator.cookie,
      { decision: 'confirm', note: 'x' },
    );
    expect(unknown.statusCode).toBe(404);
    expect((await flagsOf(account, 'brokerage-wording'))[0]?.status).toBe('open');

    const other = await createTeamMember(testApp, 'moderator');
    const answers = await Promise.all(
      [moderator, other].map((each) =>
        sendAs(testApp, 'POST', `/api/admin/flags/${item.id}/decision`, each.cookie, {
          decision: 'confirm',
          note: 'Same listings on a broker site.',
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().error.message).toBe(
      TEAM_MESSAGES.changedBySomeoneElse,
    );
    const entries = (await auditEntriesFor(testApp, account.id)).filter((entry) => entry.action === 'flag.decide');
    expect(entries).toHaveLength(1);

    const detail = await sendAs(testApp, 'GET', `/api/admin/accounts/${account.id}`, moderator.cookie);
    expect(detail.json().reports.openFlags).toEqual([]);
  });
});
