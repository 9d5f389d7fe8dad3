import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../../db/database.ts';
import { registerEndpoint } from '../../http/endpoint.ts';
import { readOverview } from './service.ts';

export interface OverviewRoutesOptions {
  auth: Auth;
  db: Database;
}

/** The console's overview under /api/admin (issue 16): 404 to anyone without a team role. */
export async function overviewRoutes(app: FastifyInstance, { auth, db }: OverviewRoutesOptions): Promise<void> {
  registerEndpoint(app, 'teamOverview', { auth, db }, async (_input, _request, reply) => {
    // Counts of people's listings and messages, for the team only: no cache keeps them.
    reply.header('cache-control', 'no-store');
    return readOverview(db);
  });
}
