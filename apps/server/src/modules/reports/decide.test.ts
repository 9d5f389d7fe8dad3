import { REPORT_MESSAGES, VERIFICATION_MESSAGES } from '@aangan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount } from '../../../test/accounts.ts';
import { createListing, sendAs } from '../../../test/listings.ts';
import { decideReports, report, reportQueue, seasonedAccount } from '../../../test/reports.ts';
import { auditEntriesFor, createTeamMember, mailsTo } from '../../../test/team.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { listingReports, properties } from '../../db/schema.ts';

const testApp = await createTestApp();
const db = testApp.database.db;
afterAll(() => testApp.close());

const N = testApp.config.REPORT_HIDE_THRESHOLD;
const moderator = await createTeamMember(testApp, 'moderator');
const otherModerator = await createTeamMember(testApp, 'moderator');
const reporters = await Promise.all(Array.from({ length: N }, () => seasonedAccount(testApp)));
const owners: Account[] = [];

/** A listing of a new owner (whose mail the test reads), reported by `count` of the reporters. */
async function reportedListing(count: number): Promise<{ owner: Account; listingId: string }> {
  const owner = await createVerifiedAccount(testApp);
  owners.push(owner);
  const listingId = await createListing(testApp, owner.cookie, { title: `Flat ${owners.length} near the lake` });
  for (const reporter of reporters.slice(0, count)) {
    const answer = await report(testApp, reporter.cookie, listingId, {
      reason: 'fake-photos',
      details: 'Stock photos',
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }
  return { owner, listingId };
}

const listingOf = async (id: string) => (await db.select().from(properties).where(eq(properties.id, id)))[0];
const reportsOf = (id: string) => db.select().from(listingReports).where(eq(listingReports.propertyId, id));
const mailsAbout = async (email: string, title: string) =>
  (await mailsTo(testApp, email)).filter((mail) => mail.subject.includes(title));

describe('POST /api/admin/reports/:id/decision', () => {
  it('dismisses reports that took a listing down: it is live again, the owner and each reporter are mailed', async () => {
    const { owner, listingId } = await reportedListing(N);
    expect((await listingOf(listingId))?.hiddenReason).toBe('reports');
    const answer = await decideReports(testApp, moderator.cookie, listingId, {
      decision: 'dismiss',
      note: 'Internal: owner sent a video walk-through, photos match.',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ listingId, status: 'dismissed', reports: N, listed: true });
    expect(await listingOf(listingId)).toMatchObject({ listed: true, hiddenAt: null, hiddenReason: null });
    expect((await reportsOf(listingId)).every((row) => row.status === 'dismissed')).toBe(true);

    const [entry] = (await auditEntriesFor(testApp, listingId)).filter((each) => each.action === 'report.decide');
    expect(entry).toMatchObject({ actor: moderator.email, reason: expect.stringContaining('video walk-through') });

    const title = 'Flat 1 near the lake';
    expect((await mailsAbout(owner.email, title)).map((mail) => mail.subject)).toContain(
      `Your listing is live again: ${title}`,
    );
    for (const reporter of reporters) {
      const [mail] = await mailsAbout(reporter.email, title);
      expect(mail?.text).toContain('We found nothing that breaks our rules');
      // The moderator's note is for the record, never for the reporter.
      expect(mail?.text).not.toContain('walk-through');
    }
  });

  it('upholds reports on a live listing: hidden with the team’s reason and note, the owner told why', async () => {
    const { owner, listingId } = await reportedListing(1);
    const missing = await decideReports(testApp, moderator.cookie, listingId, { decision: 'uphold', note: 'Fake.' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.hideReason).toBe(REPORT_MESSAGES.hideReasonRequired);
    expect((await listingOf(listingId))?.listed).toBe(true);

    const answer = await decideReports(testApp, moderator.cookie, listingId, {
      decision: 'uphold',
      hideReason: 'fake',
      note: 'Photos are from another city.',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await listingOf(listingId)).toMatchObject({
      listed: false,
      hiddenReason: 'fake',
      hiddenNote: 'Photos are from another city.',
      hiddenBy: moderator.email,
    });
    const [ownerMail] = await mailsAbout(owner.email, 'Flat 2');
    expect(ownerMail?.subject).toContain('Your listing is hidden');
    const [reporterMail] = await mailsAbout(reporters[0]?.email ?? '', 'Flat 2');
    expect(reporterMail?.text).toContain('We agreed with the reports');
  });

  it('upholds reports that took a listing down: it stays down with the team’s reason in place of the reports', async () => {
    const { listingId } = await reportedListing(N);
    const before = await listingOf(listingId);
    const answer = await decideReports(testApp, moderator.cookie, listingId, {
      decision: 'uphold',
      hideReason: 'unavailable',
      note: 'Let last month.',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await listingOf(listingId)).toMatchObject({
      listed: false,
      hiddenReason: 'unavailable',
      hiddenAt: before?.hiddenAt,
    });
  });

  it('lets one of two moderators deciding at once win; the other hears 409 and nothing is applied twice', async () => {
    const { listingId } = await reportedListing(N);
    const answers = await Promise.all([
      decideReports(testApp, moderator.cookie, listingId, { decision: 'dismiss', note: 'Fine.' }),
      decideReports(testApp, otherModerator.cookie, listingId, {
        decision: 'uphold',
        hideReason: 'fake',
        note: 'Fake.',
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409);
    expect(lost?.json().error.message).toBe(VERIFICATION_MESSAGES.changedBySomeoneElse);
    const decisions = (await auditEntriesFor(testApp, listingId)).filter((each) => each.action === 'report.decide');
    expect(decisions).toHaveLength(1);
  });

  it.each([
    [{ decision: 'dismiss' }, 400],
    [{ decision: 'dismiss', note: '  ' }, 400],
    [{ decision: 'dismiss', note: 'x'.repeat(1001) }, 400],
    [{ decision: 'maybe', note: 'Fine.' }, 400],
    [{ decision: 'uphold', hideReason: 'reports', note: 'Fine.' }, 400],
    [{ decision: 'dismiss', note: 'Fine.', extra: true }, 400],
  ])('refuses %j and changes nothing', async (body, status) => {
    const { listingId } = await reportedListing(1);
    const answer = await decideReports(testApp, moderator.cookie, listingId, body);
    expect(answer.statusCode).toBe(status);
    expect(answer.json().error.message).toBeTruthy();
    expect((await reportsOf(listingId)).every((row) => row.status === 'open')).toBe(true);
    expect((await listingOf(listingId))?.listed).toBe(true);
  });

  it('answers 404 for a listing that is not there or has no reports, 409 once decided', async () => {
    const unknown = await decideReports(testApp, moderator.cookie, '00000000-0000-4000-8000-000000000000', {
      decision: 'dismiss',
      note: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    const owner = await createVerifiedAccount(testApp);
    const quiet = await createListing(testApp, owner.cookie);
    const none = await decideReports(testApp, moderator.cookie, quiet, { decision: 'dismiss', note: 'x' });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe(REPORT_MESSAGES.noReports);

    const { listingId } = await reportedListing(1);
    expect(
      (await decideReports(testApp, moderator.cookie, listingId, { decision: 'dismiss', note: 'x' })).statusCode,
    ).toBe(200);
    expect(
      (await decideReports(testApp, moderator.cookie, listingId, { decision: 'dismiss', note: 'x' })).statusCode,
    ).toBe(409);
  });

  it('shows the team who reported, how old their account is and whether their email is verified', async () => {
    const { listingId } = await reportedListing(1);
    const queue = await reportQueue(testApp, moderator.cookie, '?limit=50');
    const item = queue.json().items.find((each: { listing: { id: string } }) => each.listing.id === listingId);
    expect(item.reports).toEqual([
      {
        id: expect.any(String),
        reason: 'fake-photos',
        details: 'Stock photos',
        reportedAt: expect.any(String),
        countsForHiding: true,
        reporter: {
          id: reporters[0]?.id,
          name: expect.any(String),
          email: reporters[0]?.email,
          memberSince: expect.any(String),
          emailVerified: true,
        },
      },
    ]);
    expect((await sendAs(testApp, 'GET', '/api/admin/reports', reporters[0]?.cookie)).statusCode).toBe(404);
  });
});
