import { vi } from 'vitest';
import { makeMe } from './factories';

/** Answers one path; `init` carries the method and the body the app sent. */
type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function errorResponse(status: number, code: string, message: string): Response {
  return jsonResponse({ error: { code, message } }, status);
}

/** A guest: GET /api/me answers 401 as the server does. */
export const guest: Handler = () => errorResponse(401, 'UNAUTHORIZED', 'Sign in required');

export const signedIn: Handler = () => jsonResponse(makeMe());

/**
 * Replaces the browser's fetch (the edge of the web app) with handlers keyed by path; an
 * unknown path answers 404. Returns the mock to inspect the calls made.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const handler = handlers[url.pathname];
    return handler ? handler(url, init) : errorResponse(404, 'NOT_FOUND', `No stub for ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A promise to resolve by hand, to hold a response while a test looks at the loading state. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
