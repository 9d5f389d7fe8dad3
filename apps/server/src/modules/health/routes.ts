import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { registerEndpoint } from '../../http/endpoint.ts';

/** Reports whether the database answers, for load balancers and uptime checks. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: DatabaseHandle }): Promise<void> {
  registerEndpoint(app, 'health', {}, async (_input, request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: 'up' } as const;
    } catch (error) {
      request.log.warn({ err: error }, 'database ping failed');
      reply.code(503);
      return { status: 'degraded', database: 'down' } as const;
    }
  });
}
