import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { registerEndpoint } from '../../http/endpoint.ts';
import { readAlertSubscription, stopAlerts } from './unsubscribe.ts';

export interface AlertRoutesOptions {
  db: Database;
  /** The server's AUTH_SECRET: the alert mails' unsubscribe links are signed with it. */
  secret: string;
  clock: () => Date;
}

/** Read the raw form and ignore it: the token in the query is all the one-click POST needs. */
const ignoreBody = (_request: unknown, body: string | Buffer, done: (err: null, body: string | Buffer) => void) =>
  done(null, body);

/** The alert mails' unsubscribe links (decision 029): no sign-in, the signed token is the authority. */
export async function alertRoutes(app: FastifyInstance, { db, secret, clock }: AlertRoutesOptions): Promise<void> {
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
}
