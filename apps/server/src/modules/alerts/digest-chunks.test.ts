import { listingBody, readOutbox } from '@aangan/testing';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from '../../../test/accounts.ts';
import { sendAs } from '../../../test/listings.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { properties, savedSearches, user } from '../../db/schema.ts';

/**
 * A digest run larger than one chunk (500 searches): chunks are made of whole recipients — people, and guest
 * alerts' addresses —, so one whose searches would straddle two chunks still gets one mail with all of them.
 * Guests sort first ('guest:…' before 'seeker-…'), and there are enough of them that the first chunk's
 * boundary falls inside a guest's searches.
 */
const DAY = 86_400_000;
const PEOPLE = 10;
const GUESTS = 30;
/** Not a divisor of the chunk, so a chunk boundary falls inside someone's searches. */
const SEARCHES_EACH = 19;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('a digest over more searches than a chunk', () => {
  it('mails each person and each guest address once, with every one of their searches', async () => {
    const start = new Date(Date.now() + 3000 * DAY);
    const poster = await createVerifiedAccount(testApp);
    const body = listingBody({ title: 'Lake view flat', location: { ...listingBody().location, city: 'Udaipur' } });
    const posted = await sendAs(testApp, 'POST', '/api/properties', poster.cookie, body);
    expect(posted.statusCode, posted.body).toBe(201);
    await testApp.app.backgroundWork.idle();
    const listingAt = new Date(start.getTime() + 60_000);
    await testApp.database.db
      .update(properties)
      .set({ createdAt: listingAt, updatedAt: listingAt })
      .where(inArray(properties.id, [posted.json().id]));

    const people = Array.from({ length: PEOPLE }, (_, index) => ({
      id: `seeker-digest-chunk-${String(index).padStart(2, '0')}`,
      name: `Seeker ${index}`,
      email: `digest-chunk-${index}@example.test`,
      emailVerified: true,
    }));
    await testApp.database.db.insert(user).values(people);
    const guests = Array.from({ length: GUESTS }, (_, index) => `digest-chunk-guest-${index}@example.test`);
    // Every search finds the listing: the Udaipur rent page with budgets from ₹1 up.
    await testApp.database.db.insert(savedSearches).values(
      people.flatMap((person) =>
        Array.from({ length: SEARCHES_EACH }, (_, index) => ({
          userId: person.id,
          name: `Udaipur from ₹${index + 1}`,
          url: `/rent/udaipur?minPrice=${index + 1}`,
          frequency: 'daily' as const,
          createdAt: start,
          lastSeenAt: start,
        })),
      ),
    );
    // A guest's address in any case is one recipient: every other search spells it in capitals.
    await testApp.database.db.insert(savedSearches).values(
      guests.flatMap((email) =>
        Array.from({ length: SEARCHES_EACH }, (_, index) => ({
          guestEmail: index % 2 === 0 ? email : email.toUpperCase(),
          confirmedAt: start,
          name: `Udaipur from ₹${index + 1}`,
          url: `/rent/udaipur?minPrice=${index + 1}`,
          frequency: 'daily' as const,
          createdAt: start,
          lastSeenAt: start,
        })),
      ),
    );

    const job = testApp.app.jobs.definitions.find((definition) => definition.name === 'alert-digests-daily');
    const summary = await job?.run(new Date(start.getTime() + DAY + 120_000));
    await testApp.mailer.idle();
    expect(summary).toMatchObject({ searches: (PEOPLE + GUESTS) * SEARCHES_EACH, mails: PEOPLE + GUESTS });
    const mails = (await readOutbox(testApp.outboxDir)).filter((mail) =>
      mail.to.toLowerCase().startsWith('digest-chunk-'),
    );
    expect(mails).toHaveLength(PEOPLE + GUESTS);
    for (const email of [...people.map((person) => person.email), ...guests]) {
      const [mail, ...more] = mails.filter((each) => each.to.toLowerCase() === email);
      expect(more, email).toHaveLength(0);
      expect(mail?.text.match(/Lake view flat/g), email).toHaveLength(SEARCHES_EACH);
    }
  });
});
