import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../../db/database.ts';
import { registerEndpoint } from '../../http/endpoint.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { reinstatedMail, suspendedMail } from './account-mails.ts';
import { findAccountDetail, findAccounts } from './service.ts';
import { suspendAccount, unsuspendAccount } from './suspension.ts';

export interface AccountRoutesOptions {
  auth: Auth;
  db: Database;
  mailer: Mailer;
  /** Where the mails link to. */
  publicUrl: string;
  /**
   * Called after a commit that may have queued a listing for instant alerts (decision 029): wakes their job,
   * so they go out within moments. The queue row is what counts; without the call the sweep finds it.
   */
  wakeInstantAlerts?: () => void;
}

/** Accounts for the team under /api/admin (404 to anyone else): find, look at, suspend, lift (decision 019). */
export async function accountRoutes(
  app: FastifyInstance,
  { auth, db, mailer, publicUrl, wakeInstantAlerts }: AccountRoutesOptions,
): Promise<void> {
  registerEndpoint(app, 'findAccounts', { auth, db }, async ({ query }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return findAccounts(db, query.q);
  });

  registerEndpoint(app, 'accountDetail', { auth, db }, async ({ params }, _request, reply) => {
    reply.header('cache-control', 'no-store');
    return findAccountDetail(db, params.id);
  });

  registerEndpoint(app, 'suspendAccount', { auth, db }, async ({ user, params, body }) => {
    const account = await suspendAccount(db, user.userId, params.id, body.reason);
    mailer.send(suspendedMail(account, body.reason, publicUrl));
    return findAccountDetail(db, params.id);
  });

  registerEndpoint(app, 'unsuspendAccount', { auth, db }, async ({ user, params, body }) => {
    const account = await unsuspendAccount(db, user.userId, params.id, body.note);
    mailer.send(reinstatedMail(account, publicUrl));
    // The listings the suspension hid are back, and queued (those hidden one by one stay hidden: relist).
    wakeInstantAlerts?.();
    return findAccountDetail(db, params.id);
  });
}
