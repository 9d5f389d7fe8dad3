import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../../db/database.ts';
import { registerEndpoint } from '../../http/endpoint.ts';
import { findAuditPage } from './audit-page.ts';
import { changeTeamRole, listTeam } from './service.ts';

export interface TeamRoutesOptions {
  auth: Auth;
  db: Database;
}

/** The team's own endpoints under /api/admin: 404 to anyone without a team role (decision 017). */
export async function teamRoutes(app: FastifyInstance, { auth, db }: TeamRoutesOptions): Promise<void> {
  registerEndpoint(app, 'team', { auth, db }, async (_input, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return { members: await listTeam(db) };
  });

  registerEndpoint(app, 'auditLog', { auth, db }, async ({ query }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return findAuditPage(db, query);
  });

  registerEndpoint(app, 'changeTeamRole', { auth, db }, async ({ user, body }) => {
    await changeTeamRole(db, user.userId, body);
    return { members: await listTeam(db) };
  });
}
