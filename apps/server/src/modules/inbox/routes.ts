import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../../db/database.ts';
import { registerEndpoint } from '../../http/endpoint.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { findInboxMessage } from './message-detail.ts';
import { findInboxPage } from './message-list.ts';
import { replyMail } from './reply-mail.ts';
import { changeMessageStatus, replyToMessage } from './service.ts';
import { exportSubscribersCsv, findSubscriberPage } from './subscribers.ts';

export interface InboxRoutesOptions {
  auth: Auth;
  db: Database;
  mailer: Mailer;
  /** The Reply-To of the team's replies. */
  supportEmail: string;
}

/**
 * The team's inbox under /api/admin (issue 16; 404 to anyone without a team role): contact-page messages
 * with their status and replies, and the newsletter's subscribers. A reply is mailed once it is committed;
 * the mailer queues it, so the answer never waits on SMTP.
 */
export async function inboxRoutes(
  app: FastifyInstance,
  { auth, db, mailer, supportEmail }: InboxRoutesOptions,
): Promise<void> {
  registerEndpoint(app, 'inboxMessages', { auth, db }, async ({ query }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return findInboxPage(db, query);
  });

  registerEndpoint(app, 'inboxMessage', { auth, db }, async ({ params }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return findInboxMessage(db, params.id);
  });

  registerEndpoint(app, 'replyToMessage', { auth, db }, async ({ user, params, body }) => {
    const original = await replyToMessage(db, user.userId, params.id, body);
    mailer.send(replyMail({ original, reply: body.message, supportEmail }));
    return findInboxMessage(db, params.id);
  });

  registerEndpoint(app, 'changeMessageStatus', { auth, db }, async ({ user, params, body }) => {
    await changeMessageStatus(db, user.userId, params.id, body);
    return findInboxMessage(db, params.id);
  });

  registerEndpoint(app, 'newsletterSubscribers', { auth, db }, async ({ query }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return findSubscriberPage(db, query);
  });

  registerEndpoint(app, 'exportSubscribers', { auth, db }, async (_input, _request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    reply.header('cache-control', 'no-store');
    reply.header('content-disposition', `attachment; filename="aangan-subscribers-${day}.csv"`);
    reply.type('text/csv; charset=utf-8');
    return exportSubscribersCsv(db);
  });
}
