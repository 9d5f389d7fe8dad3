import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../../db/database.ts';
import { registerEndpoint } from '../../http/endpoint.ts';
import { deleteSavedSearch, listSavedSearches, markSavedSearchSeen, saveSearch, updateSavedSearch } from './service.ts';

export interface SavedSearchRoutesOptions {
  auth: Auth;
  db: Database;
}

/** The signed-in person's saved searches (issue 20, decision 029); each is its owner's alone. */
export async function savedSearchRoutes(app: FastifyInstance, { auth, db }: SavedSearchRoutesOptions): Promise<void> {
  registerEndpoint(app, 'savedSearches', { auth }, async ({ user }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return listSavedSearches(db, user.userId);
  });

  registerEndpoint(app, 'saveSearch', { auth }, async ({ user, body }) => saveSearch(db, user.userId, body));

  registerEndpoint(app, 'updateSavedSearch', { auth }, async ({ user, params, body }) =>
    updateSavedSearch(db, user.userId, params.id, body),
  );

  registerEndpoint(app, 'deleteSavedSearch', { auth }, async ({ user, params }) => {
    await deleteSavedSearch(db, user.userId, params.id);
    return undefined;
  });

  registerEndpoint(app, 'markSavedSearchSeen', { auth }, async ({ user, params }) => {
    await markSavedSearchSeen(db, user.userId, params.id);
    return undefined;
  });
}
