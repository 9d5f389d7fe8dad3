import { contactMessageSchema, newsletterSchema } from '@aangan/domain';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import { findSignedInUser } from '../../auth/session.ts';
import type { Database } from '../../db/database.ts';
import { parseInput } from '../../http/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { RateLimiter } from '../../rate-limit/limiter.ts';
import { contactMail } from './contact-mail.ts';
import { CONTACT_MESSAGES_PER_IP, NEWSLETTER_SIGNUPS_PER_IP } from './rate-limits.ts';
import { storeContactMessage, subscribeToNewsletter } from './service.ts';

export interface ContactRoutesOptions {
  auth: Auth;
  db: Database;
  mailer: Mailer;
  limiter: RateLimiter;
  supportEmail: string;
}

/** The contact form and the newsletter box: open to guests, limited per connection. */
export async function contactRoutes(
  app: FastifyInstance,
  { auth, db, mailer, limiter, supportEmail }: ContactRoutesOptions,
): Promise<void> {
  app.post('/api/contact', async (request, reply) => {
    const message = parseInput(contactMessageSchema, request.body);
    await limiter.consume(CONTACT_MESSAGES_PER_IP, request.ip);
    const signedIn = await findSignedInUser(auth, request, reply);
    const { id } = await storeContactMessage(db, message, signedIn?.userId ?? null);
    mailer.send(contactMail(supportEmail, message, id));
    reply.code(201);
    return { id };
  });

  app.post('/api/newsletter', async (request) => {
    const { email, source } = parseInput(newsletterSchema, request.body);
    await limiter.consume(NEWSLETTER_SIGNUPS_PER_IP, request.ip);
    await subscribeToNewsletter(db, email, source);
    return { email };
  });
}
