import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import { requireUser } from '../../auth/session.ts';
import type { Database } from '../../db/database.ts';
import type { RateLimiter } from '../../rate-limit/limiter.ts';
import { readPropertyId } from '../properties/property-id.ts';
import { CONTACT_REVEALS_PER_USER } from './rate-limits.ts';
import { findPropertyInquiries, recordView, revealContact } from './service.ts';

export interface InquiryRoutesOptions {
  auth: Auth;
  db: Database;
  limiter: RateLimiter;
}

/** Interest in a listing: views, contact reveals, and what the poster may see of them (spec §4, §6, §7). */
export async function inquiryRoutes(app: FastifyInstance, { auth, db, limiter }: InquiryRoutesOptions): Promise<void> {
  app.post('/api/properties/:id/views', async (request, reply) => {
    const { userId } = await requireUser(auth, request, reply);
    return recordView(db, userId, readPropertyId(request.params));
  });

  app.get('/api/properties/:id/contact', async (request, reply) => {
    const { userId } = await requireUser(auth, request, reply);
    const propertyId = readPropertyId(request.params);
    await limiter.consume(CONTACT_REVEALS_PER_USER, userId);
    reply.header('cache-control', 'no-store');
    return revealContact(db, userId, propertyId);
  });

  app.get('/api/properties/:id/inquiries', async (request, reply) => {
    const { userId } = await requireUser(auth, request, reply);
    reply.header('cache-control', 'no-store');
    return findPropertyInquiries(db, userId, readPropertyId(request.params));
  });
}
