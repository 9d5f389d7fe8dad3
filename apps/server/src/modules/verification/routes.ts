import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../../db/database.ts';
import { registerEndpoint } from '../../http/endpoint.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { decideVerification } from './decide.ts';
import { declinedMail, revokedMail, verifiedMail } from './owner-mails.ts';
import { findVerificationQueue } from './queue.ts';
import { findVerificationRequest } from './request-detail.ts';
import { revokeVerification } from './revoke.ts';
import { requestVerification } from './service.ts';

export interface VerificationRoutesOptions {
  auth: Auth;
  db: Database;
  mailer: Mailer;
  /** Where the owner's mails link to. */
  publicUrl: string;
}

/**
 * Verification (decision 018): the owner asks, the team decides from the queue under /api/admin (404 to
 * anyone without a team role). Owners are mailed once a decision is committed; the mailer queues the mail,
 * so no answer waits on SMTP.
 */
export async function verificationRoutes(
  app: FastifyInstance,
  { auth, db, mailer, publicUrl }: VerificationRoutesOptions,
): Promise<void> {
  registerEndpoint(app, 'requestVerification', { auth }, ({ user, params }) =>
    requestVerification(db, user.userId, params.id),
  );

  registerEndpoint(app, 'verificationQueue', { auth, db }, async ({ query }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return findVerificationQueue(db, query);
  });

  registerEndpoint(app, 'verificationRequest', { auth, db }, async ({ params }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return findVerificationRequest(db, params.id);
  });

  registerEndpoint(app, 'decideVerification', { auth, db }, async ({ user, params, body }) => {
    const notice = await decideVerification(db, user.userId, params.id, body);
    mailer.send(
      body.decision === 'approve' ? verifiedMail(notice, publicUrl) : declinedMail(notice, body.reason, publicUrl),
    );
    return findVerificationRequest(db, params.id);
  });

  registerEndpoint(app, 'revokeVerification', { auth, db }, async ({ user, params, body }) => {
    const notice = await revokeVerification(db, user.userId, params.id, body.reason);
    mailer.send(revokedMail(notice, body.reason, publicUrl));
    return undefined;
  });
}
