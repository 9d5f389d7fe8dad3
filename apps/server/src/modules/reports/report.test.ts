import { REPORT_MESSAGES, REPORTS_ACTOR_LABEL, REPORTS_PER_DAY, type ReportListing } from '@aangan/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount } from '../../../test/accounts.ts';
import { createListing, sendAs } from '../../../test/listings.ts';
import { ageAccount, report, reportQueue, seasonedAccount } from '../../../test/reports.ts';
import { auditEntriesFor, createTeamMember, mailsTo } from '../../../test/team.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { verifiedListing } from '../../../test/verification.ts';
import { listingReports, properties, user } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { reportListing } from './report.ts';

const testApp = await createTestApp();
const db = testApp.database.db;
afterAll(() => testApp.close());

const moderator = await createTeamMember(testApp, 'moderator');
const RULES = { threshold: testApp.config.REPORT_HIDE_THRESHOLD, minAccountAgeHours: 24 };
const N = RULES.threshold;
const DAY = 86_400_000;

// Sign-ups from one address are limited (30 an hour), so the file shares its people: one owner lists every
// listing it needs (the hourly listing limit reset, as it is not what this file tests), and the same
// reporters, two days old with verified emails, report a new listing in each test.
const sharedOwner = await createVerifiedAccount(testApp);
const pool = await Promise.all(Array.from({ length: RULES.threshold + 1 }, () => seasonedAccount(testApp)));

/** A listing of the shared owner, or of a new owner when the test reads the owner's mail. */
async function ownerWithListing(newOwner = false): Promise<{ owner: Account; listingId: string }> {
  const owner = newOwner ? await createVerifiedAccount(testApp) : sharedOwner;
  for (const window of ['hour', 'day']) {
    await testApp.rateLimitStore.reset(`listing-create:user:${window}:${owner.id.toLowerCase()}`);
  }
  return { owner, listingId: await createListing(testApp, owner.cookie) };
}

/** `count` of the shared reporters. */
const seasoned = async (count: number) => {
  if (count > pool.length) throw new Error(`only ${pool.length} reporters`);
  return pool.slice(0, count);
};

async function listingRow(id: string) {
  const [row] = await db.select().from(properties).where(eq(properties.id, id));
  return row;
}

const reportsOf = (id: string) => db.select().from(listingReports).where(eq(listingReports.propertyId, id));

/** The owner's mail about their listing, not the sign-up code. */
const listingMailsTo = async (email: string) =>
  (await mailsTo(testApp, email)).filter((mail) => !mail.subject.includes('verification code'));

const hides = async (id: string) =>
  (await auditEntriesFor(testApp, id)).filter((entry) => entry.action === 'listing.hide');

describe('POST /api/properties/:id/report', () => {
  it('takes a report, answers the reporter with it, and tells the owner nothing of who reported', async () => {
    const { owner, listingId } = await ownerWithListing(true);
    const [reporter] = await seasoned(1);
    const answer = await report(testApp, reporter?.cookie, listingId, { reason: 'other', details: ' Wants a token ' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ reason: 'other', details: 'Wants a token', reportedAt: expect.any(String) });

    const [row] = await reportsOf(listingId);
    expect(row).toMatchObject({ reporterId: reporter?.id, status: 'open', countsForHiding: true });
    // What the owner can read: the listing in My Properties and its detail page name no reporter.
    for (const path of ['/api/me/properties', `/api/properties/${listingId}`]) {
      const seen = await sendAs(testApp, 'GET', path, owner.cookie);
      expect(seen.statusCode).toBe(200);
      expect(seen.body).not.toContain(reporter?.email);
      expect(seen.body).not.toContain(reporter?.id);
    }
    expect(await listingMailsTo(owner.email)).toHaveLength(0);
  });

  it('keeps one report per person: a second one updates the first, and reopens it once decided', async () => {
    const { listingId } = await ownerWithListing();
    const [reporter] = await seasoned(1);
    await report(testApp, reporter?.cookie, listingId, { reason: 'duplicate' });
    await db
      .update(listingReports)
      .set({ status: 'dismissed', decisionNote: 'Not a duplicate.', decidedAt: new Date() })
      .where(eq(listingReports.propertyId, listingId));
    const again = await report(testApp, reporter?.cookie, listingId, {
      reason: 'wrong-details',
      details: 'Rent is 30k',
    });
    expect(again.statusCode, again.body).toBe(200);
    const rows = await reportsOf(listingId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reason: 'wrong-details',
      details: 'Rent is 30k',
      status: 'open',
      decisionNote: null,
      decidedAt: null,
    });
  });

  it('refuses the owner their own listing, and answers 404 for a listing out of public view or not there', async () => {
    const { owner, listingId } = await ownerWithListing();
    const own = await report(testApp, owner.cookie, listingId);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe(REPORT_MESSAGES.ownListing);

    const [reporter] = await seasoned(1);
    const hidden = await sendAs(testApp, 'POST', `/api/admin/listings/${listingId}/hide`, moderator.cookie, {
      reason: 'spam',
    });
    expect(hidden.statusCode).toBe(200);
    expect((await report(testApp, reporter?.cookie, listingId)).statusCode).toBe(404);
    expect((await report(testApp, reporter?.cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await report(testApp, reporter?.cookie, 'not-an-id')).statusCode).toBe(404);
    expect((await report(testApp, undefined, listingId)).statusCode).toBe(401);
    expect(await reportsOf(listingId)).toHaveLength(0);
  });

  it.each([
    [{ reason: 'other' }, 'details', REPORT_MESSAGES.detailsRequiredForOther],
    [{ reason: 'other', details: '   ' }, 'details', REPORT_MESSAGES.detailsRequiredForOther],
    [{ reason: 'fake-photos', details: 'x'.repeat(1001) }, 'details', REPORT_MESSAGES.detailsTooLong],
    [{ reason: 'ugly' }, 'reason', REPORT_MESSAGES.reasonInvalid],
    [{}, 'reason', REPORT_MESSAGES.reasonInvalid],
  ])('refuses %j in words and stores nothing', async (body, field, message) => {
    const { listingId } = await ownerWithListing();
    const [reporter] = await seasoned(1);
    const answer = await report(testApp, reporter?.cookie, listingId, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.fields[field]).toBe(message);
    expect(await reportsOf(listingId)).toHaveLength(0);
  });

  it(`takes ${REPORTS_PER_DAY} reports a day from one person, then asks them to wait, changing nothing`, async () => {
    const { listingId } = await ownerWithListing();
    const reporter = await seasonedAccount(testApp);
    for (let index = 0; index < REPORTS_PER_DAY; index += 1) {
      const answer = await report(testApp, reporter?.cookie, listingId, { reason: 'duplicate', details: `#${index}` });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const refused = await report(testApp, reporter?.cookie, listingId, { reason: 'other', details: 'once more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(
      /^You have reported 20 listings today\. Please wait (\d+ minutes?|\d+ hours?) before reporting another\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [row] = await reportsOf(listingId);
    expect(row).toMatchObject({ reason: 'duplicate', details: `#${REPORTS_PER_DAY - 1}` });
  });
});

describe('hiding a listing when enough people report it', () => {
  it(`hides it pending review at exactly ${N} people, with an audit entry and a mail to the owner`, async () => {
    const { owner, listingId } = await ownerWithListing(true);
    const reporters = await seasoned(N);
    for (const [index, reporter] of reporters.entries()) {
      expect((await listingRow(listingId))?.listed, `before report ${index + 1}`).toBe(true);
      expect((await report(testApp, reporter.cookie, listingId)).statusCode).toBe(200);
    }
    expect(await listingRow(listingId)).toMatchObject({
      listed: false,
      hiddenReason: 'reports',
      hiddenBy: REPORTS_ACTOR_LABEL,
      hiddenNote: null,
    });
    const [entry] = await hides(listingId);
    expect(entry).toMatchObject({ actor: REPORTS_ACTOR_LABEL, actorId: null, action: 'listing.hide' });

    const [mail] = await listingMailsTo(owner.email);
    expect(mail?.subject).toContain('hidden pending review');
    expect(mail?.text).toContain('Reported by several people, pending review');
    expect(mail?.text).toContain('press Appeal');
    for (const reporter of reporters) expect(mail?.text).not.toContain(reporter.email);

    // Out of search and out of public view, and in My Properties with the reason and the appeal open to it.
    const [other] = await seasoned(1);
    expect((await sendAs(testApp, 'GET', `/api/properties/${listingId}`, other?.cookie)).statusCode).toBe(404);
    const search = await sendAs(testApp, 'GET', '/api/properties?limit=50');
    expect(search.json().items.map((item: { id: string }) => item.id)).not.toContain(listingId);
    const mine = await sendAs(testApp, 'GET', '/api/me/properties', owner.cookie);
    const listing = mine.json().items.find((item: { id: string }) => item.id === listingId);
    expect(listing.moderation).toMatchObject({ reason: 'reports', note: null, appeal: null });
    const appeal = await sendAs(testApp, 'POST', `/api/properties/${listingId}/appeal`, owner.cookie, {
      message: 'It is still available, come and see.',
    });
    expect(appeal.statusCode, appeal.body).toBe(201);

    // It tops the queue.
    const queue = await reportQueue(testApp, moderator.cookie);
    expect(queue.json().items[0]).toMatchObject({ listing: { id: listingId }, autoHidden: true, reporters: N });
  });

  it(`does not hide it at ${N - 1} people`, async () => {
    const { listingId } = await ownerWithListing();
    for (const reporter of await seasoned(N - 1)) await report(testApp, reporter.cookie, listingId);
    expect((await listingRow(listingId))?.listed).toBe(true);
    expect(await hides(listingId)).toHaveLength(0);
  });

  it(`does not hide it at ${N} people when one account is under a day old`, async () => {
    const { listingId } = await ownerWithListing();
    const fresh = await createVerifiedAccount(testApp);
    // 23 hours 59 minutes old: one minute short.
    await ageAccount(testApp, fresh, (24 * 60 - 1) / (24 * 60));
    for (const reporter of [...(await seasoned(N - 1)), fresh]) await report(testApp, reporter.cookie, listingId);
    expect((await listingRow(listingId))?.listed).toBe(true);
    const fromFresh = (await reportsOf(listingId)).find((row) => row.reporterId === fresh.id);
    expect(fromFresh?.countsForHiding).toBe(false);
    // It still reaches the queue.
    const queue = await reportQueue(testApp, moderator.cookie, '?limit=50');
    expect(queue.statusCode, queue.body).toBe(200);
    const item = queue.json().items.find((each: { listing: { id: string } }) => each.listing.id === listingId);
    expect(item).toMatchObject({ reporters: N, countingReporters: N - 1, autoHidden: false });
  });

  it(`does not hide it at ${N} people when one email is not verified`, async () => {
    const { listingId } = await ownerWithListing();
    const [unverified, ...others] = await seasoned(N);
    if (!unverified) throw new Error('no reporter');
    await db.update(user).set({ emailVerified: false }).where(eq(user.id, unverified.id));
    for (const reporter of [unverified, ...others]) {
      expect((await report(testApp, reporter.cookie, listingId)).statusCode).toBe(200);
    }
    await db.update(user).set({ emailVerified: true }).where(eq(user.id, unverified.id));
    expect((await listingRow(listingId))?.listed).toBe(true);
  });

  it('counts reports within 30 days only, at the boundary exactly (the service on an injected clock)', async () => {
    const reporters = await seasoned(N);
    const body: ReportListing = { reason: 'fake-photos', details: undefined };
    const start = new Date(Date.now() + DAY);
    const atBoundary = new Date(start.getTime() + 30 * DAY);

    // The first report is exactly 30 days old when the last arrives: it counts.
    const { listingId: counted } = await ownerWithListing();
    for (const [index, reporter] of reporters.entries()) {
      const now = index === 0 ? start : atBoundary;
      await reportListing(db, reporter.id, counted, body, RULES, now);
    }
    expect((await listingRow(counted))?.hiddenReason).toBe('reports');

    // A millisecond older, it does not.
    const { listingId: stale } = await ownerWithListing();
    for (const [index, reporter] of reporters.entries()) {
      const now = index === 0 ? start : new Date(atBoundary.getTime() + 1);
      const outcome = await reportListing(db, reporter.id, stale, body, RULES, now);
      expect(outcome.hidden).toBeNull();
    }
    expect((await listingRow(stale))?.listed).toBe(true);
  });

  it('never hides a verified listing, and puts it at the top of the queue after the hidden ones', async () => {
    const { listingId } = await verifiedListing(testApp, await createVerifiedAccount(testApp), moderator);
    const plain = (await ownerWithListing()).listingId;
    const reporters = await seasoned(N + 1);
    // A plain listing with more reporters, none of them counting: it comes after the verified one.
    for (const reporter of reporters) {
      await db.update(user).set({ emailVerified: false }).where(eq(user.id, reporter.id));
      await report(testApp, reporter.cookie, plain);
      await db.update(user).set({ emailVerified: true }).where(eq(user.id, reporter.id));
    }
    for (const reporter of reporters.slice(0, N)) await report(testApp, reporter.cookie, listingId);
    expect(await listingRow(listingId)).toMatchObject({ listed: true, hiddenAt: null });

    const items = (await reportQueue(testApp, moderator.cookie, '?limit=50')).json().items as {
      listing: { id: string };
      autoHidden: boolean;
      verifiedAtThreshold: boolean;
    }[];
    const firstNotHidden = items.findIndex((item) => !item.autoHidden);
    expect(items[firstNotHidden]).toMatchObject({ listing: { id: listingId }, verifiedAtThreshold: true });
    expect(items.findIndex((item) => item.listing.id === plain)).toBeGreaterThan(firstNotHidden);
    expect(items.slice(0, firstNotHidden).every((item) => item.autoHidden)).toBe(true);
  });

  it(`hides it once when ${N} people report at the same moment: one audit entry, one mail`, async () => {
    const { owner, listingId } = await ownerWithListing(true);
    const reporters = await seasoned(N);
    const answers = await Promise.all(reporters.map((reporter) => report(testApp, reporter.cookie, listingId)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(reporters.map(() => 200));
    expect((await listingRow(listingId))?.hiddenReason).toBe('reports');
    expect(await hides(listingId)).toHaveLength(1);
    expect(await listingMailsTo(owner.email)).toHaveLength(1);
  });

  it(`lets one more report at once than ${N} find the listing gone, still hiding it once`, async () => {
    const { listingId } = await ownerWithListing();
    const reporters = await seasoned(N + 1);
    const outcomes = await Promise.allSettled(
      reporters.map((reporter) =>
        reportListing(db, reporter.id, listingId, { reason: 'duplicate', details: undefined }, RULES, new Date()),
      ),
    );
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value.hidden)).toHaveLength(1);
    expect(await hides(listingId)).toHaveLength(1);
    const open = await db
      .select()
      .from(listingReports)
      .where(and(eq(listingReports.propertyId, listingId), eq(listingReports.status, 'open')));
    expect(open).toHaveLength(N);
  });
});
