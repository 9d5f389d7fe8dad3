import { savedPropertiesQuerySchema } from '@aangan/domain';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import { requireUser } from '../../auth/session.ts';
import type { Database } from '../../db/database.ts';
import { parseInput } from '../../http/errors.ts';
import { readPropertyId } from '../properties/property-id.ts';
import { findSavedProperties, findSavedPropertyIds, saveProperty, unsaveProperty } from './service.ts';

export interface SavedRoutesOptions {
  auth: Auth;
  db: Database;
}

/** The signed-in person's saved listings (FAQ 'saving a property'; Profile's saved count). */
export async function savedRoutes(app: FastifyInstance, { auth, db }: SavedRoutesOptions): Promise<void> {
  app.get('/api/me/saved', async (request, reply) => {
    const { userId } = await requireUser(auth, request, reply);
    const query = parseInput(savedPropertiesQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    return findSavedProperties(db, userId, query);
  });

  app.get('/api/me/saved/ids', async (request, reply) => {
    const { userId } = await requireUser(auth, request, reply);
    reply.header('cache-control', 'no-store');
    return findSavedPropertyIds(db, userId);
  });

  app.put('/api/me/saved/:propertyId', async (request, reply) => {
    const { userId } = await requireUser(auth, request, reply);
    await saveProperty(db, userId, readPropertyId(request.params, 'propertyId'));
    return reply.code(204).send();
  });

  app.delete('/api/me/saved/:propertyId', async (request, reply) => {
    const { userId } = await requireUser(auth, request, reply);
    await unsaveProperty(db, userId, readPropertyId(request.params, 'propertyId'));
    return reply.code(204).send();
  });
}
