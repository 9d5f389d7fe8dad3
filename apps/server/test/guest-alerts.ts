import { readOutbox } from '@aangan/testing';
import type { TestApp } from './test-app.ts';

let sequence = 0;

/** POST /api/alerts as a guest's browser would, each from its own connection (the per-IP limit is tested apart). */
export function requestAlert(testApp: TestApp, payload: Record<string, unknown>, cookie?: string) {
  sequence += 1;
  return testApp.app.inject({
    method: 'POST',
    url: '/api/alerts',
    remoteAddress: `10.88.${sequence >> 8}.${sequence & 255}`,
    headers: cookie ? { cookie } : {},
    payload,
  });
}

/** An address of its own per test, so a test reads only its own mail. */
export const guestAddress = (label: string) => `${label}.${Date.now()}.${++sequence}@example.in`;

/** The mails to an address, oldest first, once the mailer has written them. */
export async function mailsTo(testApp: TestApp, email: string) {
  await testApp.mailer.idle();
  return (await readOutbox(testApp.outboxDir)).filter((mail) => mail.to === email);
}

/** The token of the newest confirmation link mailed to the address. */
export async function confirmTokenFor(testApp: TestApp, email: string): Promise<string> {
  const mails = await mailsTo(testApp, email);
  const token = mails
    .map((mail) => /\/alerts\/confirm\?token=([\w.-]+)/.exec(mail.text)?.[1])
    .filter(Boolean)
    .at(-1);
  if (!token) throw new Error(`No confirmation link mailed to ${email}`);
  return token;
}

/** Asks for an alert and opens its confirmation link, as the address's owner would. */
export async function confirmedAlert(testApp: TestApp, payload: Record<string, unknown> & { email: string }) {
  const requested = await requestAlert(testApp, payload);
  if (requested.statusCode !== 202) throw new Error(`alert request refused: ${requested.body}`);
  const token = await confirmTokenFor(testApp, payload.email);
  const confirmed = await testApp.app.inject({ method: 'POST', url: `/api/alerts/confirm?token=${token}` });
  if (confirmed.statusCode !== 200) throw new Error(`confirmation refused: ${confirmed.body}`);
  return confirmed.json();
}
