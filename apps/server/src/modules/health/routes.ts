import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { registerEndpoint } from '../../http/endpoint.ts';

interface HealthOptions {
  database: DatabaseHandle;
  /** The read replica, when there is one: the public reads need it, so it is part of the answer. */
  readDatabase?: DatabaseHandle;
}

/**
 * Reports whether the database answers, for load balancers and uptime checks. With a read replica both must
 * answer to be 'up': search and the place pages read the replica. The contract's answer has one field for the
 * database, so which of the two failed is in the log line.
 */
export async function healthRoutes(app: FastifyInstance, { database, readDatabase }: HealthOptions): Promise<void> {
  const databases = [
    { name: 'database', handle: database },
    ...(readDatabase ? [{ name: 'read replica', handle: readDatabase }] : []),
  ];
  registerEndpoint(app, 'health', {}, async (_input, request, reply) => {
    const failures = await Promise.all(
      databases.map(({ name, handle }) =>
        handle.ping().then(
          () => undefined,
          (error: unknown) => ({ name, error }),
        ),
      ),
    );
    const failed = failures.filter((failure) => failure !== undefined);
    if (failed.length === 0) return { status: 'ok', database: 'up' } as const;
    for (const { name, error } of failed) request.log.warn({ err: error }, `${name} ping failed`);
    reply.code(503);
    return { status: 'degraded', database: 'down' } as const;
  });
}
