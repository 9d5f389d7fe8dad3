import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ErrorBody } from '@aangan/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const ONE_YEAR = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and a history
 * fallback so deep links load the app while unknown /api paths stay JSON 404s.
 */
export async function registerStaticSite(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasSite = existsSync(path.join(webDistDir, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      index: 'index.html',
      setHeaders: (res, filePath) => {
        const relative = path.relative(webDistDir, filePath);
        if (relative.startsWith(`assets${path.sep}`)) res.header('cache-control', ONE_YEAR);
        else if (relative.endsWith('.html')) res.header('cache-control', 'no-cache');
        else res.header('cache-control', ONE_DAY);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/media/');
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi;
    if (wantsPage && hasSite) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    const body: ErrorBody = {
      error: { code: 'NOT_FOUND', message: wantsPage ? 'The web app is not built. Run npm run build.' : 'Not found' },
    };
    return reply.status(404).send(body);
  });
}
