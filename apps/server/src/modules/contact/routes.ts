import { localeOfLanguageHeader } from '@aangan/domain';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import { findSignedInUser } from '../../auth/session.ts';
import type { Database } from '../../db/database.ts';
import { registerEndpoint } from '../../http/endpoint.ts';
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
  registerEndpoint(app, 'sendContactMessage', {}, async ({ body: message }, request, reply) => {
    await limiter.consume(CONTACT_MESSAGES_PER_IP, request.ip);
    const signedIn = await findSignedInUser(auth, request, reply);
    // The web app sends its page's language (<html lang>) with every call.
    const locale = localeOfLanguageHeader(request.headers['accept-language']);
    const { id } = await storeContactMessage(db, message, { userId: signedIn?.userId ?? null, locale });
    mailer.send(contactMail(supportEmail, message, id));
    return { id };
  });

  registerEndpoint(app, 'subscribeNewsletter', {}, async ({ body: { email, source } }, request) => {
    await limiter.consume(NEWSLETTER_SIGNUPS_PER_IP, request.ip);
    await subscribeToNewsletter(db, email, source);
    return { email };
  });
}
