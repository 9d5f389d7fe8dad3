import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isTeamMember } from '../../access/require-role.ts';
import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../../db/database.ts';
import { registerEndpoint } from '../endpoint.ts';
import { type Audience, buildOpenApiDocument } from './openapi.ts';
import { renderReferencePage } from './reference-page.ts';

/**
 * GET /api/openapi.json and GET /api/docs: the API's reference, built once from the contract. The team's
 * endpoints are in it only for the team; everyone else gets the public reference.
 */
export async function apiReferenceRoutes(
  app: FastifyInstance,
  { auth, db }: { auth: Auth; db: Database },
): Promise<void> {
  const documents = { public: buildOpenApiDocument('public'), team: buildOpenApiDocument('team') };
  const pages = { public: renderReferencePage(documents.public), team: renderReferencePage(documents.team) };
  const audienceOf = async (request: FastifyRequest, reply: FastifyReply): Promise<Audience> =>
    (await isTeamMember(auth, db, request, reply)) ? 'team' : 'public';

  registerEndpoint(app, 'openApi', {}, async (_input, request, reply) => {
    const audience = await audienceOf(request, reply);
    // The answer differs by who asks, so no shared cache may keep one for the other.
    reply.header('cache-control', 'private, no-cache');
    return documents[audience];
  });
  registerEndpoint(app, 'apiReference', {}, async (_input, request, reply) => {
    const audience = await audienceOf(request, reply);
    reply.header('cache-control', 'private, no-cache');
    reply.type('text/html; charset=utf-8');
    return pages[audience];
  });
}
