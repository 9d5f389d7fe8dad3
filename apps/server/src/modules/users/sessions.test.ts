import { AUTH_MESSAGES as M } from '@aangan/domain';
import { newRegistration, readOutbox } from '@aangan/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFor, createVerifiedAccount, expectNoSecrets, getMe, post } from '../../../test/accounts.ts';
import { cookiesFrom, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { session } from '../../db/schema.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const signIn = (email: string, password: string) => post(testApp, '/api/auth/sign-in', { email, password });

describe('POST /api/auth/sign-in', () => {
  it('signs in with the right password and answers with the profile, never a token', async () => {
    const account = await createVerifiedAccount(testApp);
    const response = await signIn(account.email.toUpperCase(), account.password);

    expect(response.statusCode).toBe(200);
    expectNoSecrets(response);
    expect(response.json()).toMatchObject({ id: account.id, email: account.email });
    expect(response.cookies[0]?.name).toBe('aangan.session_token');
    expect((await getMe(testApp, cookiesFrom(response))).statusCode).toBe(200);
  });

  it('gives one answer for a wrong password and for an unknown email', async () => {
    const account = await createVerifiedAccount(testApp);
    const wrongPassword = await signIn(account.email, 'not-the-password');
    const unknownEmail = await signIn('nobody.here@example.in', 'not-the-password');

    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: M.invalidCredentials } });
      expect(response.cookies).toEqual([]);
    }
  });

  it('asks an unverified account (with the right password only) to verify first', async () => {
    const registration = newRegistration();
    await post(testApp, '/api/auth/sign-up', registration);

    const right = await signIn(registration.email, registration.password);
    expect(right.statusCode).toBe(403);
    expect(right.json().error.message).toBe(M.emailNotVerified);
    expect((await signIn(registration.email, 'wrong-password')).statusCode).toBe(401);
  });

  it("says 'Please fill in all fields'", async () => {
    const response = await post(testApp, '/api/auth/sign-in', { email: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      email: 'Please fill in all fields',
      password: 'Please fill in all fields',
    });
  });

  it('stops guessing one account after ten tries in ten minutes, with Retry-After', async () => {
    const account = await createVerifiedAccount(testApp);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await signIn(account.email, `guess-${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await signIn(account.email, account.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toEqual({ code: 'RATE_LIMITED', message: M.tooManyRequests });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/auth/sign-out', () => {
  it('revokes the session on the server: the old cookie no longer works', async () => {
    const account = await createVerifiedAccount(testApp);
    const response = await post(testApp, '/api/auth/sign-out', undefined, account.cookie);

    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((cookie) => cookie.name === 'aangan.session_token')?.maxAge).toBe(0);
    expect((await getMe(testApp, account.cookie)).statusCode).toBe(401);
    const sessions = await testApp.database.db.select().from(session).where(eq(session.userId, account.id));
    expect(sessions).toEqual([]);
  });

  it('is not an error for a guest', async () => {
    expect((await post(testApp, '/api/auth/sign-out')).statusCode).toBe(204);
  });
});

describe('password reset by code', () => {
  it('mails a code, checks it, sets the new password and signs out every session', async () => {
    const account = await createVerifiedAccount(testApp);
    const requested = await post(testApp, '/api/auth/forgot-password', { email: account.email });
    expect(requested.statusCode).toBe(204);
    const code = await codeFor(testApp, account.email, 'password reset');

    const wrong = await post(testApp, '/api/auth/check-reset-code', { email: account.email, code: flip(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(M.codeInvalid);
    const checked = await post(testApp, '/api/auth/check-reset-code', { email: account.email, code });
    expect(checked.statusCode).toBe(204);

    const mismatch = await post(testApp, '/api/auth/reset-password', {
      email: account.email,
      code,
      newPassword: 'brand-new-1',
      confirmPassword: 'brand-new-2',
    });
    expect(mismatch.json().error.fields).toEqual({ confirmPassword: "Passwords don't match" });

    const reset = await post(testApp, '/api/auth/reset-password', {
      email: account.email,
      code,
      newPassword: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    });
    expect(reset.statusCode).toBe(204);
    expect((await getMe(testApp, account.cookie)).statusCode).toBe(401);
    expect((await signIn(account.email, account.password)).statusCode).toBe(401);
    expect((await signIn(account.email, 'brand-new-1')).statusCode).toBe(200);

    // The code worked once.
    const reused = await post(testApp, '/api/auth/reset-password', {
      email: account.email,
      code,
      newPassword: 'another-one',
      confirmPassword: 'another-one',
    });
    expect(reused.statusCode).toBe(400);
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const known = await createVerifiedAccount(testApp);
    const forKnown = await post(testApp, '/api/auth/forgot-password', { email: known.email });
    const forUnknown = await post(testApp, '/api/auth/forgot-password', { email: 'no.account@example.in' });
    expect([forKnown.statusCode, forKnown.body]).toEqual([forUnknown.statusCode, forUnknown.body]);

    await testApp.app.backgroundWork.idle();
    await testApp.mailer.idle();
    expect((await readOutbox(testApp.outboxDir)).some((mail) => mail.to.includes('no.account@example.in'))).toBe(false);
    const check = await post(testApp, '/api/auth/check-reset-code', { email: 'no.account@example.in', code: '123456' });
    expect(check.json().error.message).toBe(M.codeInvalid);
  });

  it('refuses a second reset mail within the minute, for known and unknown addresses alike', async () => {
    const known = await createVerifiedAccount(testApp);
    for (const email of [known.email, 'also.unknown@example.in']) {
      expect((await post(testApp, '/api/auth/forgot-password', { email })).statusCode).toBe(204);
      const again = await post(testApp, '/api/auth/forgot-password', { email });
      expect(again.statusCode).toBe(429);
      expect(again.json().error.message).toMatch(/^Please wait \d+ seconds? before asking for a new code\.$/);
    }
  });
});

describe('POST /api/auth/change-password', () => {
  it('needs a signed-in user', async () => {
    const response = await post(testApp, '/api/auth/change-password', {
      currentPassword: 'a',
      newPassword: 'bbbbbb',
      confirmPassword: 'bbbbbb',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('You must be logged in to update your password.');
  });

  it('checks the fields in the spec’s words and the current password', async () => {
    const account = await createVerifiedAccount(testApp);
    const empty = await post(
      testApp,
      '/api/auth/change-password',
      { currentPassword: '', newPassword: '', confirmPassword: '' },
      account.cookie,
    );
    expect(empty.json().error.fields).toEqual({
      currentPassword: 'Please fill in all password fields',
      newPassword: 'Please fill in all password fields',
      confirmPassword: 'Please fill in all password fields',
    });
    const wrong = await post(
      testApp,
      '/api/auth/change-password',
      { currentPassword: 'not-it', newPassword: 'newer-pass', confirmPassword: 'newer-pass' },
      account.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(M.currentPasswordWrong);
  });

  it('changes it, keeps this browser signed in and signs out the others', async () => {
    const account = await createVerifiedAccount(testApp);
    const otherBrowser = cookiesFrom(await signIn(account.email, account.password));

    const response = await post(
      testApp,
      '/api/auth/change-password',
      { currentPassword: account.password, newPassword: 'newer-pass', confirmPassword: 'newer-pass' },
      account.cookie,
    );
    expect(response.statusCode).toBe(204);
    const thisBrowser = cookiesFrom(response) || account.cookie;
    expect((await getMe(testApp, thisBrowser)).statusCode).toBe(200);
    expect((await getMe(testApp, otherBrowser)).statusCode).toBe(401);
    expect((await signIn(account.email, 'newer-pass')).statusCode).toBe(200);
  });
});

describe('cookies behind https', () => {
  it('are Secure when PUBLIC_URL is https', async () => {
    const secureApp = await createTestApp({ PUBLIC_URL: 'https://aangan.example.in' });
    try {
      const account = await createVerifiedAccount(secureApp);
      expect(account.cookie).toContain('__Secure-aangan.session_token=');
      const response = await post(secureApp, '/api/auth/sign-in', { email: account.email, password: account.password });
      expect(response.cookies[0]).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    } finally {
      await secureApp.close();
    }
  });
});

describe('requests from another site', () => {
  it('are refused before they reach an account endpoint', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { origin: 'https://evil.example.com' },
      payload: { email: 'a@b.in', password: 'x' },
    });
    expect(response.statusCode).toBe(403);
  });
});

function flip(code: string): string {
  return code.replace(/^./, (digit) => String((Number(digit) + 1) % 10));
}
