import { propertySearchSchema } from '@aangan/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { parseInput } from '../../http/errors.ts';
import { countProperties, searchProperties } from './service.ts';

export async function propertyRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  // Every filter of the domain's schema is applied by the database (spec §7), so counts and pages are right.
  app.get('/api/properties', async (request) => {
    const search = parseInput(propertySearchSchema, request.query);
    return searchProperties(db, search);
  });

  app.get('/api/properties/stats', async () => countProperties(db));
}
