import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../endpoint.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { renderReferencePage } from './reference-page.ts';

/** GET /api/openapi.json and GET /api/docs: the API's reference, built once from the contract. */
export async function apiReferenceRoutes(app: FastifyInstance): Promise<void> {
  const document = buildOpenApiDocument();
  const page = renderReferencePage(document);
  registerEndpoint(app, 'openApi', {}, async () => document);
  registerEndpoint(app, 'apiReference', {}, async (_input, _request, reply) => {
    reply.type('text/html; charset=utf-8');
    return page;
  });
}
