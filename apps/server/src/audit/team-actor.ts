import type { Role } from '@aangan/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { user } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import type { AuditEntry } from './audit-log.ts';

/** The team member acting, as the audit log names them, with the role rules about whom they may act on need. */
export type TeamActor = AuditEntry['actor'] & { id: string; role: Role };

/** Reads the acting account in the action's transaction: its id, its email now (the log keeps it), its role. */
export async function findTeamActor(tx: Transaction, userId: string): Promise<TeamActor> {
  const [actor] = await tx.select({ email: user.email, role: user.role }).from(user).where(eq(user.id, userId));
  // The role guard read this account a moment ago; gone since, it is answered like any stranger.
  if (!actor) throw new AppError('NOT_FOUND', 'Not found');
  return { id: userId, label: actor.email, role: actor.role };
}
