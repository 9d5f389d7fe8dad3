import { API_ROUTES } from '@aangan/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ONE_CLICK_UNSUBSCRIBE = `${API_ROUTES.alertUnsubscribe.path}?`;

/**
 * Refuses a state-changing API request that a browser says came from another site. SameSite=Lax cookies
 * already stop most cross-site requests; this closes the rest (old browsers, same-site subdomains).
 */
export function registerSameOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const publicHost = new URL(publicUrl).host;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    // RFC 8058's one-click unsubscribe is posted by a mail provider, from wherever it is; it reads no
    // cookie and its signed token is the whole authority, so another origin cannot do more than the token.
    if (request.url.startsWith(ONE_CLICK_UNSUBSCRIBE)) return;
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
