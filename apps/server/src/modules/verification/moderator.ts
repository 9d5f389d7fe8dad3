import { eq } from 'drizzle-orm';
import type { AuditEntry } from '../../audit/audit-log.ts';
import type { Transaction } from '../../db/database.ts';
import { user } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

/**
 * The moderator acting, as the audit log and the request record name them: the account's id and its email
 * now (kept as it read then, should the account change or go).
 */
export async function findModerator(tx: Transaction, userId: string): Promise<AuditEntry['actor']> {
  const [moderator] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
  // The role guard read this account a moment ago; gone since, it is answered like any stranger.
  if (!moderator) throw new AppError('NOT_FOUND', 'Not found');
  return { id: userId, label: moderator.email };
}
