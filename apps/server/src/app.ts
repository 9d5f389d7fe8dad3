import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { registerErrorHandler } from './http/errors.ts';
import { registerStaticSite } from './http/static-site.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { propertyRoutes } from './modules/properties/routes.ts';

// Same relative path from src/app.ts and from the bundled dist/main.js.
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface AppDependencies {
  database: DatabaseHandle;
}

/** Builds the whole HTTP app from a config and an open database; it never listens. */
export async function buildApp(config: Config, { database }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY ?? false,
    bodyLimit: 1_048_576,
    // Fastify logs two lines per request by default; one line per response (the hook below) says the same.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });

  registerErrorHandler(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // Owners may add pictures by http(s) URL (spec §5), so images may come from anywhere.
        'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        'upgrade-insecure-requests': config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
  });
  await app.register(compress, { threshold: 1024 });

  await app.register(healthRoutes, { database });
  await app.register(propertyRoutes, { db: database.db });
  await registerStaticSite(app, config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST, {
    supportEmail: config.SUPPORT_EMAIL,
    businessPhone: config.BUSINESS_PHONE,
    officeAddress: config.OFFICE_ADDRESS,
  });
  return app;
}
