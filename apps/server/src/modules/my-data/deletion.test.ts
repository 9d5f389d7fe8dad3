import { existsSync } from 'node:fs';
import path from 'node:path';
import { ACCOUNT_DELETION_MESSAGES as M, uploadVariantKeys } from '@aangan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount, post } from '../../../test/accounts.ts';
import { sendAs } from '../../../test/listings.ts';
import { rowsMentioning, schemaTableNames, seedPersonWithEverything, signInAgain } from '../../../test/my-data.ts';
import { createTeamMember } from '../../../test/team.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { brokerFlags, contactMessages, listingReports, properties } from '../../db/schema.ts';
import { ANONYMISED_SENDER } from './deletion.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const deleteAccount = (account: Pick<Account, 'cookie'> | undefined, body: unknown) =>
  sendAs(testApp, 'POST', '/api/me/delete', account?.cookie, body);

const stored = (key: string) => existsSync(path.join(testApp.config.dataDir, 'uploads', key));

describe('POST /api/me/delete', () => {
  it('leaves no row of the person in any table but the audit log, and none of their picture files', async () => {
    const seeded = await seedPersonWithEverything(testApp);
    const { person, other } = seeded;
    const files = seeded.uploadKeys.flatMap(uploadVariantKeys);
    expect(files.every(stored)).toBe(true);
    // Before: the person is all over the database.
    const before = await rowsMentioning(testApp, person.id);
    expect(Object.keys(before).length).toBeGreaterThan(8);
    // Their saved search among them (issue 20): it goes with the account, by the foreign key's cascade.
    expect(before.saved_searches).toBe(1);

    const response = await deleteAccount(person, { password: person.password, confirmation: 'DELETE' });
    expect(response.statusCode, response.body).toBe(204);
    // The browser's cookie is cleared, and the session it held opens nothing.
    expect(response.cookies.some((cookie) => cookie.name.includes('session_token') && cookie.value === '')).toBe(true);
    expect((await sendAs(testApp, 'GET', '/api/me', person.cookie)).statusCode).toBe(401);

    // Every table of the schema is searched (a new table is covered without editing this test).
    expect(schemaTableNames().length).toBeGreaterThan(14);
    expect(await rowsMentioning(testApp, person.id)).toEqual({ audit_log: 2 });
    // The audit log names the account by id (its suspension and the lifting of it), never by email here.
    expect(await rowsMentioning(testApp, person.email)).toEqual({});
    // A broker flag on another account that shares their mobile keeps its evidence, naming them no more.
    const sharedPhone = await testApp.database.db
      .select({ evidence: brokerFlags.evidence })
      .from(brokerFlags)
      .where(eq(brokerFlags.kind, 'shared-phone'));
    expect(sharedPhone.map((flag) => flag.evidence.accounts)).toContainEqual(
      expect.arrayContaining([{ id: 'deleted-account', email: 'Deleted account' }]),
    );
    // Their listings went, with everything on them; the other person's listing stays.
    const left = await testApp.database.db.select({ id: properties.id }).from(properties);
    expect(left.map((row) => row.id)).not.toEqual(expect.arrayContaining([seeded.listingIds[0]]));
    expect(left.map((row) => row.id)).toContain(seeded.othersListingId);
    // Their report against the other listing stays, with no reporter; the other's report on theirs went with it.
    const reports = await testApp.database.db
      .select({ propertyId: listingReports.propertyId, reporterId: listingReports.reporterId })
      .from(listingReports);
    expect(reports.filter((row) => row.reporterId === other.id)).toEqual([]);
    expect(reports).toContainEqual({ propertyId: seeded.othersListingId, reporterId: null });
    // Their contact-page message stays for the team, anonymised.
    const [message] = await testApp.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, 'My own question'));
    expect(message).toMatchObject({ ...ANONYMISED_SENDER, userId: null, message: expect.any(String) });

    // No picture file is left, attached or not; the other person's stays.
    expect(files.filter(stored)).toEqual([]);
    expect(uploadVariantKeys(seeded.otherUploadKey).every(stored)).toBe(true);
    // The other person is untouched.
    expect((await sendAs(testApp, 'GET', '/api/me', other.cookie)).json()).toMatchObject({ email: other.email });
  });

  it('lets the email register again, as a new account', async () => {
    const person = await createVerifiedAccount(testApp);
    expect((await deleteAccount(person, { password: person.password, confirmation: 'DELETE' })).statusCode).toBe(204);
    const signIn = await post(testApp, '/api/auth/sign-in', { email: person.email, password: person.password });
    expect(signIn.statusCode).toBe(401);

    const again = await createVerifiedAccount(testApp, { email: person.email });
    expect(again.id).not.toBe(person.id);
    const me = await sendAs(testApp, 'GET', '/api/me', again.cookie);
    expect(me.json()).toMatchObject({ email: person.email, counts: { listed: 0, saved: 0, inquiries: 0 } });
  });

  it('refuses a wrong password with 403 in words and changes nothing', async () => {
    const person = await createVerifiedAccount(testApp);
    const before = await rowsMentioning(testApp, person.id);
    const response = await deleteAccount(person, { password: 'not-my-password', confirmation: 'DELETE' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({ message: M.passwordWrong, fields: { password: M.passwordWrong } });
    expect(await rowsMentioning(testApp, person.id)).toEqual(before);
    expect((await sendAs(testApp, 'GET', '/api/me', person.cookie)).statusCode).toBe(200);
  });

  it('refuses a wrong or missing confirmation with 400 before the password is even tried', async () => {
    const person = await createVerifiedAccount(testApp);
    const before = await rowsMentioning(testApp, person.id);
    for (const [confirmation, message] of [
      ['delete', M.confirmationWrong],
      ['DELETE ME', M.confirmationWrong],
      ['', M.confirmationRequired],
    ] as const) {
      const response = await deleteAccount(person, { password: person.password, confirmation });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ confirmation: message });
    }
    const missing = await deleteAccount(person, { confirmation: 'DELETE' });
    expect(missing.json().error.fields).toEqual({ password: M.passwordRequired });
    expect(await rowsMentioning(testApp, person.id)).toEqual(before);
  });

  it('counts password tries like sign-in does: the eleventh in ten minutes is 429, even with the right one', async () => {
    const person = await createVerifiedAccount(testApp);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await deleteAccount(person, { password: `wrong-${attempt}`, confirmation: 'DELETE' })).statusCode).toBe(
        403,
      );
    }
    const limited = await deleteAccount(person, { password: person.password, confirmation: 'DELETE' });
    expect(limited.statusCode).toBe(429);
    expect((await sendAs(testApp, 'GET', '/api/me', person.cookie)).statusCode).toBe(200);
  });

  it('asks a team member to leave the team first, and changes nothing', async () => {
    for (const role of ['moderator', 'admin'] as const) {
      const member = await createTeamMember(testApp, role);
      const response = await deleteAccount(member, { password: member.password, confirmation: 'DELETE' });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(M.teamMember);
      expect((await sendAs(testApp, 'GET', '/api/me', member.cookie)).json()).toMatchObject({ role });
    }
  });

  it('asks a guest to sign in', async () => {
    const response = await deleteAccount(undefined, { password: 'whatever-1', confirmation: 'DELETE' });
    expect(response.statusCode).toBe(401);
  });

  it('ends every other session of the account too', async () => {
    const person = await createVerifiedAccount(testApp);
    const phone = await signInAgain(testApp, person);
    expect((await deleteAccount(person, { password: person.password, confirmation: 'DELETE' })).statusCode).toBe(204);
    expect((await sendAs(testApp, 'GET', '/api/me', phone.cookie)).statusCode).toBe(401);
  });
});
