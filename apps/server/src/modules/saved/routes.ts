import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../../db/database.ts';
import { registerEndpoint } from '../../http/endpoint.ts';
import { findSavedProperties, findSavedPropertyIds, saveProperty, unsaveProperty } from './service.ts';

export interface SavedRoutesOptions {
  auth: Auth;
  db: Database;
}

/** The signed-in person's saved listings (FAQ 'saving a property'; Profile's saved count). */
export async function savedRoutes(app: FastifyInstance, { auth, db }: SavedRoutesOptions): Promise<void> {
  registerEndpoint(app, 'savedProperties', { auth }, async ({ user, query }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return findSavedProperties(db, user.userId, query);
  });

  registerEndpoint(app, 'savedPropertyIds', { auth }, async ({ user }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return findSavedPropertyIds(db, user.userId);
  });

  registerEndpoint(app, 'saveProperty', { auth }, async ({ user, params }) => {
    await saveProperty(db, user.userId, params.propertyId);
    return undefined;
  });

  registerEndpoint(app, 'unsaveProperty', { auth }, async ({ user, params }) => {
    await unsaveProperty(db, user.userId, params.propertyId);
    return undefined;
  });
}
