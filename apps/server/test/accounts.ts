import { latestCode, newRegistration, signUpAndVerify } from '@aangan/testing';
import type { LightMyRequestResponse } from 'fastify';
import { cookiesFrom, type TestApp } from './test-app.ts';

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
  // Resend and reset codes are looked up and queued after the answer (modules/users/auth-routes.ts).
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

/** Registers, verifies with the mailed code (the flow the journeys and benchmarks use) and returns the session. */
export async function createVerifiedAccount(
  testApp: TestApp,
  overrides: Record<string, unknown> = {},
  /** Where the code is read: the app's outbox, or the inbox of a test whose app sends by SMTP. */
  readCode: (email: string) => Promise<string> = (email) => codeFor(testApp, email),
): Promise<Account> {
  const registration = newRegistration(overrides);
  const verified = await signUpAndVerify(
    async (url, payload) => {
      const response = await post(testApp, url, payload);
      return { status: response.statusCode, body: response.body, response };
    },
    readCode,
    registration,
  );
  return {
    email: registration.email,
    password: registration.password,
    cookie: cookiesFrom(verified.response),
    id: verified.response.json().id,
  };
}

/** A response body must never carry secrets: no password, hash, session token or one-time code. */
export function expectNoSecrets(response: LightMyRequestResponse, code?: string): void {
  const body = response.body.toLowerCase();
  for (const secret of ['password', 'token', 'hash', 'otp', ...(code ? [code] : [])]) {
    if (body.includes(secret)) throw new Error(`response body contains "${secret}": ${response.body}`);
  }
}
