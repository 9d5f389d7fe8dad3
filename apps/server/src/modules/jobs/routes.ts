import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../../db/database.ts';
import { registerEndpoint } from '../../http/endpoint.ts';
import type { JobEngine } from '../../jobs/job-engine.ts';
import { readJobs, runJobNow } from './service.ts';

export interface JobRoutesOptions {
  auth: Auth;
  db: Database;
  jobs: JobEngine;
}

/** The console's Jobs section (decision 020): what the scheduled work did, and an admin's Run now. */
export async function jobRoutes(app: FastifyInstance, { auth, db, jobs }: JobRoutesOptions): Promise<void> {
  registerEndpoint(app, 'teamJobs', { auth, db }, async (_input, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return readJobs(db, jobs);
  });

  registerEndpoint(app, 'runJob', { auth, db }, ({ user, params }) => runJobNow(db, jobs, user.userId, params.name));
}
