import { PROPERTY_NOT_FOUND_MESSAGE, VERIFICATION_MESSAGES } from '@aangan/domain';
import { readOutbox } from '@aangan/testing';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from '../../../test/accounts.ts';
import { createListing } from '../../../test/listings.ts';
import { auditEntriesFor, createTeamMember } from '../../../test/team.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { askForVerification, listingInQueue, revoke, verifiedListing } from '../../../test/verification.ts';
import { properties, verificationRequests } from '../../db/schema.ts';

const testApp = await createTestApp({ PUBLIC_URL: 'https://aangan.test' });
const db = testApp.database.db;
afterAll(() => testApp.close());

const owner = await createVerifiedAccount(testApp, { name: 'Mohan Owner' });
const moderator = await createTeamMember(testApp, 'moderator');
const admin = await createTeamMember(testApp, 'admin');
const member = await createVerifiedAccount(testApp);

const listingRow = async (id: string) => (await db.select().from(properties).where(eq(properties.id, id)))[0];
const requestsOf = (listingId: string) =>
  db.select().from(verificationRequests).where(eq(verificationRequests.propertyId, listingId));
const reason = 'The owner sold the flat last month; the new owner has not asked us.';

describe('POST /api/admin/listings/:id/verification/revoke', () => {
  it('takes the badge and its evidence away, revokes the approval with the reason, audits and mails the owner', async () => {
    const { listingId, requestId } = await verifiedListing(testApp, owner, moderator, { title: 'Garden villa' });
    const answer = await revoke(testApp, admin.cookie, listingId, { reason });
    expect(answer.statusCode, answer.body).toBe(204);
    expect(answer.body).toBe('');

    expect(await listingRow(listingId)).toMatchObject({
      verificationStatus: false,
      verifiedAt: null,
      verifiedById: null,
      verificationEvidence: null,
    });
    expect(await requestsOf(listingId)).toEqual([
      expect.objectContaining({
        id: requestId,
        status: 'revoked',
        reason,
        decidedById: admin.id,
        decidedBy: admin.email,
        // What was checked stays in the history.
        checklist: expect.arrayContaining([{ check: 'identityDocument', note: expect.any(String) }]),
      }),
    ]);
    expect(await auditEntriesFor(testApp, listingId)).toEqual([
      expect.objectContaining({ action: 'verification.approve' }),
      expect.objectContaining({
        actorId: admin.id,
        actor: admin.email,
        action: 'verification.revoke',
        targetType: 'listing',
        reason,
        before: { verificationStatus: true },
        after: { verificationStatus: false },
      }),
    ]);

    await testApp.mailer.idle();
    const mail = (await readOutbox(testApp.outboxDir)).find(
      (each) => each.to.includes(owner.email) && each.subject.includes('no longer verified'),
    );
    expect(mail?.subject).toBe('Your listing is no longer verified: Garden villa');
    expect(mail?.text).toContain(`    ${reason}`);

    // Not Verified again, the owner may ask again.
    expect((await askForVerification(testApp, owner.cookie, listingId)).statusCode).toBe(201);
  });

  it('revokes a listing verified before requests were kept', async () => {
    const listingId = await createListing(testApp, owner.cookie);
    await db.update(properties).set({ verificationStatus: true }).where(eq(properties.id, listingId));
    expect((await revoke(testApp, moderator.cookie, listingId, { reason })).statusCode).toBe(204);
    expect(await listingRow(listingId)).toMatchObject({ verificationStatus: false });
    expect(await requestsOf(listingId)).toEqual([]);
  });

  it('applies one of two revocations at once; the other hears someone else changed the listing', async () => {
    const { listingId } = await verifiedListing(testApp, owner, moderator);
    const answers = await Promise.all([
      revoke(testApp, moderator.cookie, listingId, { reason }),
      revoke(testApp, admin.cookie, listingId, { reason: 'Another reason.' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().error.message).toBe(
      VERIFICATION_MESSAGES.changedBySomeoneElse,
    );
    expect(
      (await auditEntriesFor(testApp, listingId)).filter((entry) => entry.action === 'verification.revoke'),
    ).toHaveLength(1);
  });

  it('refuses bad input in words a moderator understands, changing nothing', async () => {
    const { listingId } = await verifiedListing(testApp, owner, moderator);
    const { listingId: unverified } = await listingInQueue(testApp, owner);
    const before = await listingRow(listingId);
    const cases: [string, unknown, number, string][] = [
      [listingId, {}, 400, VERIFICATION_MESSAGES.reasonRequired],
      [listingId, { reason: ' \n ' }, 400, VERIFICATION_MESSAGES.reasonRequired],
      [listingId, { reason: 'x'.repeat(1001) }, 400, VERIFICATION_MESSAGES.reasonTooLong],
      [listingId, { reason, notify: false }, 400, 'notify'],
      [unverified, { reason }, 409, VERIFICATION_MESSAGES.changedBySomeoneElse],
      ['00000000-0000-4000-8000-000000000000', { reason }, 404, PROPERTY_NOT_FOUND_MESSAGE],
      ['not-a-listing', { reason }, 404, PROPERTY_NOT_FOUND_MESSAGE],
    ];
    for (const [id, body, status, words] of cases) {
      const answer = await revoke(testApp, moderator.cookie, id, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(answer.body, JSON.stringify(body)).toContain(words);
    }
    const missing = await revoke(testApp, moderator.cookie, listingId, {});
    expect(missing.json().error.fields).toEqual({ reason: VERIFICATION_MESSAGES.reasonRequired });
    expect(await listingRow(listingId)).toEqual(before);
    expect((await requestsOf(listingId)).map((request) => request.status)).toEqual(['approved']);
    expect((await auditEntriesFor(testApp, listingId)).map((entry) => entry.action)).toEqual(['verification.approve']);
    expect(await auditEntriesFor(testApp, unverified)).toEqual([]);
  });

  it('is not there for the owner, a member or a guest', async () => {
    const { listingId } = await verifiedListing(testApp, owner, moderator);
    for (const cookie of [owner.cookie, member.cookie, undefined]) {
      const answer = await revoke(testApp, cookie, listingId, { reason });
      expect([answer.statusCode, answer.json().error.message]).toEqual([404, 'Not found']);
    }
    expect(await listingRow(listingId)).toMatchObject({ verificationStatus: true });
  });
});
