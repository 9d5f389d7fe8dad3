import { newRegistration, outboxOf, signUpAndVerify, waitForCode } from '@aangan/testing';

/**
 * Registers and verifies a fresh account on the server under test, the way a person does (the code read
 * from the server's outbox), and returns the session cookie for signed-in scenarios.
 */
export async function signInBenchAccount(baseUrl: string, dataDir: string): Promise<string> {
  const verified = await signUpAndVerify(
    async (route, body) => {
      const response = await fetch(baseUrl + route, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.text(), headers: response.headers };
    },
    (email) => waitForCode(outboxOf(dataDir), email),
    newRegistration({ name: 'Bench Owner' }),
  );
  return verified.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
