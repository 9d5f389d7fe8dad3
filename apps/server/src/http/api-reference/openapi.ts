import {
  API_ENDPOINTS,
  API_ROUTES,
  type EndpointName,
  type EndpointSchemas,
  ERROR_CODES,
  isTeamAccess,
} from '@aangan/domain';
import { z } from 'zod';

/**
 * The OpenAPI 3.1 document of the API, built from the contract (packages/domain/src/contract): the same
 * route table and schemas the server registers and validates with, so the reference cannot drift from
 * what the server does. OpenAPI 3.1 speaks JSON Schema 2020-12, which is zod 4's own output.
 */
type JsonSchema = Record<string, unknown>;

// A type, not an interface: it must fit the contract's loose record of the document.
export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Refinements and transforms have no JSON Schema; they are described by the field's words instead.
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  return rest;
}

/** `/api/properties/:id` → `/api/properties/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

function parametersOf(schemas: EndpointSchemas): JsonSchema[] {
  const of = (schema: z.ZodType | undefined, where: 'path' | 'query') => {
    if (!schema) return [];
    const { properties = {}, required = [] } = jsonSchema(schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    return Object.entries(properties).map(([name, property]) => ({
      name,
      in: where,
      required: where === 'path' || required.includes(name),
      schema: property,
    }));
  };
  return [...of(schemas.params, 'path'), ...of(schemas.query, 'query')];
}

function requestBodyOf(schemas: EndpointSchemas): JsonSchema | undefined {
  if (schemas.multipart) {
    const file = { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] };
    return { required: true, content: { 'multipart/form-data': { schema: file } } };
  }
  if (!schemas.body) return undefined;
  return { required: true, content: { 'application/json': { schema: jsonSchema(schemas.body, 'input') } } };
}

const ERROR = { $ref: '#/components/schemas/Error' };
const ATTACHMENT = {
  description: '`attachment` with a file name, so a browser saves the answer rather than showing it',
  schema: { type: 'string' },
};
const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: ERROR } } });

function responsesOf(name: EndpointName, schemas: EndpointSchemas): JsonSchema {
  const route = API_ROUTES[name];
  const mediaType = schemas.mediaType ?? 'application/json';
  const success = schemas.response
    ? {
        description: schemas.download ? 'Success: a file to save' : 'Success',
        content: { [mediaType]: { schema: jsonSchema(schemas.response, 'output') } },
        ...(schemas.download ? { headers: { 'Content-Disposition': ATTACHMENT } } : {}),
      }
    : { description: 'Done; no content' };
  return {
    [route.status]: success,
    ...(schemas.body || schemas.query || schemas.multipart
      ? { 400: errorAnswer('The input was refused; `fields` names each bad field') }
      : {}),
    ...(route.access === 'public' ? {} : { 401: errorAnswer('Not signed in') }),
    ...(route.access === 'owner' ? { 403: errorAnswer("Someone else's listing") } : {}),
    ...(schemas.params ? { 404: errorAnswer('Not there') } : {}),
    default: errorAnswer('Any other failure: rate limited (429, with Retry-After), database unavailable (503)…'),
  };
}

/** Whose reference: the team's endpoints are described to the team only, since they are not advertised. */
export type Audience = 'public' | 'team';

export function buildOpenApiDocument(audience: Audience): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const name of Object.keys(API_ROUTES) as EndpointName[]) {
    const route = API_ROUTES[name];
    if (audience === 'public' && isTeamAccess(route.access)) continue;
    const schemas: EndpointSchemas = API_ENDPOINTS[name];
    const parameters = parametersOf(schemas);
    const requestBody = requestBodyOf(schemas);
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path] };
    paths[path][route.method.toLowerCase()] = {
      operationId: name,
      summary: schemas.summary,
      tags: [schemas.tag],
      security: route.access === 'public' ? [] : [{ session: [] }],
      // Who may call it, as the contract says: public, any signed-in member, or the listing's owner.
      'x-access': route.access,
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: responsesOf(name, schemas),
    };
  }
  const described = (Object.keys(API_ROUTES) as EndpointName[]).filter(
    (name) => audience === 'team' || !isTeamAccess(API_ROUTES[name].access),
  );
  const endpoints: EndpointSchemas[] = described.map((name) => API_ENDPOINTS[name]);
  const tags = [...new Set(endpoints.map((endpoint) => endpoint.tag))].map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Aangan API',
      version: '1',
      description:
        'JSON under /api. Signed-in calls carry the session cookie set by sign-in; writes from a browser must come ' +
        'from the site itself (Origin check). Every error answers `{ "error": { "code", "message", "fields"? } }`.',
    },
    tags,
    paths,
    components: {
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: { type: 'string', enum: ERROR_CODES },
                message: { type: 'string', description: 'Written for people; shown as it is.' },
                fields: { type: 'object', additionalProperties: { type: 'string' } },
              },
            },
          },
        },
      },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'aangan.session_token' } },
    },
  };
}
