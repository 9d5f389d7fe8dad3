import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { Locale, PageHead, SiteSettings } from '@aangan/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the web app's renderer (apps/web/src/entry-server.tsx) hands back. */
type RenderResult =
  | { kind: 'shell' }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; locale: Locale; head: PageHead; html: Readable; state: string };

interface RendererModule {
  renderPage(input: {
    url: string;
    apiFetch: (path: string, init: RequestInit) => Promise<Response>;
    signedIn: boolean;
    settings: SiteSettings;
  }): Promise<RenderResult>;
}

export type RenderedPage = Extract<RenderResult, { kind: 'page' }>;
export type PageRenderer = (request: FastifyRequest) => Promise<RenderResult>;

// better-auth's session cookie; `__Secure-` in front when the site is served over https.
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?aangan\.session_token=/;

/**
 * The page's API calls, answered by this same app in-process (`inject`): the same routes, checks and limits
 * as from the browser, as the visitor — their session cookie and their address (so a rate limit counts
 * them, not the server).
 */
function apiFetchFor(app: FastifyInstance, request: FastifyRequest) {
  return async (apiPath: string, init: RequestInit): Promise<Response> => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: apiPath,
      remoteAddress: request.ip,
      headers: {
        accept: 'application/json',
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      },
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * Loads the web app's server renderer (built by `npm run build` into apps/web/dist-server) and returns a
 * function that renders one request's page; undefined when it is not built (the API alone still works).
 * The operator's public settings go with every page: the renderer's module is loaded once per process, and
 * the server's tests run apps with different settings in one process.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  webDistDir: string,
  options: { settings: SiteSettings; publicUrl: string },
): Promise<PageRenderer | undefined> {
  const entry = path.join(webDistDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const renderer = (await import(pathToFileURL(entry).href)) as RendererModule;
  return (request) =>
    renderer.renderPage({
      url: new URL(request.url, options.publicUrl).href,
      apiFetch: apiFetchFor(app, request),
      signedIn: SESSION_COOKIE.test(request.headers.cookie ?? ''),
      settings: options.settings,
    });
}

/** The document around the rendered body: everything before the root's content, then after it. */
export function documentStream(before: string, body: Readable, after: string): Readable {
  return Readable.from(
    (async function* () {
      yield before;
      for await (const chunk of body) yield chunk;
      yield after;
    })(),
  );
}
