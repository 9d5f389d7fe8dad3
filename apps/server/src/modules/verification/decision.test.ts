import { VERIFICATION_MESSAGES } from '@aangan/domain';
import { readOutbox } from '@aangan/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount } from '../../../test/accounts.ts';
import { auditEntriesFor, createTeamMember } from '../../../test/team.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { APPROVAL, askForVerification, decide, listingInQueue } from '../../../test/verification.ts';
import { auditLog, properties, verificationRequests } from '../../db/schema.ts';

const testApp = await createTestApp({ PUBLIC_URL: 'https://aangan.test' });
const db = testApp.database.db;
afterAll(() => testApp.close());

const owner = await createVerifiedAccount(testApp, { name: 'Kavita Owner' });
const moderator = await createTeamMember(testApp, 'moderator');
const secondModerator = await createTeamMember(testApp, 'admin');
const member = await createVerifiedAccount(testApp);

const listingRow = async (id: string) => (await db.select().from(properties).where(eq(properties.id, id)))[0];
const requestRow = async (id: string) =>
  (await db.select().from(verificationRequests).where(eq(verificationRequests.id, id)))[0];
/** The owner's mails about `title` (their sign-up code went to the same address). */
async function mailsAbout(account: Account, title: string) {
  await testApp.mailer.idle();
  return (await readOutbox(testApp.outboxDir)).filter(
    (mail) => mail.to.includes(account.email) && mail.subject.includes(title),
  );
}

describe('POST /api/admin/verifications/:id/decision', () => {
  it('approves with the checklist as evidence, verifies the listing, audits it and mails the owner', async () => {
    const { listingId, requestId } = await listingInQueue(testApp, owner, { title: 'Courtyard flat in Rani Bazar' });
    const answer = await decide(testApp, moderator.cookie, requestId, APPROVAL);
    expect(answer.statusCode, answer.body).toBe(200);
    const evidence = [
      { check: 'identityDocument', note: 'Aadhaar seen, name matches the listing' },
      { check: 'authorityDocument' },
      { check: 'siteVisit' },
    ];
    expect(answer.json()).toMatchObject({
      id: requestId,
      status: 'approved',
      decidedBy: moderator.email,
      decidedAt: expect.any(String),
      checklist: evidence,
      reason: null,
      listing: { id: listingId, verificationStatus: true },
      history: [{ id: requestId, status: 'approved', decidedBy: moderator.email }],
    });

    expect(await listingRow(listingId)).toMatchObject({
      verificationStatus: true,
      verifiedAt: expect.any(Date),
      verifiedById: moderator.id,
      verificationEvidence: evidence,
    });
    expect(await requestRow(requestId)).toMatchObject({ decidedById: moderator.id, checklist: evidence });
    expect(await auditEntriesFor(testApp, listingId)).toEqual([
      expect.objectContaining({
        actorId: moderator.id,
        actor: moderator.email,
        action: 'verification.approve',
        targetType: 'listing',
        reason: null,
        before: { verificationStatus: false },
        after: { verificationStatus: true, checks: ['identityDocument', 'authorityDocument', 'siteVisit'] },
      }),
    ]);

    const [mail] = await mailsAbout(owner, 'Courtyard flat in Rani Bazar');
    expect(mail?.subject).toBe('Your listing is verified: Courtyard flat in Rani Bazar');
    expect(mail?.text).toContain('Namaste Kavita Owner,');
    expect(mail?.text).toContain(`https://aangan.test/property/${listingId}`);
  });

  it('rejects with a reason the owner reads, leaving the listing unverified; the owner may ask again', async () => {
    const { listingId, requestId } = await listingInQueue(testApp, owner, { title: 'Haveli near the fort' });
    const reason = 'The ownership document names someone else.\nPlease send the sale deed.';
    const answer = await decide(testApp, moderator.cookie, requestId, { decision: 'reject', reason: `  ${reason} ` });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'rejected', reason, checklist: null, decidedBy: moderator.email });
    expect(await listingRow(listingId)).toMatchObject({ verificationStatus: false, verifiedAt: null });
    expect(await auditEntriesFor(testApp, listingId)).toEqual([
      expect.objectContaining({
        action: 'verification.reject',
        reason,
        before: { verificationRequest: 'open' },
        after: { verificationRequest: 'rejected' },
      }),
    ]);
    const [mail] = await mailsAbout(owner, 'Haveli near the fort');
    expect(mail?.subject).toBe('We could not verify your listing: Haveli near the fort');
    expect(mail?.text).toContain('    The ownership document names someone else.\n    Please send the sale deed.');
    expect(mail?.text).toContain('https://aangan.test/my-properties');

    expect((await askForVerification(testApp, owner.cookie, listingId)).statusCode).toBe(201);
  });

  it('applies one of two moderators deciding at once; the other hears 409 and nothing is applied twice', async () => {
    const { listingId, requestId } = await listingInQueue(testApp, owner);
    const answers = await Promise.all([
      decide(testApp, moderator.cookie, requestId, APPROVAL),
      decide(testApp, secondModerator.cookie, requestId, { decision: 'reject', reason: 'Photos are of another flat.' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().error.message).toBe(VERIFICATION_MESSAGES.changedBySomeoneElse);
    expect(await auditEntriesFor(testApp, listingId)).toHaveLength(1);

    // Deciding it again later is refused the same way.
    const late = await decide(testApp, moderator.cookie, requestId, { decision: 'reject', reason: 'Too late.' });
    expect([late.statusCode, late.json().error.message]).toEqual([409, VERIFICATION_MESSAGES.changedBySomeoneElse]);
    expect(await auditEntriesFor(testApp, listingId)).toHaveLength(1);
  });

  it('refuses bad input in words a moderator understands, changing nothing', async () => {
    const { listingId, requestId } = await listingInQueue(testApp, owner);
    const before = await listingRow(listingId);
    const cases: [string, unknown, number, string][] = [
      [requestId, { decision: 'approve', checklist: [] }, 400, VERIFICATION_MESSAGES.checklistEmpty],
      [requestId, { decision: 'approve' }, 400, VERIFICATION_MESSAGES.checklistEmpty],
      [
        requestId,
        { decision: 'approve', checklist: [{ check: 'identityDocument' }, { check: 'photosMatch' }] },
        400,
        VERIFICATION_MESSAGES.checklistShort,
      ],
      [
        requestId,
        { ...APPROVAL, checklist: [...APPROVAL.checklist, { check: 'siteVisit' }] },
        400,
        VERIFICATION_MESSAGES.checklistRepeated,
      ],
      [
        requestId,
        { decision: 'approve', checklist: [{ check: 'astrology' }, ...APPROVAL.checklist] },
        400,
        VERIFICATION_MESSAGES.checkInvalid,
      ],
      [requestId, { decision: 'reject' }, 400, VERIFICATION_MESSAGES.reasonRequired],
      [requestId, { decision: 'reject', reason: '   ' }, 400, VERIFICATION_MESSAGES.reasonRequired],
      [requestId, { decision: 'reject', reason: 'x'.repeat(1001) }, 400, VERIFICATION_MESSAGES.reasonTooLong],
      [requestId, { decision: 'maybe' }, 400, VERIFICATION_MESSAGES.decisionInvalid],
      [requestId, { decision: 'reject', reason: 'No.', verifiedBy: 'someone' }, 400, 'verifiedBy'],
      ['00000000-0000-4000-8000-000000000000', APPROVAL, 404, VERIFICATION_MESSAGES.requestNotFound],
      ['not-a-request', APPROVAL, 404, VERIFICATION_MESSAGES.requestNotFound],
    ];
    for (const [id, body, status, words] of cases) {
      const answer = await decide(testApp, moderator.cookie, id, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(status);
      expect(answer.body, JSON.stringify(body)).toContain(words);
    }
    const reasonTooLong = await decide(testApp, moderator.cookie, requestId, {
      decision: 'reject',
      reason: 'x'.repeat(1001),
    });
    expect(reasonTooLong.json().error.fields).toEqual({ reason: VERIFICATION_MESSAGES.reasonTooLong });
    expect(await requestRow(requestId)).toMatchObject({ status: 'open', decidedAt: null, checklist: null });
    expect(await listingRow(listingId)).toEqual(before);
    expect(await auditEntriesFor(testApp, listingId)).toEqual([]);
  });

  it('changes nothing when its audit entry cannot be written', async () => {
    const { listingId, requestId } = await listingInQueue(testApp, owner);
    // The database refuses this one listing's audit entries, as a failure after the change would.
    await db.execute(
      sql.raw(`create function refuse_audit() returns trigger language plpgsql as $$
      begin if new.target_id = '${listingId}' then raise exception 'audit refused'; end if; return new; end $$`),
    );
    await db.execute(
      sql`create trigger refuse_audit before insert on ${auditLog} for each row execute function refuse_audit()`,
    );
    try {
      expect((await decide(testApp, moderator.cookie, requestId, APPROVAL)).statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger refuse_audit on ${auditLog}`);
      await db.execute(sql`drop function refuse_audit()`);
    }
    expect(await requestRow(requestId)).toMatchObject({ status: 'open', decidedAt: null });
    expect(await listingRow(listingId)).toMatchObject({ verificationStatus: false, verificationEvidence: null });
    expect(await auditEntriesFor(testApp, listingId)).toEqual([]);
  });

  it('is not there for a member or a guest', async () => {
    const { requestId } = await listingInQueue(testApp, owner);
    for (const cookie of [member.cookie, owner.cookie, undefined]) {
      const answer = await decide(testApp, cookie, requestId, APPROVAL);
      expect([answer.statusCode, answer.json().error.message]).toEqual([404, 'Not found']);
    }
    expect(await requestRow(requestId)).toMatchObject({ status: 'open' });
  });
});
