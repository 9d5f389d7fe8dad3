import { LIST_SIGN_IN_MESSAGE } from '@aangan/domain';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../../db/database.ts';
import type { AnswerCache } from '../../http/answer-cache/answer-cache.ts';
import { registerEndpoint } from '../../http/endpoint.ts';
import type { MediaStorage } from '../../media/storage/media-storage.ts';
import { removeAfterCommit } from '../../media/storage/remove-after-commit.ts';
import type { RateLimiter } from '../../rate-limit/limiter.ts';
import { findPropertyDetail } from './detail.ts';
import { findMyProperties } from './my-properties.ts';
import { LISTINGS_CREATED_PER_DAY, LISTINGS_CREATED_PER_HOUR } from './rate-limits.ts';
import { countProperties, searchProperties } from './service.ts';
import { findSimilarProperties } from './similar.ts';
import { createProperty, deleteProperty, findPropertyForEdit, updateProperty } from './writes.ts';

export interface PropertyRoutesOptions {
  auth: Auth;
  db: Database;
  /**
   * The public reads' handle (search, stats): a read replica when there is one (decision 037). A person's own
   * listings, the detail page, the edit form and every write use `db`, the primary, so they see their edits at once.
   */
  readDb: Database;
  storage: MediaStorage;
  limiter: RateLimiter;
  /** Called once a listing is created or edited, with its poster (app.ts looks for broker flags then). */
  afterListingSaved?: (userId: string) => void;
  /**
   * Called after a commit that may have queued a listing for instant alerts (decision 029): wakes their job,
   * so they go out within moments. The queue row is what counts; without the call the sweep finds it.
   */
  wakeInstantAlerts?: () => void;
  /** LISTING_TTL_DAYS: a new listing's period (decision 020). */
  ttlDays: number;
  /** Search and stats are answered from it (decision 038): the same for everyone, at most its bound old. */
  sharedAnswers: AnswerCache;
}

export async function propertyRoutes(
  app: FastifyInstance,
  {
    auth,
    db,
    readDb,
    storage,
    limiter,
    ttlDays,
    afterListingSaved,
    wakeInstantAlerts,
    sharedAnswers,
  }: PropertyRoutesOptions,
): Promise<void> {
  // Every filter of the domain's schema is applied by the database (docs/product.md §7), so counts and pages are right.
  registerEndpoint(app, 'searchProperties', { sharedAnswers }, ({ query }) => searchProperties(readDb, query));

  registerEndpoint(app, 'propertyStats', { sharedAnswers }, () => countProperties(readDb));

  // The My Properties dashboard: only the signed-in person's own listings, never cached.
  registerEndpoint(app, 'myProperties', { auth }, async ({ user, query }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return findMyProperties(db, user.userId, query);
  });

  registerEndpoint(app, 'createProperty', { auth, guestMessage: LIST_SIGN_IN_MESSAGE }, async ({ user, body }) => {
    await limiter.consume(LISTINGS_CREATED_PER_HOUR, user.userId);
    await limiter.consume(LISTINGS_CREATED_PER_DAY, user.userId);
    const created = await createProperty(db, user.userId, body, undefined, ttlDays);
    afterListingSaved?.(user.userId);
    wakeInstantAlerts?.();
    return created;
  });

  // The detail page needs sign-in (docs/product.md §2); the answer says whether the viewer is the poster or saved it.
  registerEndpoint(app, 'propertyDetail', { auth }, async ({ user, params }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return findPropertyDetail(db, user.userId, params.id);
  });

  // Its similar listings (decision 034), asked of the listing the detail route opens, by its rule. Per person (the
  // viewer's own are left out), so never cached.
  registerEndpoint(app, 'similarProperties', { auth }, async ({ user, params }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return findSimilarProperties(db, user.userId, params.id);
  });

  registerEndpoint(app, 'propertyForEdit', { auth }, async ({ user, params }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return findPropertyForEdit(db, user.userId, params.id);
  });

  registerEndpoint(app, 'updateProperty', { auth }, async ({ user, params, body }, request) => {
    const { droppedKeys } = await updateProperty(db, user.userId, params.id, body);
    await removeAfterCommit(storage, droppedKeys, request.log);
    afterListingSaved?.(user.userId);
    wakeInstantAlerts?.();
    return { id: params.id };
  });

  registerEndpoint(app, 'deleteProperty', { auth }, async ({ user, params }, request) => {
    const { droppedKeys } = await deleteProperty(db, user.userId, params.id);
    await removeAfterCommit(storage, droppedKeys, request.log);
    return undefined;
  });
}
