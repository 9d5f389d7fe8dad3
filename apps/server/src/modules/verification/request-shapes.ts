import type { OwnerVerification, VerificationRequestDetail } from '@aangan/domain';
import type { verificationRequests } from '../../db/schema.ts';

type RequestRow = typeof verificationRequests.$inferSelect;
type RequestSummary = Pick<VerificationRequestDetail, 'id' | 'status' | 'trigger' | 'createdAt' | 'decidedAt'>;

/** A request as the queue and the console name it. */
export function toRequestSummary(row: RequestRow): RequestSummary {
  return {
    id: row.id,
    status: row.status,
    trigger: row.trigger,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** A request as its listing's owner sees it: where it stands and the reason, never who decided or the notes. */
export function toOwnerVerification(row: RequestRow): OwnerVerification {
  return {
    status: row.status,
    trigger: row.trigger,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
