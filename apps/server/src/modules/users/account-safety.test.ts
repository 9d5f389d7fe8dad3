import { newRegistration, readOutbox } from '@aangan/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFor, createVerifiedAccount, getMe, post } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { testDatabaseKind } from '../../../test/test-database.ts';
import { session, user } from '../../db/schema.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function registerUnverified() {
  const registration = newRegistration();
  await post(testApp, '/api/auth/sign-up', registration);
  const code = await codeFor(testApp, registration.email);
  return { email: registration.email, code };
}

describe('a verification link opened while signed in (issue 14 finding 5, login CSRF)', () => {
  it('verifies the other address but keeps this browser signed in as before', async () => {
    const signedIn = await createVerifiedAccount(testApp);
    const other = await registerUnverified();

    const response = await post(testApp, '/api/auth/verify-email', other, signedIn.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: signedIn.id, email: signedIn.email });
    expect(response.cookies.filter((cookie) => cookie.name === 'aangan.session_token')).toEqual([]);

    expect((await getMe(testApp, signedIn.cookie)).json().id).toBe(signedIn.id);
    const [verified] = await testApp.database.db.select().from(user).where(eq(user.email, other.email));
    expect(verified?.emailVerified).toBe(true);
    const otherSessions = await testApp.database.db
      .select()
      .from(session)
      .where(eq(session.userId, verified?.id ?? ''));
    expect(otherSessions).toEqual([]);
  });

  it('still signs in a guest who verifies, as the spec says', async () => {
    const other = await registerUnverified();
    const response = await post(testApp, '/api/auth/verify-email', other);
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(other.email);
    expect(response.cookies.some((cookie) => cookie.name === 'aangan.session_token')).toBe(true);
  });
});

describe('no account enumeration by timing (issue 14 finding 7)', () => {
  it('answers resend-code the same for an unknown and an unverified address', async () => {
    const registration = newRegistration();
    await post(testApp, '/api/auth/sign-up', registration);
    await testApp.rateLimitStore.reset(`code-cooldown:verify-email:${registration.email}`);
    const unverified = await post(testApp, '/api/auth/resend-code', { email: registration.email });
    const unknown = await post(testApp, '/api/auth/resend-code', { email: 'nobody.here@example.in' });
    expect([unverified.statusCode, unverified.body]).toEqual([unknown.statusCode, unknown.body]);
    expect(Object.keys(unverified.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'answers before it looks the account up or writes a code: the work waits on a locked table, the answer does not',
    async () => {
      if (testApp.database.kind !== 'postgres') return;
      const registration = newRegistration();
      await post(testApp, '/api/auth/sign-up', registration);
      await codeFor(testApp, registration.email);
      await testApp.rateLimitStore.reset(`code-cooldown:verify-email:${registration.email}`);

      const locker = await testApp.database.pool.connect();
      try {
        await locker.query('BEGIN');
        await locker.query('LOCK TABLE verification IN ACCESS EXCLUSIVE MODE');
        const response = await post(testApp, '/api/auth/resend-code', { email: registration.email });
        expect(response.statusCode).toBe(204);
        // The code cannot have been written: the table is locked, and the answer is already here.
        expect(testApp.app.backgroundWork.pending).toBe(1);
        await locker.query('COMMIT');
      } finally {
        locker.release();
      }
      await codeFor(testApp, registration.email);
      const mails = (await readOutbox(testApp.outboxDir)).filter((mail) => mail.to.includes(registration.email));
      expect(mails).toHaveLength(2);
    },
  );
});
