import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/endpoint.ts';
import type { RateLimiter } from '../../rate-limit/limiter.ts';
import { confirmGuestAlert, readGuestAlertConfirmation } from './guest-confirm.ts';
import { requestGuestAlert } from './guest-request.ts';
import type { AlertContext } from './instant.ts';
import { GUEST_ALERTS_PER_ADDRESS_DAY, GUEST_ALERTS_PER_ADDRESS_HOUR, GUEST_ALERTS_PER_IP } from './rate-limits.ts';
import { readAlertSubscription, stopAlerts } from './unsubscribe.ts';

export interface AlertRoutesOptions extends AlertContext {
  limiter: RateLimiter;
  clock: () => Date;
}

/** Read the raw form and ignore it: the token in the query is all the one-click POST needs. */
const ignoreBody = (_request: unknown, body: string | Buffer, done: (err: null, body: string | Buffer) => void) =>
  done(null, body);

/**
 * The alert mails' links and guest alerts (decision 029): no sign-in anywhere — the signed token is the
 * authority of a link, and a guest alert is the address's until an account adopts it.
 */
export async function alertRoutes(app: FastifyInstance, options: AlertRoutesOptions): Promise<void> {
  const { db, secret, clock, limiter } = options;
  // RFC 8058: the mail provider POSTs `List-Unsubscribe=One-Click` as a form (urlencoded or multipart).
  // These parsers belong to this plugin alone; every other route still refuses a form with 415.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, ignoreBody);
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, ignoreBody);

  registerEndpoint(app, 'readAlertUnsubscribe', {}, async ({ query }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return readAlertSubscription(db, secret, query.token, clock());
  });

  registerEndpoint(app, 'alertUnsubscribe', {}, async ({ query }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return stopAlerts(db, secret, query.token, clock());
  });

  // Signed in or not, the alert is the typed address's (the web saves a signed-in person's search instead).
  registerEndpoint(app, 'requestGuestAlert', {}, async ({ body }, request) => {
    await limiter.consume(GUEST_ALERTS_PER_IP, request.ip);
    await limiter.consume(GUEST_ALERTS_PER_ADDRESS_HOUR, body.email);
    await limiter.consume(GUEST_ALERTS_PER_ADDRESS_DAY, body.email);
    return requestGuestAlert(options, body, clock());
  });

  registerEndpoint(app, 'readGuestAlertConfirmation', {}, async ({ query }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return readGuestAlertConfirmation(db, secret, query.token, clock());
  });

  // Posted by our own confirmation page, so the same-origin check applies as to any write: unlike the
  // one-click unsubscribe, no mail provider posts it.
  registerEndpoint(app, 'confirmGuestAlert', {}, async ({ query }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return confirmGuestAlert(db, secret, query.token, clock());
  });
}
