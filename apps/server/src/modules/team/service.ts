import { COMMAND_LINE_ACTOR, ROLE_MESSAGES, type Role, TEAM_MESSAGES, type TeamRoleChange } from '@aangan/domain';
import { asc, eq, ne, sql } from 'drizzle-orm';
import { type AuditEntry, recordAudit } from '../../audit/audit-log.ts';
import type { Database, Transaction } from '../../db/database.ts';
import { user } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

export interface TeamMember {
  email: string;
  name: string;
  role: Role;
}

type Actor = AuditEntry['actor'];

/** The account with this email (as typed, any case), locked until the transaction ends; 404 when none. */
async function lockAccountByEmail(tx: Transaction, email: string) {
  const [account] = await tx
    .select({ id: user.id, role: user.role })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email))
    .for('update');
  if (!account) throw new AppError('NOT_FOUND', ROLE_MESSAGES.unknownEmail(email));
  return account;
}

/** Sets the role and writes the change to the audit log, in the caller's transaction. */
async function applyRole(tx: Transaction, account: { id: string; role: Role }, role: Role, actor: Actor) {
  await tx.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, account.id));
  await recordAudit(tx, {
    actor,
    action: 'role.change',
    target: { type: 'account', id: account.id },
    before: { role: account.role },
    after: { role },
  });
}

/**
 * Gives the account with this email a role (member takes it away), and writes the change to the audit log
 * in the same transaction. Returns whether anything changed; an unknown email is a 404 in plain words.
 */
export async function setRoleByEmail(
  db: Database,
  email: string,
  role: Role,
  actor: Actor = { id: null, label: COMMAND_LINE_ACTOR },
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const account = await lockAccountByEmail(tx, email.trim().toLowerCase());
    if (account.role === role) return { changed: false };
    await applyRole(tx, account, role, actor);
    return { changed: true };
  });
}

/** Everyone with a team role, admins first. */
export async function listTeam(db: Database): Promise<TeamMember[]> {
  const rows = await db
    .select({ email: user.email, name: user.name, role: user.role })
    .from(user)
    .where(ne(user.role, 'member'))
    .orderBy(sql`${user.role} = 'admin' desc`, asc(user.email));
  return rows;
}

/**
 * An admin's change from the console: someone becomes a moderator, or a moderator a member again. The
 * account is locked while it is checked and changed, and the audit entry commits with the change. Nobody
 * changes their own role; admins are changed from the command line only; when the role is no longer what
 * the admin saw (`from`), someone else acted first: 409, nothing applied.
 */
export async function changeTeamRole(db: Database, actorId: string, change: TeamRoleChange): Promise<void> {
  await db.transaction(async (tx) => {
    const [actor] = await tx.select({ email: user.email }).from(user).where(eq(user.id, actorId));
    const account = await lockAccountByEmail(tx, change.email);
    if (!actor) throw new AppError('NOT_FOUND', ROLE_MESSAGES.unknownEmail(change.email));
    if (account.id === actorId) throw new AppError('FORBIDDEN', TEAM_MESSAGES.ownRole);
    if (account.role === 'admin') throw new AppError('FORBIDDEN', TEAM_MESSAGES.adminsFromCommandLine);
    if (account.role !== change.from) throw new AppError('CONFLICT', TEAM_MESSAGES.changedBySomeoneElse);
    if (account.role === change.role) return;
    await applyRole(tx, account, change.role, { id: actorId, label: actor.email });
  });
}
