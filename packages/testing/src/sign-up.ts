import { API_ROUTES } from '@aangan/domain';
import { newRegistration, type Registration } from './registration.ts';

/** What the flow reads of an answer, whichever way the request went. */
export interface Answer {
  status: number;
  body: string;
}

/**
 * Sends one JSON POST to the server under test: app.inject in the API tests, a Playwright page's request
 * context in the journeys (so the browser keeps the session), fetch in the benchmarks.
 */
export type PostJson<A extends Answer> = (route: string, body: unknown) => Promise<A>;

/**
 * Signs up and verifies with the mailed code, as a person does, and returns the verification's answer: the
 * session comes with it (a Set-Cookie, or the browser context that sent it).
 */
export async function signUpAndVerify<A extends Answer>(
  post: PostJson<A>,
  /** The code mailed to an address: the tests wait on their mailer, a server process is polled. */
  codeFor: (email: string) => Promise<string>,
  registration: Registration = newRegistration(),
): Promise<A> {
  const signUp = await post(API_ROUTES.signUp.path, registration);
  if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}: ${signUp.body}`);
  const code = await codeFor(registration.email);
  const verified = await post(API_ROUTES.verifyEmail.path, { email: registration.email, code });
  if (verified.status !== 200) throw new Error(`verification answered ${verified.status}: ${verified.body}`);
  return verified;
}
