import { indianCalendarDay, indianDayStart, type TeamOverview } from '@aangan/domain';
import { listingBody } from '@aangan/testing';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount } from '../../../test/accounts.ts';
import { changeStatus, sendContactMessage } from '../../../test/inbox.ts';
import { createListing, sendAs } from '../../../test/listings.ts';
import { createTeamMember } from '../../../test/team.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { decide, listingInQueue, revoke, verifiedListing } from '../../../test/verification.ts';
import { listingAppeals, properties, verificationRequests } from '../../db/schema.ts';

// A database of its own: the overview counts exactly what these tests make.
const testApp = await createTestApp();
const db = testApp.database.db;
afterAll(() => testApp.close());

const owner = await createVerifiedAccount(testApp);
const member = await createVerifiedAccount(testApp);
const moderator = await createTeamMember(testApp, 'moderator');

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const read = (account: Account | undefined) => sendAs(testApp, 'GET', '/api/admin/overview', account?.cookie);

/** What the overview should say, changed step by step as the tests act. */
let expected: TeamOverview = {
  today: indianCalendarDay(new Date()),
  listings: {
    live: 0,
    verified: 0,
    pendingReview: 0,
    hidden: 0,
    ownerSuspended: 0,
    expired: 0,
    withdrawn: 0,
    newToday: 0,
  },
  openAppeals: 0,
  openReports: 0,
  openFlags: 0,
  messagesWaiting: 0,
  timeToVerify: { medianHours: null, approvals: 0 },
};

/** The total of a queue of the console, as its first page says. */
async function queueTotal(path: string): Promise<number> {
  const page = await sendAs(testApp, 'GET', `${path}?limit=1`, moderator.cookie);
  expect(page.statusCode, page.body).toBe(200);
  return page.json().total;
}

async function expectOverview(change: {
  listings?: Partial<TeamOverview['listings']>;
  openAppeals?: number;
  openReports?: number;
  messagesWaiting?: number;
  timeToVerify?: TeamOverview['timeToVerify'];
}): Promise<void> {
  // Every test account carries the same mobile and the owner lists many: the broker-flag scan that runs
  // after each listing raises flags. The figure must be the flags queue's length, whatever the scan found.
  await testApp.app.backgroundWork.idle();
  const openFlags = await queueTotal('/api/admin/flags');
  expected = { ...expected, ...change, openFlags, listings: { ...expected.listings, ...change.listings } };
  const answer = await read(moderator);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json()).toEqual(expected);
}

/** Sets when a request was made and decided: `hours` apart, decided `daysAgo` days before now. */
async function requestTook(listingId: string, hours: number, daysAgo = 1): Promise<void> {
  const decidedAt = new Date(Date.now() - daysAgo * DAY);
  const createdAt = new Date(decidedAt.getTime() - hours * HOUR);
  await db
    .update(verificationRequests)
    .set({ createdAt, decidedAt })
    .where(eq(verificationRequests.propertyId, listingId));
}

describe('GET /api/admin/overview', () => {
  it('answers the team with zeros and no median on an empty marketplace, never cached', async () => {
    const answer = await read(moderator);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual(expected);
  });

  it('is not there for guests and members', async () => {
    expect((await read(undefined)).statusCode).toBe(404);
    expect((await read(member)).statusCode).toBe(404);
  });

  it('counts new listings as live, and as new since midnight in India', async () => {
    const yesterday = await createListing(testApp, owner.cookie);
    const atMidnight = await createListing(testApp, owner.cookie);
    await createListing(testApp, owner.cookie);
    const midnight = indianDayStart(new Date());
    await db
      .update(properties)
      .set({ createdAt: new Date(midnight.getTime() - 1) })
      .where(eq(properties.id, yesterday));
    await db.update(properties).set({ createdAt: midnight }).where(eq(properties.id, atMidnight));
    await expectOverview({ listings: { live: 3, newToday: 2 } });
  });

  it('counts requests waiting, verified listings, and the median time from request to approval', async () => {
    const waiting = await listingInQueue(testApp, owner);
    const quick = await verifiedListing(testApp, owner, moderator);
    const slow = await verifiedListing(testApp, owner, moderator);
    await requestTook(quick.listingId, 2);
    await requestTook(slow.listingId, 6);
    // The waiting request is older than both, and not in the median.
    await db
      .update(verificationRequests)
      .set({ createdAt: new Date(Date.now() - 30 * DAY) })
      .where(eq(verificationRequests.id, waiting.requestId));
    await expectOverview({
      listings: { live: 6, newToday: 5, pendingReview: 1, verified: 2 },
      timeToVerify: { medianHours: 4, approvals: 2 },
    });
  });

  it('keeps an approval a later edit lapsed, and leaves out rejections, revocations and old approvals', async () => {
    const lapsed = await verifiedListing(testApp, owner, moderator);
    await requestTook(lapsed.listingId, 10);
    const edited = await sendAs(
      testApp,
      'PATCH',
      `/api/properties/${lapsed.listingId}`,
      owner.cookie,
      listingBody({ price: 19_500 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);

    const rejected = await listingInQueue(testApp, owner);
    expect(
      (await decide(testApp, moderator.cookie, rejected.requestId, { decision: 'reject', reason: 'No deed.' }))
        .statusCode,
    ).toBe(200);
    await requestTook(rejected.listingId, 50);

    // A revoke writes its own moment over the approval's: 40 hours after the request, if it were counted.
    const revoked = await verifiedListing(testApp, owner, moderator);
    expect((await revoke(testApp, moderator.cookie, revoked.listingId, { reason: 'Sold since.' })).statusCode).toBe(
      204,
    );
    await db
      .update(verificationRequests)
      .set({ createdAt: new Date(Date.now() - 40 * HOUR) })
      .where(eq(verificationRequests.propertyId, revoked.listingId));

    const old = await verifiedListing(testApp, owner, moderator);
    await requestTook(old.listingId, 100, 31);

    await expectOverview({
      // The edit queued the lapsed listing again; the old approval still stands.
      listings: { live: 10, newToday: 9, pendingReview: 2, verified: 3 },
      timeToVerify: { medianHours: 6, approvals: 3 },
    });
  });

  it('counts hidden listings and the appeals against them', async () => {
    const id = await createListing(testApp, owner.cookie);
    const hidden = await sendAs(testApp, 'POST', `/api/admin/listings/${id}/hide`, moderator.cookie, {
      reason: 'spam',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    await expectOverview({ listings: { newToday: 10, hidden: 1 } });

    const appeal = await sendAs(testApp, 'POST', `/api/properties/${id}/appeal`, owner.cookie, {
      message: 'Not spam.',
    });
    expect(appeal.statusCode, appeal.body).toBe(201);
    await expectOverview({ openAppeals: 1 });

    const [open] = await db
      .select({ id: listingAppeals.id })
      .from(listingAppeals)
      .where(eq(listingAppeals.propertyId, id));
    const restored = await sendAs(testApp, 'POST', `/api/admin/appeals/${open?.id}/decision`, moderator.cookie, {
      decision: 'restore',
      reply: 'Restored.',
    });
    expect(restored.statusCode, restored.body).toBe(200);
    await expectOverview({ listings: { live: 11, hidden: 0 }, openAppeals: 0 });
  });

  it('counts the listings of a suspended poster apart from those the team hid', async () => {
    const poster = await createVerifiedAccount(testApp);
    await createListing(testApp, poster.cookie);
    await createListing(testApp, poster.cookie);
    await expectOverview({ listings: { live: 13, newToday: 12 } });

    const suspended = await sendAs(testApp, 'POST', `/api/admin/accounts/${poster.id}/suspend`, moderator.cookie, {
      reason: 'Fake listings across cities',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    await expectOverview({ listings: { live: 11, ownerSuspended: 2 } });
  });

  it('counts contact-page messages still open in the inbox', async () => {
    const first = await sendContactMessage(testApp);
    await sendContactMessage(testApp);
    await expectOverview({ messagesWaiting: 2 });

    expect((await changeStatus(testApp, moderator.cookie, first, { status: 'closed', from: 'open' })).statusCode).toBe(
      200,
    );
    await expectOverview({ messagesWaiting: 1 });
  });

  it('counts listings with open reports as the reports queue does, and broker flags as their list', async () => {
    const reported = await createListing(testApp, owner.cookie);
    const reporters = [member, await createVerifiedAccount(testApp)];
    for (const reporter of reporters) {
      const answer = await sendAs(testApp, 'POST', `/api/properties/${reported}/report`, reporter.cookie, {
        reason: 'fake-photos',
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    await expectOverview({ listings: { live: 12, newToday: 13 }, openReports: 1 });
    expect(expected.openReports).toBe(await queueTotal('/api/admin/reports'));
    expect(expected.openFlags).toBeGreaterThan(0);

    const decided = await sendAs(testApp, 'POST', `/api/admin/reports/${reported}/decision`, moderator.cookie, {
      decision: 'dismiss',
      note: 'Photos match the site visit.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    await expectOverview({ openReports: 0 });
    expect(await queueTotal('/api/admin/reports')).toBe(0);
  });

  it('counts expired listings and those their owners marked let or sold apart from the rest (decision 020)', async () => {
    const poster = await createVerifiedAccount(testApp);
    const expiring = await createListing(testApp, poster.cookie);
    const withdrawn = await createListing(testApp, poster.cookie);
    const hiddenAndExpired = await createListing(testApp, poster.cookie);
    await expectOverview({ listings: { live: 15, newToday: 16 } });
    const past = new Date(Date.now() - 1000);
    // As the expiry sweep and a reminder's 'no longer available' leave them.
    await db.update(properties).set({ listed: false, expiredAt: past }).where(eq(properties.id, expiring));
    await db.update(properties).set({ listed: false, withdrawnAt: past }).where(eq(properties.id, withdrawn));
    const hide = await sendAs(testApp, 'POST', `/api/admin/listings/${hiddenAndExpired}/hide`, moderator.cookie, {
      reason: 'spam',
    });
    expect(hide.statusCode, hide.body).toBe(200);
    await db.update(properties).set({ expiredAt: past }).where(eq(properties.id, hiddenAndExpired));
    await expectOverview({ listings: { live: 12, expired: 1, withdrawn: 1, hidden: expected.listings.hidden + 1 } });
  });

  it('agrees with the Listings section: each figure is the total of the filter it links to', async () => {
    const filters = {
      live: 'live',
      verified: 'verified',
      pendingReview: 'pending-review',
      hidden: 'hidden',
      ownerSuspended: 'owner-suspended',
      expired: 'expired',
      withdrawn: 'withdrawn',
    } as const;
    for (const [figure, state] of Object.entries(filters)) {
      const page = await sendAs(testApp, 'GET', `/api/admin/listings?state=${state}&limit=1`, moderator.cookie);
      expect(page.json().total, state).toBe(expected.listings[figure as keyof typeof filters]);
    }
  });
});
