import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';

/** Reports whether the database answers, for load balancers and uptime checks. */
export async function healthRoutes(app: FastifyInstance, { database }: { database: DatabaseHandle }): Promise<void> {
  app.get('/api/health', async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: 'up' };
    } catch (error) {
      request.log.warn({ err: error }, 'database ping failed');
      return reply.status(503).send({ status: 'degraded', database: 'down' });
    }
  });
}
