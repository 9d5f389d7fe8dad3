import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isTeamMember } from '../../access/require-role.ts';
import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../../db/database.ts';
import { registerEndpoint } from '../endpoint.ts';
import { type Audience, buildOpenApiDocument, type OpenApiDocument } from './openapi.ts';
import { renderReferencePage } from './reference-page.ts';

/**
 * GET /api/openapi.json and GET /api/docs: the API's reference, built from the contract once per audience. The team's
 * endpoints are in it only for the team; everyone else gets the public reference.
 */
export async function apiReferenceRoutes(
  app: FastifyInstance,
  { auth, db }: { auth: Auth; db: Database },
): Promise<void> {
  // Built on first use (about 25 ms each), not at every start: most processes never serve the reference.
  const documents = new Map<Audience, OpenApiDocument>();
  const pages = new Map<Audience, string>();
  const documentFor = (audience: Audience) => {
    const built = documents.get(audience) ?? buildOpenApiDocument(audience);
    documents.set(audience, built);
    return built;
  };
  const pageFor = (audience: Audience) => {
    const built = pages.get(audience) ?? renderReferencePage(documentFor(audience));
    pages.set(audience, built);
    return built;
  };
  const audienceOf = async (request: FastifyRequest, reply: FastifyReply): Promise<Audience> =>
    (await isTeamMember(auth, db, request, reply)) ? 'team' : 'public';

  registerEndpoint(app, 'openApi', {}, async (_input, request, reply) => {
    const audience = await audienceOf(request, reply);
    // The answer differs by who asks, so no shared cache may keep one for the other.
    reply.header('cache-control', 'private, no-cache');
    return documentFor(audience);
  });
  registerEndpoint(app, 'apiReference', {}, async (_input, request, reply) => {
    const audience = await audienceOf(request, reply);
    reply.header('cache-control', 'private, no-cache');
    reply.type('text/html; charset=utf-8');
    return pageFor(audience);
  });
}
