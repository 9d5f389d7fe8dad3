import { listingBody, readOutbox } from '@aangan/testing';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount } from '../../../test/accounts.ts';
import { sendAs } from '../../../test/listings.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { properties, savedSearches } from '../../db/schema.ts';

/** Digests (decision 029), run as the job engine runs them: the job's own run(now), with time moved. */
const DAY = 86_400_000;
let testApp: TestApp;
let poster: Account;

beforeAll(async () => {
  testApp = await createTestApp();
  poster = await createVerifiedAccount(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const job = (name: string) => {
  const found = testApp.app.jobs.definitions.find((definition) => definition.name === name);
  if (!found) throw new Error(`no job ${name}`);
  return found;
};
const mailsTo = async (account: Account) =>
  (await readOutbox(testApp.outboxDir)).filter(
    (mail) => mail.to === account.email && mail.text.includes('/alerts/unsubscribe?token='),
  );

/** Lists in a city, the listings dated `at` (as if posted then). */
async function listMany(city: string, count: number, at: Date, title = 'Flat'): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    for (const window of ['hour', 'day']) {
      await testApp.rateLimitStore.reset(`listing-create:user:${window}:${poster.id.toLowerCase()}`);
    }
    const body = listingBody({ title: `${title} ${index + 1}`, location: { ...listingBody().location, city } });
    const response = await sendAs(testApp, 'POST', '/api/properties', poster.cookie, body);
    expect(response.statusCode, response.body).toBe(201);
    ids.push(response.json().id);
  }
  await testApp.database.db.update(properties).set({ createdAt: at, updatedAt: at }).where(inArray(properties.id, ids));
  await testApp.app.backgroundWork.idle();
  return ids;
}

async function seeker(urls: string[], frequency: 'daily' | 'weekly', savedAt: Date): Promise<Account> {
  const account = await createVerifiedAccount(testApp);
  for (const url of urls) {
    const saved = await sendAs(testApp, 'POST', '/api/saved-searches', account.cookie, { url });
    expect(saved.statusCode, saved.body).toBe(201);
    await sendAs(testApp, 'PATCH', `/api/saved-searches/${saved.json().id}`, account.cookie, { frequency });
  }
  await testApp.database.db
    .update(savedSearches)
    .set({ createdAt: savedAt, lastSeenAt: savedAt })
    .where(eq(savedSearches.userId, account.id));
  return account;
}

async function run(name: string, at: Date) {
  const summary = await job(name).run(at);
  await testApp.mailer.idle();
  return summary;
}

describe('alert digests', () => {
  it('send one mail per person, ten listings a search with the total, never twice, nothing when nothing is new', async () => {
    const start = new Date(Date.now() + 1000 * DAY);
    await listMany('Jaisalmer', 1, new Date(start.getTime() - DAY));
    const reader = await seeker(['/rent/jaisalmer', '/rent/jaisalmer?bedrooms=2'], 'daily', start);
    const other = await seeker(['/rent/jaisalmer'], 'daily', start);
    await listMany('Jaisalmer', 12, new Date(start.getTime() + 60_000), 'Dune flat');

    await run('alert-digests-daily', new Date(start.getTime() + DAY + 120_000));
    const [mail, ...more] = await mailsTo(reader);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('24 new listings match your saved searches');
    expect(mail?.text.match(/Dune flat \d+/g)).toHaveLength(20);
    expect(mail?.text.match(/See all 12 new matches/g)).toHaveLength(2);
    expect(await mailsTo(other)).toHaveLength(1);

    // A day later with nothing new: no mail, and the same listings never again.
    await run('alert-digests-daily', new Date(start.getTime() + 2 * DAY + 240_000));
    expect(await mailsTo(reader)).toHaveLength(1);
    // Already run for this day: a second run the same hour finds nobody due.
    expect(await run('alert-digests-daily', new Date(start.getTime() + 2 * DAY + 300_000))).toMatchObject({
      searches: 0,
    });
  });

  it('wait a week for weekly searches', async () => {
    const start = new Date(Date.now() + 2000 * DAY);
    await listMany('Barmer', 1, new Date(start.getTime() - DAY));
    const weekly = await seeker(['/rent/barmer'], 'weekly', start);
    await listMany('Barmer', 1, new Date(start.getTime() + 60_000), 'First');
    await run('alert-digests-weekly', new Date(start.getTime() + 120_000));
    expect(await mailsTo(weekly)).toHaveLength(1);

    await listMany('Barmer', 1, new Date(start.getTime() + DAY), 'Second');
    await run('alert-digests-weekly', new Date(start.getTime() + 3 * DAY));
    await run('alert-digests-daily', new Date(start.getTime() + 3 * DAY));
    expect(await mailsTo(weekly)).toHaveLength(1);
    await run('alert-digests-weekly', new Date(start.getTime() + 7 * DAY + 180_000));
    const mails = await mailsTo(weekly);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain('Second 1');
    expect(mails[1]?.text).not.toContain('First 1');
  });
});
