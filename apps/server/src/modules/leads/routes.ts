import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../../db/database.ts';
import { registerEndpoint } from '../../http/endpoint.ts';
import { findLeads } from './service.ts';

export interface LeadsRoutesOptions {
  auth: Auth;
  db: Database;
}

/** Leads for owners in My Properties (issue 17, decision 022): who opened a listing's contact details. */
export async function leadsRoutes(app: FastifyInstance, { auth, db }: LeadsRoutesOptions): Promise<void> {
  registerEndpoint(app, 'propertyLeads', { auth }, async ({ user, params, query }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return findLeads(db, user.userId, params.id, query);
  });
}
