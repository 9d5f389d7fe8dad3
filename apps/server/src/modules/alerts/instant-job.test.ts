import { listingBody, readOutbox } from '@aangan/testing';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type Account, createVerifiedAccount } from '../../../test/accounts.ts';
import { sendAs } from '../../../test/listings.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMigratedPostgresDatabase, testDatabaseKind } from '../../../test/test-database.ts';
import { openPostgres } from '../../db/client.ts';
import { jobRuns } from '../../db/schema.ts';

/**
 * The instant alerts on a running job engine (decision 029): the route wakes the job after its commit, so
 * the alert goes out within moments, not at the minute's sweep; a JOBS=off process only queues. The tests
 * wait for the mail (a state), never for a length of time.
 */
const settled = { timeout: 30_000, interval: 200 };

const closing: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closing.reverse()) await close();
});

async function list(testApp: TestApp, by: Account, city: string, title: string): Promise<string> {
  const body = listingBody({ title, location: { ...listingBody().location, city } });
  const response = await sendAs(testApp, 'POST', '/api/properties', by.cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function instantSeeker(testApp: TestApp, url: string): Promise<Account> {
  const account = await createVerifiedAccount(testApp);
  const saved = await sendAs(testApp, 'POST', '/api/saved-searches', account.cookie, { url });
  expect(saved.statusCode, saved.body).toBe(201);
  await sendAs(testApp, 'PATCH', `/api/saved-searches/${saved.json().id}`, account.cookie, { frequency: 'instant' });
  return account;
}

const alertsIn = async (outboxDir: string, account: Account, title: string) =>
  (await readOutbox(outboxDir)).filter((mail) => mail.to === account.email && mail.text.includes(title));

describe('the instant-alerts job on a working engine', () => {
  it('mails within moments of the commit (woken by the route), and keeps no record of runs that did nothing', async () => {
    const testApp = await createTestApp();
    closing.push(() => testApp.close());
    await testApp.app.jobs.start({ work: true });
    const poster = await createVerifiedAccount(testApp);
    await list(testApp, poster, 'Barmer', 'First flat in Barmer');
    const seeker = await instantSeeker(testApp, '/rent/barmer');
    const id = await list(testApp, poster, 'Barmer', 'Woken flat');

    await vi.waitFor(async () => {
      await testApp.mailer.idle();
      expect(await alertsIn(testApp.outboxDir, seeker, `/property/${id}`)).toHaveLength(1);
    }, settled);

    // Woken with nothing queued: the run happens (pg-boss completes one more), and leaves no record.
    const completed = async () => {
      const [row] = await testApp.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sql`pgboss.job`)
        .where(sql`name = 'instant-alerts' and state = 'completed'`);
      return Number(row?.n);
    };
    await vi.waitFor(async () => {
      expect((await testApp.app.jobs.queueCounts())?.get('instant-alerts')).toMatchObject({ queued: 0, active: 0 });
    }, settled);
    const before = await completed();
    await testApp.app.jobs.wake('instant-alerts');
    await vi.waitFor(async () => expect(await completed()).toBe(before + 1), settled);
    const runs = await testApp.database.db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, 'instant-alerts'), eq(jobRuns.outcome, 'succeeded')));
    expect(runs.some((run) => run.summary?.mails === 1)).toBe(true);
    expect(runs.every((run) => Object.values(run.summary ?? {}).some((figure) => figure > 0))).toBe(true);
    expect(runs.every((run) => run.trigger === 'schedule')).toBe(true);
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'a JOBS=off process only queues; the worker process on the same database sends',
    async () => {
      const shared = await createMigratedPostgresDatabase();
      const web = await createTestApp({}, openPostgres({ url: shared.url, poolMax: 4 }));
      const worker = await createTestApp({}, openPostgres({ url: shared.url, poolMax: 4 }));
      closing.push(async () => {
        await web.close();
        await worker.close();
        await shared.drop();
      });
      await web.app.jobs.start({ work: false });
      await worker.app.jobs.start({ work: true });
      const poster = await createVerifiedAccount(web);
      await list(web, poster, 'Nagaur', 'First flat in Nagaur');
      const seeker = await instantSeeker(web, '/rent/nagaur');
      const id = await list(web, poster, 'Nagaur', 'Flat sent by the worker');

      await vi.waitFor(async () => {
        await worker.mailer.idle();
        expect(await alertsIn(worker.outboxDir, seeker, `/property/${id}`)).toHaveLength(1);
      }, settled);
      await web.mailer.idle();
      expect(await alertsIn(web.outboxDir, seeker, `/property/${id}`)).toHaveLength(0);
    },
  );
});
