import { LISTING_ACCESS_DENIED, PROPERTY_NOT_FOUND_MESSAGE, VERIFICATION_MESSAGES } from '@aangan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from '../../../test/accounts.ts';
import { createListing } from '../../../test/listings.ts';
import { createTeamMember } from '../../../test/team.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { askForVerification, verifiedListing } from '../../../test/verification.ts';
import { verificationRequests } from '../../db/schema.ts';

const testApp = await createTestApp();
const db = testApp.database.db;
afterAll(() => testApp.close());

const owner = await createVerifiedAccount(testApp);
const stranger = await createVerifiedAccount(testApp);
const moderator = await createTeamMember(testApp, 'moderator');

const requestsOf = (listingId: string) =>
  db.select().from(verificationRequests).where(eq(verificationRequests.propertyId, listingId));

describe('POST /api/properties/:id/verification-request', () => {
  it('queues the owner’s request and answers it as the owner sees it', async () => {
    const listingId = await createListing(testApp, owner.cookie);
    const asked = await askForVerification(testApp, owner.cookie, listingId);
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toEqual({
      status: 'open',
      trigger: 'owner',
      reason: null,
      createdAt: expect.any(String),
      decidedAt: null,
    });
    expect(await requestsOf(listingId)).toEqual([expect.objectContaining({ status: 'open', trigger: 'owner' })]);
  });

  it('keeps one open request per listing, and none once it is verified', async () => {
    const listingId = await createListing(testApp, owner.cookie);
    expect((await askForVerification(testApp, owner.cookie, listingId)).statusCode).toBe(201);
    const again = await askForVerification(testApp, owner.cookie, listingId);
    expect([again.statusCode, again.json().error.message]).toEqual([409, VERIFICATION_MESSAGES.alreadyOpen]);
    expect(await requestsOf(listingId)).toHaveLength(1);

    const verified = await verifiedListing(testApp, owner, moderator);
    const once = await askForVerification(testApp, owner.cookie, verified.listingId);
    expect([once.statusCode, once.json().error.message]).toEqual([409, VERIFICATION_MESSAGES.alreadyVerified]);
    expect(await requestsOf(verified.listingId)).toEqual([expect.objectContaining({ status: 'approved' })]);
  });

  it('refuses a listing the team hid: the owner appeals first', async () => {
    const listingId = await createListing(testApp, owner.cookie);
    const hidden = await testApp.app.inject({
      method: 'POST',
      url: `/api/admin/listings/${listingId}/hide`,
      headers: { cookie: moderator.cookie },
      payload: { reason: 'duplicate' },
    });
    expect(hidden.statusCode).toBe(200);
    const asked = await askForVerification(testApp, owner.cookie, listingId);
    expect([asked.statusCode, asked.json().error.message]).toEqual([409, VERIFICATION_MESSAGES.hidden]);
    expect(await requestsOf(listingId)).toEqual([]);
  });

  it('queues exactly one of five requests sent at once', async () => {
    const listingId = await createListing(testApp, owner.cookie);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => askForVerification(testApp, owner.cookie, listingId)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const answer of answers.filter((each) => each.statusCode === 409)) {
      expect(answer.json().error.message).toBe(VERIFICATION_MESSAGES.alreadyOpen);
    }
    expect(await requestsOf(listingId)).toHaveLength(1);
  });

  it('is for the owner only: others hear 403, a guest 401, an unknown listing 404', async () => {
    const listingId = await createListing(testApp, owner.cookie);
    for (const cookie of [stranger.cookie, moderator.cookie]) {
      const refused = await askForVerification(testApp, cookie, listingId);
      expect([refused.statusCode, refused.json().error.message]).toEqual([
        403,
        LISTING_ACCESS_DENIED.requestVerification,
      ]);
    }
    expect((await askForVerification(testApp, undefined, listingId)).statusCode).toBe(401);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-listing']) {
      const missing = await askForVerification(testApp, owner.cookie, id);
      expect([missing.statusCode, missing.json().error.message]).toEqual([404, PROPERTY_NOT_FOUND_MESSAGE]);
    }
    expect(await requestsOf(listingId)).toEqual([]);
  });
});
