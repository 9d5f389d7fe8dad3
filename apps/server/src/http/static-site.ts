import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type ErrorBody, SITE_SETTINGS_META, type SiteSettings } from '@aangan/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const ONE_YEAR = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';
const EMPTY_SETTINGS_META = `<meta name="${SITE_SETTINGS_META}" content="" />`;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * index.html with the operator's public settings in a <meta> element: the web app reads them at start,
 * so contact details are set once, in the server's environment (a meta tag passes the CSP, a script would not).
 */
export function renderIndexHtml(template: string, settings: SiteSettings): string {
  const meta = `<meta name="${SITE_SETTINGS_META}" content="${escapeAttribute(JSON.stringify(settings))}" />`;
  return template.replace(EMPTY_SETTINGS_META, meta);
}

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and a history
 * fallback so deep links load the app while unknown /api paths stay JSON 404s.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  webDistDir: string,
  settings: SiteSettings,
): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? renderIndexHtml(readFileSync(indexFile, 'utf8'), settings) : undefined;
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html').send(indexHtml);

  if (indexHtml !== undefined) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      index: false,
      // Directories are never listed; their paths fall through to the app like any other page.
      allowedPath: (pathName) => !pathName.endsWith('/') && pathName !== '/index.html',
      setHeaders: (res, filePath) => {
        const relative = path.relative(webDistDir, filePath);
        res.header('cache-control', relative.startsWith(`assets${path.sep}`) ? ONE_YEAR : ONE_DAY);
      },
    });
    app.get('/', (_request, reply) => sendIndex(reply));
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/media/');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi;
    if (wantsPage && indexHtml !== undefined) return sendIndex(reply);
    const body: ErrorBody = {
      error: { code: 'NOT_FOUND', message: wantsPage ? 'The web app is not built. Run npm run build.' : 'Not found' },
    };
    return reply.status(404).send(body);
  });
}
