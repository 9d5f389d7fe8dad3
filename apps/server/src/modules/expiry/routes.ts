import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../../db/database.ts';
import { registerEndpoint } from '../../http/endpoint.ts';
import { renewListing } from './service.ts';
import { answerListingStatus } from './status-link.ts';

export interface ExpiryRoutesOptions {
  auth: Auth;
  db: Database;
  /** The server's AUTH_SECRET: the reminders' links are signed with it. */
  secret: string;
  ttlDays: number;
  /** The moment an action works as of; tests move it. */
  clock: () => Date;
}

/** Listings that stay true (decision 020): the owner's Renew, and the reminders' signed links. */
export async function expiryRoutes(
  app: FastifyInstance,
  { auth, db, secret, ttlDays, clock }: ExpiryRoutesOptions,
): Promise<void> {
  registerEndpoint(app, 'renewProperty', { auth }, ({ user, params }) =>
    renewListing(db, user.userId, params.id, clock(), ttlDays),
  );

  registerEndpoint(app, 'answerListingStatus', { auth }, async ({ body }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return answerListingStatus(db, secret, body, clock(), ttlDays);
  });
}
