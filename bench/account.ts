import path from 'node:path';
import { latestCode } from '../apps/server/test/mail-reader.ts';

/**
 * Registers and verifies a fresh account on the server under test, the way a person does (the code read
 * from the server's outbox), and returns the session cookie for signed-in scenarios.
 */
export async function signInBenchAccount(baseUrl: string, dataDir: string): Promise<string> {
  const email = `bench.${Date.now()}@example.in`;
  const post = (route: string, body: unknown) =>
    fetch(baseUrl + route, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const signUp = await post('/api/auth/sign-up', {
    name: 'Bench Owner',
    email,
    phone: '9829000001',
    password: 'bench-password',
    termsAccepted: true,
  });
  if (signUp.status !== 201) throw new Error(`bench sign-up answered ${signUp.status}: ${await signUp.text()}`);

  const code = await waitForCode(path.join(dataDir, 'outbox'), email);
  const verified = await post('/api/auth/verify-email', { email, code });
  if (verified.status !== 200) throw new Error(`bench verification answered ${verified.status}`);
  const cookies = verified.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  return cookies.join('; ');
}

async function waitForCode(outbox: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const code = await latestCode(outbox, email).catch(() => undefined);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code mailed to ${email} in ${outbox}`);
}
