import type { LightMyRequestResponse } from 'fastify';
import { latestCode } from './mail-reader.ts';
import { cookiesFrom, type TestApp } from './test-app.ts';

let sequence = 0;

/** A valid sign-up form with a fresh address each call. */
export function newRegistration(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    name: 'Asha Sharma',
    email: `asha.${sequence}.${Date.now()}@example.in`,
    phone: '+91 98290 12345',
    password: 'secret-pass-1',
    termsAccepted: true,
    ...overrides,
  };
}

export function post(testApp: TestApp, url: string, payload?: unknown, cookie?: string) {
  return testApp.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers: cookie ? { cookie } : {},
  });
}

export function getMe(testApp: TestApp, cookie: string) {
  return testApp.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
}

/** The newest code mailed to `email`, once the mailer has written it. */
export async function codeFor(testApp: TestApp, email: string, subjectIncludes = ''): Promise<string> {
  // Resend and reset codes are looked up and queued after the answer (auth/routes.ts).
  await testApp.app.backgroundWork.idle();
  await testApp.mailer.idle();
  return latestCode(testApp.outboxDir, email, subjectIncludes);
}

export interface Account {
  email: string;
  password: string;
  cookie: string;
  id: string;
}

/** Registers, verifies with the mailed code and returns the signed-in session's cookie. */
export async function createVerifiedAccount(
  testApp: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<Account> {
  const registration = newRegistration(overrides);
  const signUp = await post(testApp, '/api/auth/sign-up', registration);
  if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.body}`);
  const code = await codeFor(testApp, registration.email);
  const verified = await post(testApp, '/api/auth/verify-email', { email: registration.email, code });
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.body}`);
  return {
    email: registration.email,
    password: registration.password,
    cookie: cookiesFrom(verified),
    id: verified.json().id,
  };
}

/** A response body must never carry secrets: no password, hash, session token or one-time code. */
export function expectNoSecrets(response: LightMyRequestResponse, code?: string): void {
  const body = response.body.toLowerCase();
  for (const secret of ['password', 'token', 'hash', 'otp', ...(code ? [code] : [])]) {
    if (body.includes(secret)) throw new Error(`response body contains "${secret}": ${response.body}`);
  }
}
