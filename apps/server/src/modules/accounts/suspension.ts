import { type Locale, suspensionRefusal, TEAM_MESSAGES } from '@aangan/domain';
import { eq } from 'drizzle-orm';
import { followSuspension } from '../../access/listing-visibility.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { findTeamActor } from '../../audit/team-actor.ts';
import type { Database, Transaction } from '../../db/database.ts';
import { session, user } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { accountNotFound } from './service.ts';

/** Whom a suspension's mail goes to. */
export interface AccountNotice {
  email: string;
  name: string;
  /** The language the person reads Aangan in: the mail is in it. */
  locale: Locale;
}

/**
 * The account acted on, locked until the transaction ends, after the role rules: nobody acts on their own
 * account, and only on a lower role (decision 019). Every change to a suspension takes this lock first.
 */
async function lockAccount(tx: Transaction, actorId: string, accountId: string) {
  const actor = await findTeamActor(tx, actorId);
  const [account] = await tx
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      locale: user.locale,
      role: user.role,
      suspendedAt: user.suspendedAt,
    })
    .from(user)
    .where(eq(user.id, accountId))
    .for('update');
  if (!account) throw accountNotFound();
  const refusal = suspensionRefusal(actor, account);
  if (refusal) throw new AppError('FORBIDDEN', refusal);
  return { actor, account };
}

/**
 * Suspends an account, all in one transaction with its audit entry: it is marked suspended (so no session
 * can be made), every session it has is deleted (its next request is a guest's), and its listings leave
 * public view. When it is suspended already, someone else acted first (409, nothing applied).
 */
export async function suspendAccount(
  db: Database,
  actorId: string,
  accountId: string,
  reason: string,
): Promise<AccountNotice> {
  return db.transaction(async (tx) => {
    const { actor, account } = await lockAccount(tx, actorId, accountId);
    if (account.suspendedAt) throw new AppError('CONFLICT', TEAM_MESSAGES.changedBySomeoneElse);
    await tx
      .update(user)
      .set({ suspendedAt: new Date(), suspensionReason: reason, suspendedBy: actor.label, updatedAt: new Date() })
      .where(eq(user.id, accountId));
    const ended = await tx.delete(session).where(eq(session.userId, accountId)).returning({ id: session.id });
    const listingsHidden = await followSuspension(tx, accountId, true);
    await recordAudit(tx, {
      actor,
      action: 'account.suspend',
      target: { type: 'account', id: accountId },
      reason,
      before: { suspended: false },
      after: { suspended: true, sessionsEnded: ended.length, listingsHidden },
    });
    return account;
  });
}

/**
 * Lifts a suspension, with its audit entry in the same transaction: the person may sign in again, and
 * their listings are shown again unless the team hid one by itself. When it is not suspended, someone else
 * acted first (409, nothing applied).
 */
export async function unsuspendAccount(
  db: Database,
  actorId: string,
  accountId: string,
  note: string | undefined,
): Promise<AccountNotice> {
  return db.transaction(async (tx) => {
    const { actor, account } = await lockAccount(tx, actorId, accountId);
    if (!account.suspendedAt) throw new AppError('CONFLICT', TEAM_MESSAGES.changedBySomeoneElse);
    await tx
      .update(user)
      .set({ suspendedAt: null, suspensionReason: null, suspendedBy: null, updatedAt: new Date() })
      .where(eq(user.id, accountId));
    const listingsShown = await followSuspension(tx, accountId, false);
    await recordAudit(tx, {
      actor,
      action: 'account.unsuspend',
      target: { type: 'account', id: accountId },
      reason: note,
      before: { suspended: true },
      after: { suspended: false, listingsShown },
    });
    return account;
  });
}
