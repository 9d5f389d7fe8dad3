import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../../db/database.ts';
import { registerEndpoint } from '../../http/endpoint.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { MediaStorage } from '../../media/storage/media-storage.ts';
import { removeAfterCommit } from '../../media/storage/remove-after-commit.ts';
import { findAppealQueue } from './appeal-queue.ts';
import { answerAppeal, appealListing } from './appeals.ts';
import { deleteListing } from './delete.ts';
import { appealAnsweredMail, hiddenMail, removedMail, restoredMail } from './owner-mails.ts';
import { findTeamListing } from './team-detail.ts';
import { findTeamListings } from './team-search.ts';
import { hideListing, restoreListing } from './visibility.ts';

export interface ModerationRoutesOptions {
  auth: Auth;
  db: Database;
  mailer: Mailer;
  storage: MediaStorage;
  /** Where the owner's mails link to. */
  publicUrl: string;
  /**
   * Called after a commit that may have queued a listing for instant alerts (decision 029): wakes their job,
   * so they go out within moments. The queue row is what counts; without the call the sweep finds it.
   */
  wakeInstantAlerts?: () => void;
}

/**
 * Listing moderation (decision 019): the team finds, hides, restores and (admins) deletes listings and
 * answers appeals under /api/admin (404 to anyone without a team role); the owner appeals. Owners are
 * mailed once a change is committed; the mailer queues the mail, so no answer waits on SMTP.
 */
export async function moderationRoutes(
  app: FastifyInstance,
  { auth, db, mailer, storage, publicUrl, wakeInstantAlerts }: ModerationRoutesOptions,
): Promise<void> {
  registerEndpoint(app, 'appealListing', { auth }, ({ user, params, body }) =>
    appealListing(db, user.userId, params.id, body.message),
  );

  registerEndpoint(app, 'teamListings', { auth, db }, async ({ query }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return findTeamListings(db, query);
  });

  registerEndpoint(app, 'teamListing', { auth, db }, async ({ params }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return findTeamListing(db, params.id);
  });

  registerEndpoint(app, 'hideListing', { auth, db }, async ({ user, params, body }) => {
    const notice = await hideListing(db, user.userId, params.id, body);
    mailer.send(hiddenMail(notice, body, publicUrl));
    return findTeamListing(db, params.id);
  });

  registerEndpoint(app, 'restoreListing', { auth, db }, async ({ user, params, body }) => {
    const notice = await restoreListing(db, user.userId, params.id, body.note);
    // While its owner is suspended the listing stays out of view; they hear of it when the suspension ends.
    if (notice.listed) mailer.send(restoredMail(notice, body.note, publicUrl));
    wakeInstantAlerts?.();
    return findTeamListing(db, params.id);
  });

  registerEndpoint(app, 'deleteListing', { auth, db }, async ({ user, params, body }, request) => {
    const { notice, droppedKeys } = await deleteListing(db, user.userId, params.id, body.reason);
    await removeAfterCommit(storage, droppedKeys, request.log);
    mailer.send(removedMail(notice, body.reason, publicUrl));
    return undefined;
  });

  registerEndpoint(app, 'appealQueue', { auth, db }, async ({ query }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return findAppealQueue(db, query);
  });

  registerEndpoint(app, 'answerAppeal', { auth, db }, async ({ user, params, body }) => {
    const notice = await answerAppeal(db, user.userId, params.id, body);
    mailer.send(appealAnsweredMail(notice, body, publicUrl));
    // An appeal that restores shows the listing again (relist queued it for the alerts).
    wakeInstantAlerts?.();
    return findTeamListing(db, notice.id);
  });
}
