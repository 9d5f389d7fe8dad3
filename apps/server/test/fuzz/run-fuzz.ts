import { ERROR_CODES } from '@aangan/domain';
import fc from 'fast-check';
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import type { RouteEntry } from '../../src/http/route-table.ts';
import { type HostileBody, hostileBody, hostileQuery, pathSegment } from './arbitraries.ts';

/** The bound: an error answer is small whatever the input. */
export const MAX_ERROR_BODY_BYTES = 4096;
/**
 * A path that is no page answers with the site's not-found page (decision 024): a whole page for a person, with
 * its stylesheet written in (about 73 KB of the 90), so it is bounded more loosely, but it must still not grow
 * with what was sent.
 */
const MAX_NOT_FOUND_PAGE_BYTES = 128 * 1024;

export interface FuzzTarget {
  app: FastifyInstance;
  /** A signed-in person's cookie, sent with about half the requests. */
  cookie: string;
  /** Real values for path parameters (a listing id), so routes reach their database code. */
  realIds: readonly string[];
  /** Valid bodies and queries by `METHOD url`, mutated one part at a time. */
  seedBodies: Record<string, Record<string, unknown>>;
  seedQueries: Record<string, Record<string, string>>;
}

export interface FuzzTally {
  requests: number;
  serverErrors: number;
}

/** What is wrong with an answer, or null: never 5xx, and every error in our shape and at most 4 KB. */
export function problemWith(method: HTTPMethods, response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400 || method === 'HEAD') return null;
  if (response.statusCode === 404 && String(response.headers['content-type']).startsWith('text/html')) {
    if (response.rawPayload.length > MAX_NOT_FOUND_PAGE_BYTES)
      return `not-found page of ${response.rawPayload.length} bytes`;
    return response.body.includes('Oops! Page not found') ? null : 'a 404 page that is not the not-found page';
  }
  if (response.rawPayload.length > MAX_ERROR_BODY_BYTES) return `error body of ${response.rawPayload.length} bytes`;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `error body is not JSON: ${response.body.slice(0, 200)}`;
  }
  const error = (body as { error?: Record<string, unknown> }).error;
  const shaped =
    body !== null &&
    typeof body === 'object' &&
    Object.keys(body).length === 1 &&
    error !== undefined &&
    ERROR_CODES.includes(error.code as (typeof ERROR_CODES)[number]) &&
    typeof error.message === 'string' &&
    (error.fields === undefined ||
      (typeof error.fields === 'object' && Object.values(error.fields as object).every((v) => typeof v === 'string')));
  return shaped ? null : `error body not in our shape: ${response.body.slice(0, 200)}`;
}

interface FuzzCase {
  segments: string[];
  query: string;
  body: HostileBody;
  signedIn: boolean;
  remoteAddress: string;
}

function caseArbitrary(route: RouteEntry, target: FuzzTarget): fc.Arbitrary<FuzzCase> {
  const holes = route.url.match(/:[^/]+|\*/g) ?? [];
  // A HEAD twin is fuzzed with its GET's query.
  const key = `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`;
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  return fc.record({
    segments: fc.tuple(...holes.map(() => pathSegment(target.realIds))) as fc.Arbitrary<string[]>,
    query: hostileQuery(target.seedQueries[key]),
    body: hasBody ? hostileBody(target.seedBodies[key]) : fc.constant<HostileBody>({}),
    // Signing out would end the session every other route is fuzzed with.
    signedIn: route.url === '/api/auth/sign-out' ? fc.constant(false) : fc.boolean(),
    // Each case from its own address, so per-IP limits do not turn the rest into 429s.
    remoteAddress: fc.ipV4(),
  });
}

function urlOf(route: RouteEntry, fuzzCase: FuzzCase): string {
  let index = 0;
  const path = route.url.replace(/:[^/]+|\*/g, () => fuzzCase.segments[index++] ?? '');
  return fuzzCase.query ? `${path}?${fuzzCase.query}` : path;
}

/**
 * Sends `runs` generated requests to one route and checks every answer, then that the server still answers
 * /api/health. Throws fast-check's report (seed, path and the shrunk request) on the first problem.
 */
export async function fuzzRoute(
  route: RouteEntry,
  target: FuzzTarget,
  { seed, runs }: { seed: number; runs: number },
  tally: FuzzTally,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(caseArbitrary(route, target), async (fuzzCase) => {
      const headers: Record<string, string> = {};
      if (fuzzCase.body.contentType) headers['content-type'] = fuzzCase.body.contentType;
      if (fuzzCase.signedIn) headers.cookie = target.cookie;
      const response = await target.app.inject({
        method: route.method,
        url: urlOf(route, fuzzCase),
        headers,
        payload: fuzzCase.body.payload,
        remoteAddress: fuzzCase.remoteAddress,
      });
      tally.requests += 1;
      if (response.statusCode >= 500) tally.serverErrors += 1;
      const problem = problemWith(route.method, response);
      if (problem) throw new Error(`${route.method} ${urlOf(route, fuzzCase).slice(0, 200)} ${problem}`);
    }),
    { seed, numRuns: runs, endOnFailure: true },
  );
  const health = await target.app.inject({ method: 'GET', url: '/api/health' });
  if (health.statusCode !== 200)
    throw new Error(`/api/health answered ${health.statusCode} after fuzzing ${route.url}`);
}
