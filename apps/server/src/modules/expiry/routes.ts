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
  /**
   * Called after a commit that may have queued a listing for instant alerts (decision 029): wakes their job,
   * so they go out within moments. The queue row is what counts; without the call the sweep finds it.
   */
  wakeInstantAlerts?: () => void;
}

/** Listings that stay true (decision 020): the owner's Renew, and the reminders' signed links. */
export async function expiryRoutes(
  app: FastifyInstance,
  { auth, db, secret, ttlDays, clock, wakeInstantAlerts }: ExpiryRoutesOptions,
): Promise<void> {
  registerEndpoint(app, 'renewProperty', { auth }, async ({ user, params }) => {
    const expiry = await renewListing(db, user.userId, params.id, clock(), ttlDays);
    wakeInstantAlerts?.();
    return expiry;
  });

  registerEndpoint(app, 'answerListingStatus', { auth }, async ({ body }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    const answer = await answerListingStatus(db, secret, body, clock(), ttlDays);
    if (answer.action === 'renew') wakeInstantAlerts?.();
    return answer;
  });
}
