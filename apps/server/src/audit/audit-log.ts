import type { AuditAction, AuditTarget } from '@aangan/domain';
import type { Database, Transaction } from '../db/database.ts';
import { auditLog } from '../db/schema.ts';

export interface AuditEntry {
  /** The account that acted (its email as `label`), or no id and 'command line' for `npm run admin`. */
  actor: { id: string | null; label: string };
  action: AuditAction;
  target: { type: AuditTarget; id: string };
  reason?: string;
  /** Only the fields the action changed, as they were and as they became. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/**
 * Writes one entry of the team's audit log. Pass the transaction of the change it records: the entry and
 * the change commit together or not at all.
 */
export async function recordAudit(tx: Transaction | Database, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor.id,
    actor: entry.actor.label,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
