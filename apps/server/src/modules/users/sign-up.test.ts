import { AUTH_MESSAGES as M } from '@aangan/domain';
import { newRegistration, readOutbox } from '@aangan/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFor, expectNoSecrets, getMe, post } from '../../../test/accounts.ts';
import { cookiesFrom, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { user, verification } from '../../db/schema.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('POST /api/auth/sign-up', () => {
  it('creates an unverified owner, mails a 6-digit code with a /verify link, and starts no session', async () => {
    const registration = newRegistration({ email: 'Priya.Verma@Example.in' });
    const response = await post(testApp, '/api/auth/sign-up', registration);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ email: 'priya.verma@example.in' });
    expect(response.cookies).toEqual([]);
    expectNoSecrets(response);

    const [row] = await testApp.database.db.select().from(user).where(eq(user.email, 'priya.verma@example.in'));
    expect(row).toMatchObject({
      name: 'Asha Sharma',
      phone: '9829012345',
      type: 'owner',
      emailVerified: false,
      phoneVerified: false,
      role: 'member',
      locale: 'en',
      termsAccepted: true,
    });
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);

    await testApp.mailer.idle();
    const [mail] = (await readOutbox(testApp.outboxDir)).filter((m) => m.to.includes('priya.verma@example.in'));
    expect(mail?.subject).toBe('Your Aangan verification code');
    expect(mail?.code).toMatch(/^\d{6}$/);
    expect(mail?.text).toContain(`http://localhost:3000/verify?token=${mail?.code}&email=priya.verma%40example.in`);

    // Stored hashed: the table never holds the code itself.
    const stored = await testApp.database.db.select().from(verification);
    expect(stored.some((entry) => entry.value.includes(mail?.code ?? '-'))).toBe(false);
  });

  it('makes the account in the page’s language and writes its code mail in it', async () => {
    const registration = newRegistration({ email: 'kavita.hindi@example.in' });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { 'accept-language': 'hi-IN' },
      payload: registration,
    });
    expect(response.statusCode).toBe(201);
    const [row] = await testApp.database.db.select().from(user).where(eq(user.email, 'kavita.hindi@example.in'));
    expect(row?.locale).toBe('hi');

    await testApp.mailer.idle();
    const [mail] = (await readOutbox(testApp.outboxDir)).filter((m) => m.to.includes('kavita.hindi@example.in'));
    expect(mail?.subject).toBe('आपका आँगन सत्यापन कोड');
    expect(mail?.text).toContain(`http://localhost:3000/hi/verify?token=${mail?.code}&email=kavita.hindi%40example.in`);
  });

  it('answers each missing field with a message naming it, and the terms box with the spec’s words', async () => {
    const response = await post(testApp, '/api/auth/sign-up', { name: '', email: '', phone: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: 'Please enter your full name',
      email: 'Please enter your email address',
      phone: 'Please enter your mobile number',
      password: 'Please choose a password',
      termsAccepted: 'You must accept the Terms & Conditions and Privacy Policy to proceed',
    });
  });

  it('refuses a short password, a bad phone and a user type (registration is always owner)', async () => {
    const short = await post(testApp, '/api/auth/sign-up', newRegistration({ password: '12345', phone: '12345' }));
    expect(short.json().error.fields).toEqual({
      password: 'Password must be at least 6 characters',
      phone: M.phoneInvalid,
    });
    const typed = await post(testApp, '/api/auth/sign-up', newRegistration({ type: 'builder' }));
    expect(typed.statusCode).toBe(400);
    expect(typed.json().error.message).toBe('Unknown field: type');
  });

  it('refuses an email already registered, in any case, with the spec’s message', async () => {
    const registration = newRegistration();
    expect((await post(testApp, '/api/auth/sign-up', registration)).statusCode).toBe(201);
    const again = await post(testApp, '/api/auth/sign-up', {
      ...registration,
      email: registration.email.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'CONFLICT', message: M.duplicateEmail });
  });

  it('lets exactly one of two simultaneous sign-ups for one address through', async () => {
    const registration = newRegistration();
    const answers = await Promise.all([
      post(testApp, '/api/auth/sign-up', registration),
      post(testApp, '/api/auth/sign-up', registration),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = await testApp.database.db.select().from(user).where(eq(user.email, registration.email));
    expect(rows).toHaveLength(1);
  });
});

describe('verifying the email', () => {
  it('signs the person in with an HttpOnly, SameSite=Lax cookie and answers with the profile only', async () => {
    const registration = newRegistration();
    await post(testApp, '/api/auth/sign-up', registration);
    const code = await codeFor(testApp, registration.email);

    const response = await post(testApp, '/api/auth/verify-email', { email: registration.email, code });

    expect(response.statusCode).toBe(200);
    expectNoSecrets(response, code);
    expect(response.json()).toMatchObject({ email: registration.email, emailVerified: true, type: 'owner' });
    const [session] = response.cookies;
    expect(session).toMatchObject({ name: 'aangan.session_token', httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.secure).toBeUndefined();

    const me = await getMe(testApp, cookiesFrom(response));
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(registration.email);
  });

  it('refuses a wrong code, and after five wrong tries even the right one: a new code is needed', async () => {
    const registration = newRegistration();
    await post(testApp, '/api/auth/sign-up', registration);
    const code = await codeFor(testApp, registration.email);
    const wrong = code === '000000' ? '111111' : '000000';

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await post(testApp, '/api/auth/verify-email', { email: registration.email, code: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(M.codeInvalid);
    }
    const sixth = await post(testApp, '/api/auth/verify-email', { email: registration.email, code });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.message).toBe(M.codeTooManyTries);
    expect(sixth.cookies).toEqual([]);
  });

  it('refuses an expired code', async () => {
    const registration = newRegistration();
    await post(testApp, '/api/auth/sign-up', registration);
    const code = await codeFor(testApp, registration.email);
    // Ten minutes pass.
    await testApp.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `email-verification-otp-${registration.email}`));

    const response = await post(testApp, '/api/auth/verify-email', { email: registration.email, code });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(M.codeExpired);
  });

  it('asks for the code in the spec’s words and checks its shape', async () => {
    const missing = await post(testApp, '/api/auth/verify-email', { email: 'a@b.in', code: '' });
    expect(missing.json().error.fields).toEqual({ code: 'Please enter the verification code' });
    const short = await post(testApp, '/api/auth/verify-email', { email: 'a@b.in', code: '123' });
    expect(short.json().error.fields).toEqual({ code: M.codeFormat });
  });

  it('a code for an address nobody registered is simply wrong', async () => {
    const response = await post(testApp, '/api/auth/verify-email', { email: 'nobody@example.in', code: '123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(M.codeInvalid);
  });
});

describe('POST /api/auth/resend-code', () => {
  it('refuses a resend within a minute of the sign-up mail, saying how long to wait', async () => {
    const registration = newRegistration();
    await post(testApp, '/api/auth/sign-up', registration);

    const response = await post(testApp, '/api/auth/resend-code', { email: registration.email });
    expect(response.statusCode).toBe(429);
    expect(response.json().error.message).toMatch(/^Please wait (\d+) seconds? before asking for a new code\.$/);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(50);
  });

  it('sends a fresh code once the minute has passed, and the old one stops working', async () => {
    const registration = newRegistration();
    await post(testApp, '/api/auth/sign-up', registration);
    const first = await codeFor(testApp, registration.email);
    await forgetCooldown(testApp, 'verify-email', registration.email);

    const response = await post(testApp, '/api/auth/resend-code', { email: registration.email });
    expect(response.statusCode).toBe(204);
    const second = await codeFor(testApp, registration.email);
    expect((await readOutbox(testApp.outboxDir)).filter((m) => m.to.includes(registration.email))).toHaveLength(2);

    if (first !== second) {
      const old = await post(testApp, '/api/auth/verify-email', { email: registration.email, code: first });
      expect(old.statusCode).toBe(400);
    }
    const fresh = await post(testApp, '/api/auth/verify-email', { email: registration.email, code: second });
    expect(fresh.statusCode).toBe(200);
  });

  it('answers the same for an address with no account, and sends nothing', async () => {
    const response = await post(testApp, '/api/auth/resend-code', { email: 'ghost@example.in' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    await testApp.app.backgroundWork.idle();
    await testApp.mailer.idle();
    expect((await readOutbox(testApp.outboxDir)).some((m) => m.to.includes('ghost@example.in'))).toBe(false);
  });
});

/** The cooldown counts in this app's memory store; a new window stands for a minute passing. */
async function forgetCooldown(app: TestApp, purpose: string, email: string): Promise<void> {
  await app.rateLimitStore.reset(`code-cooldown:${purpose}:${email}`);
}
