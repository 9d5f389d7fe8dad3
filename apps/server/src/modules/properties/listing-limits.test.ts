import { LISTING_LIMIT_MESSAGES, LISTING_LIMITS, listingCreateSchema } from '@aangan/domain';
import { listingBody } from '@aangan/testing';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from '../../../test/accounts.ts';
import { sendAs } from '../../../test/listings.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { properties } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { createProperty } from './writes.ts';

/** Issue 14 finding 8: one account made 450 listings in 6 seconds. */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function listingsOf(userId: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ value: count() })
    .from(properties)
    .where(eq(properties.postedById, userId));
  return row?.value ?? -1;
}

describe('limits on listing', () => {
  it(`takes ${LISTING_LIMITS.perHour} new listings an hour from one account, then asks it to wait`, async () => {
    const poster = await createVerifiedAccount(testApp);
    for (let index = 0; index < LISTING_LIMITS.perHour; index += 1) {
      const created = await sendAs(testApp, 'POST', '/api/properties', poster.cookie, listingBody());
      expect(created.statusCode).toBe(201);
    }
    const refused = await sendAs(testApp, 'POST', '/api/properties', poster.cookie, listingBody());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(
      /^You have listed 20 properties in the last hour\. Please wait (\d+ minutes?|1 hour) before listing another\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await listingsOf(poster.id)).toBe(LISTING_LIMITS.perHour);

    // Editing is not listing: the poster can still change what they have.
    const [own] = await testApp.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.postedById, poster.id));
    const edited = await sendAs(
      testApp,
      'PATCH',
      `/api/properties/${own?.id}`,
      poster.cookie,
      listingBody({ title: 'Edited flat near the fort' }),
    );
    expect(edited.statusCode).toBe(200);
  });

  it('never lets creates at once pass the cap of listings an account may have', async () => {
    const poster = await createVerifiedAccount(testApp);
    const listing = listingCreateSchema.parse(listingBody());
    const cap = 3;
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => createProperty(testApp.database.db, poster.id, listing, cap)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(cap);
    for (const result of results.filter((item) => item.status === 'rejected')) {
      const reason = (result as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(AppError);
      expect(reason).toMatchObject({ code: 'CONFLICT', message: LISTING_LIMIT_MESSAGES.perAccount(cap) });
    }
    expect(await listingsOf(poster.id)).toBe(cap);
  });
});
