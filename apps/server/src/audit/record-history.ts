import type { AuditTarget } from '@aangan/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { auditLog } from '../db/schema.ts';

/** A record's page in the console shows this many of its audit entries; the log itself has them all. */
const HISTORY_SIZE = 50;

/** The audit log's entries about one account or listing, newest first, as the console shows them. */
export async function findRecordHistory(db: Database, target: { type: AuditTarget; id: string }) {
  const rows = await db
    .select({
      id: auditLog.id,
      actor: auditLog.actor,
      action: auditLog.action,
      reason: auditLog.reason,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, target.type), eq(auditLog.targetId, target.id)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(HISTORY_SIZE);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
