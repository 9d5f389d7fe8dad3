import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing API request that a browser says came from another site. SameSite=Lax cookies
 * already stop most cross-site requests; this closes the rest (old browsers, same-site subdomains).
 */
export function registerSameOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const publicHost = new URL(publicUrl).host;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (!origin) return;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = '';
    }
    if (originHost !== request.host && originHost !== publicHost) {
      throw new AppError('FORBIDDEN', 'This request came from another website and was refused.');
    }
  });
}
