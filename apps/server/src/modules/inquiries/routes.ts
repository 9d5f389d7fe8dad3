import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../../db/database.ts';
import { registerEndpoint } from '../../http/endpoint.ts';
import type { RateLimiter } from '../../rate-limit/limiter.ts';
import { CONTACT_REVEALS_PER_USER } from './rate-limits.ts';
import { findPropertyInquiries, recordView, revealContact } from './service.ts';

export interface InquiryRoutesOptions {
  auth: Auth;
  db: Database;
  limiter: RateLimiter;
}

/** Interest in a listing: views, contact reveals, and what the poster may see of them (docs/product.md §4, §6, §7). */
export async function inquiryRoutes(app: FastifyInstance, { auth, db, limiter }: InquiryRoutesOptions): Promise<void> {
  registerEndpoint(app, 'recordView', { auth }, ({ user, params }) => recordView(db, user.userId, params.id));

  registerEndpoint(app, 'revealContact', { auth }, async ({ user, params }, _request, reply) => {
    await limiter.consume(CONTACT_REVEALS_PER_USER, user.userId);
    reply.header('cache-control', 'no-store');
    return revealContact(db, user.userId, params.id);
  });

  registerEndpoint(app, 'propertyInquiries', { auth }, async ({ user, params }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return findPropertyInquiries(db, user.userId, params.id);
  });
}
