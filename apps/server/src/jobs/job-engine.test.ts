import { EXPIRY_MESSAGES } from '@aangan/domain';
import { readOutbox } from '@aangan/testing';
import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createVerifiedAccount } from '../../test/accounts.ts';
import { createListing } from '../../test/listings.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMigratedPostgresDatabase, createTestDatabase, testDatabaseKind } from '../../test/test-database.ts';
import { openPostgres } from '../db/client.ts';
import { jobRuns, properties } from '../db/schema.ts';
import { createJobEngine } from './job-engine.ts';

const DAY = 86_400_000;
/** Waits for a state of the database, not for a length of time (pg-boss polls every half second here). */
const settled = { timeout: 30_000, interval: 200 };

describe('the job engine (pg-boss on this database)', () => {
  const closing: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closing.reverse()) await close();
  });

  it('retries a job that throws with its retry policy, records each attempt, and leaves it failed after the last', async () => {
    const database = await createTestDatabase();
    let attempts = 0;
    const engine = createJobEngine({
      database,
      pollingIntervalSeconds: 0.5,
      definitions: [
        {
          name: 'always-fails',
          schedule: '0 0 1 1 *',
          scheduleInWords: 'Once a year',
          retry: { limit: 2, delaySeconds: 0, backoff: false },
          run: async () => {
            attempts += 1;
            throw new Error(`the mail server said no (attempt ${attempts})`);
          },
        },
      ],
    });
    closing.push(async () => {
      await engine.stop();
      await database.close();
    });
    await engine.start({ work: true });
    expect(engine.state).toBe('working');
    expect(await engine.enqueue('always-fails', 'manual')).toBe(true);
    await vi.waitFor(async () => {
      expect((await engine.queueCounts())?.get('always-fails')).toEqual({ queued: 0, active: 0, failed: 1 });
    }, settled);
    const runs = await database.db
      .select()
      .from(jobRuns)
      .where(eq(jobRuns.job, 'always-fails'))
      .orderBy(desc(jobRuns.attempt));
    expect(runs.map((run) => [run.attempt, run.outcome, run.trigger])).toEqual([
      [3, 'failed', 'manual'],
      [2, 'failed', 'manual'],
      [1, 'failed', 'manual'],
    ]);
    expect(runs[0]?.error).toContain('the mail server said no (attempt 3)');
    expect(attempts).toBe(3);
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'shares the work of two server processes on one PostgreSQL database: each listing expires once, each reminder is mailed once',
    async () => {
      const shared = await createMigratedPostgresDatabase();
      const apps: TestApp[] = [];
      for (const _ of [1, 2]) {
        apps.push(await createTestApp({}, openPostgres({ url: shared.url, poolMax: 4 })));
      }
      closing.push(async () => {
        for (const app of apps) await app.close();
        await shared.drop();
      });
      const [first, second] = apps as [TestApp, TestApp];
      const db = first.database.db;
      const owner = await createVerifiedAccount(first);
      const due: string[] = [];
      const remind: string[] = [];
      for (let index = 0; index < 6; index += 1) {
        const id = await createListing(first, owner.cookie, { title: `2 BHK listing number ${index} near the fort` });
        const expiresAt = new Date(Date.now() + (index < 3 ? -DAY : 3 * DAY));
        await db.update(properties).set({ expiresAt }).where(eq(properties.id, id));
        (index < 3 ? due : remind).push(id);
      }
      for (const app of apps) await app.app.jobs.start({ work: true });
      // Both processes are asked to run both jobs at once, as two cron ticks or two admins might.
      await Promise.all(
        apps.flatMap((app) => [
          app.app.jobs.enqueue('expire-listings', 'manual'),
          app.app.jobs.enqueue('expiry-reminders', 'manual'),
        ]),
      );
      await vi.waitFor(async () => {
        const runs = await db
          .select()
          .from(jobRuns)
          .where(inArray(jobRuns.outcome, ['succeeded']));
        expect(runs).toHaveLength(4);
      }, settled);
      const rows = await db.select().from(properties).where(inArray(properties.id, due));
      expect(rows.every((row) => !row.listed && row.expiredAt !== null)).toBe(true);
      const runs = await db.select().from(jobRuns).where(eq(jobRuns.job, 'expire-listings'));
      expect(runs.map((run) => run.summary?.expired).sort()).toEqual([0, 3]);
      await first.mailer.idle();
      await second.mailer.idle();
      const mails = [...(await readOutbox(first.outboxDir)), ...(await readOutbox(second.outboxDir))].filter(
        (mail) => mail.subject === EXPIRY_MESSAGES.reminderSubject,
      );
      expect(mails).toHaveLength(remind.length);
      for (const index of [3, 4, 5]) {
        expect(mails.filter((mail) => mail.text.includes(`listing number ${index} near`))).toHaveLength(1);
      }
    },
  );
});
