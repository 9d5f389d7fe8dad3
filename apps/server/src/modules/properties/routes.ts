import {
  LIST_SIGN_IN_REQUIRED,
  listingCreateSchema,
  listingUpdateSchema,
  myPropertiesQuerySchema,
  propertySearchSchema,
} from '@aangan/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import { requireUser } from '../../auth/session.ts';
import type { Database } from '../../db/database.ts';
import { parseInput } from '../../http/errors.ts';
import type { MediaStorage } from '../../media/storage/media-storage.ts';
import type { RateLimiter } from '../../rate-limit/limiter.ts';
import { findPropertyDetail } from './detail.ts';
import { findMyProperties } from './my-properties.ts';
import { readPropertyId } from './property-id.ts';
import { LISTINGS_CREATED_PER_DAY, LISTINGS_CREATED_PER_HOUR } from './rate-limits.ts';
import { countProperties, searchProperties } from './service.ts';
import { createProperty, deleteProperty, findPropertyForEdit, updateProperty } from './writes.ts';

export interface PropertyRoutesOptions {
  auth: Auth;
  db: Database;
  storage: MediaStorage;
  limiter: RateLimiter;
}

const LIST_SIGN_IN_MESSAGE = `${LIST_SIGN_IN_REQUIRED.title}: ${LIST_SIGN_IN_REQUIRED.description}`;
/** Pictures a listing no longer uses go after the change is committed; a failure only leaves files behind. */
async function removeFiles(storage: MediaStorage, keys: string[], log: FastifyBaseLogger): Promise<void> {
  if (keys.length === 0) return;
  await storage.remove(keys).catch((err: unknown) => log.warn({ err, keys }, 'could not remove stored pictures'));
}

export async function propertyRoutes(
  app: FastifyInstance,
  { auth, db, storage, limiter }: PropertyRoutesOptions,
): Promise<void> {
  // Every filter of the domain's schema is applied by the database (spec §7), so counts and pages are right.
  app.get('/api/properties', async (request) => {
    const search = parseInput(propertySearchSchema, request.query);
    return searchProperties(db, search);
  });

  app.get('/api/properties/stats', async () => countProperties(db));

  // The My Properties dashboard: only the signed-in person's own listings, never cached.
  app.get('/api/me/properties', async (request, reply) => {
    const { userId } = await requireUser(auth, request, reply);
    const query = parseInput(myPropertiesQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    return findMyProperties(db, userId, query);
  });

  app.post('/api/properties', async (request, reply) => {
    const { userId } = await requireUser(auth, request, reply, LIST_SIGN_IN_MESSAGE);
    const listing = parseInput(listingCreateSchema, request.body);
    await limiter.consume(LISTINGS_CREATED_PER_HOUR, userId);
    await limiter.consume(LISTINGS_CREATED_PER_DAY, userId);
    const created = await createProperty(db, userId, listing);
    reply.code(201);
    return created;
  });

  // The detail page needs sign-in (spec §2); the answer says whether the viewer is the poster or saved it.
  app.get('/api/properties/:id', async (request, reply) => {
    const { userId } = await requireUser(auth, request, reply);
    reply.header('cache-control', 'no-store');
    return findPropertyDetail(db, userId, readPropertyId(request.params));
  });

  app.get('/api/properties/:id/edit', async (request, reply) => {
    const { userId } = await requireUser(auth, request, reply);
    reply.header('cache-control', 'no-store');
    return findPropertyForEdit(db, userId, readPropertyId(request.params));
  });

  app.patch('/api/properties/:id', async (request, reply) => {
    const { userId } = await requireUser(auth, request, reply);
    const id = readPropertyId(request.params);
    const listing = parseInput(listingUpdateSchema, request.body);
    const { droppedKeys } = await updateProperty(db, userId, id, listing);
    await removeFiles(storage, droppedKeys, request.log);
    return { id };
  });

  app.delete('/api/properties/:id', async (request, reply) => {
    const { userId } = await requireUser(auth, request, reply);
    const { droppedKeys } = await deleteProperty(db, userId, readPropertyId(request.params));
    await removeFiles(storage, droppedKeys, request.log);
    return reply.code(204).send();
  });
}
