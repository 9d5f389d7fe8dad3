import {
  API_ENDPOINTS,
  API_ROUTES,
  type ApiResponse,
  type EndpointAccess,
  type EndpointName,
  type EndpointSchemas,
  isTeamAccess,
} from '@aangan/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requireRole } from '../access/require-role.ts';
import type { Auth } from '../auth/auth.ts';
import { carriesSessionCookie, requireUser, type SignedInUser } from '../auth/session.ts';
import type { Database } from '../db/database.ts';
import { type AnswerCache, answerKey } from './answer-cache/answer-cache.ts';
import { sendStoredAnswer } from './answer-cache/send-answer.ts';
import { AppError, parseInput } from './errors.ts';

type Schemas<N extends EndpointName> = (typeof API_ENDPOINTS)[N];
type Parsed<S, Key extends string> = S extends { [K in Key]: infer T extends z.ZodType } ? z.output<T> : undefined;

/** What a handler gets: the input its endpoint's schemas parsed, and the person when the route needs one. */
interface EndpointInput<N extends EndpointName> {
  params: Parsed<Schemas<N>, 'params'>;
  query: Parsed<Schemas<N>, 'query'>;
  body: Parsed<Schemas<N>, 'body'>;
  user: (typeof API_ROUTES)[N]['access'] extends 'public' ? undefined : SignedInUser;
}

export type EndpointHandler<N extends EndpointName> = (
  input: EndpointInput<N>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<ApiResponse<N>>;

export interface EndpointOptions {
  /** Needed by every endpoint whose access is not public. */
  auth?: Auth;
  /** Needed by the team's endpoints, whose guard reads the role stored on the account. */
  db?: Database;
  /** The 401's words for a guest, where the endpoint has its own (listing a property). */
  guestMessage?: string;
  /**
   * A public endpoint whose answer depends on its input alone (search, stats, place pages): answered from the
   * shared answer cache, with an ETag and a 304 (decision 038).
   */
  sharedAnswers?: AnswerCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** When set (tests), every answer is checked against its endpoint's response schema. */
    checkResponses: boolean;
  }
}

function parseParams(name: EndpointName, schemas: EndpointSchemas, params: unknown): unknown {
  if (!schemas.params) return undefined;
  const parsed = schemas.params.safeParse(params);
  if (parsed.success) return parsed.data;
  // A malformed id names nothing that exists: the answer is the same as for an id that is not there.
  throw new AppError('NOT_FOUND', schemas.notFound ?? `${API_ROUTES[name].path} was not found.`);
}

function checkResponse(name: EndpointName, schemas: EndpointSchemas, output: unknown): void {
  const expected = schemas.response;
  const result = expected ? expected.safeParse(output) : { success: output === undefined };
  if (result.success) return;
  const detail = 'error' in result && result.error ? result.error.message : 'a 204 answers with nothing';
  // Loud on purpose: a test that logs console.error fails even when it does not look at the status.
  console.error(`The answer of ${name} does not match its contract: ${detail}`);
  throw new Error(`The answer of ${name} does not match its contract`);
}

/** Who may call: nobody is asked for a public endpoint; the team's endpoints also need a role. */
async function checkAccess(
  access: EndpointAccess,
  { auth, db, guestMessage }: EndpointOptions,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SignedInUser | undefined> {
  if (access === 'public' || !auth) return undefined;
  if (isTeamAccess(access) && db) return requireRole(auth, db, request, reply, access);
  return requireUser(auth, request, reply, guestMessage);
}

/**
 * Registers one endpoint of the contract (packages/domain/src/contract): its method and path, the access
 * it needs (checked first, so a guest hears 401 whatever they sent), then its params, query and body parsed
 * with the domain's schemas (decision 003's messages), then the handler. The answer goes out with the
 * endpoint's status; in tests it is checked against the response schema too.
 */
export function registerEndpoint<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  { auth, db, guestMessage, sharedAnswers }: EndpointOptions,
  handler: EndpointHandler<N>,
): void {
  const route = API_ROUTES[name];
  const schemas: EndpointSchemas = API_ENDPOINTS[name];
  const access: EndpointAccess = route.access;
  if (access !== 'public' && !auth) throw new Error(`${name} needs auth to check its access`);
  if (isTeamAccess(access) && !db) throw new Error(`${name} needs db to check roles`);
  // A shared answer must never carry anyone's session: only an endpoint that asks for none may be shared.
  if (sharedAnswers && access !== 'public') throw new Error(`${name} is not public: its answers cannot be shared`);
  app.route({
    method: route.method,
    url: route.path,
    handler: async (request, reply) => {
      const user = await checkAccess(access, { auth, db, guestMessage }, request, reply);
      const input = {
        params: parseParams(name, schemas, request.params),
        query: schemas.query ? parseInput(schemas.query, request.query) : undefined,
        body: schemas.body ? parseInput(schemas.body, request.body) : undefined,
        user,
      } as EndpointInput<N>;
      reply.code(route.status);
      if (sharedAnswers) {
        const key = answerKey(name, { params: input.params, query: input.query });
        const read = async () => {
          const output = await handler(input, request, reply);
          if (app.checkResponses) checkResponse(name, schemas, output);
          return output;
        };
        // A person sees their own writes at once; guests share answers up to the bound (decision 038).
        const { answer, outcome } = carriesSessionCookie(request)
          ? await sharedAnswers.refresh(key, read)
          : await sharedAnswers.answer(key, read);
        return sendStoredAnswer(request, reply, sharedAnswers, { key, answer, outcome });
      }
      const output = await handler(input, request, reply);
      if (app.checkResponses && reply.statusCode === route.status) checkResponse(name, schemas, output);
      return route.status === 204 ? reply.send() : output;
    },
  });
}
