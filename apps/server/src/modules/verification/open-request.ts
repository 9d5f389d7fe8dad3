import type { VerificationTrigger } from '@aangan/domain';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { verificationRequests } from '../../db/schema.ts';

/**
 * Queues a request for the listing unless one is already open; returns it, or undefined when one was. The
 * partial unique index decides (`verification_requests_one_open_idx`), so two callers at once cannot both
 * queue one, whatever either read before; DO NOTHING keeps the caller's transaction usable, where a caught
 * unique violation would have aborted it on PostgreSQL.
 */
export async function insertOpenRequest(tx: Transaction, propertyId: string, trigger: VerificationTrigger) {
  const [created] = await tx
    .insert(verificationRequests)
    .values({ propertyId, trigger })
    .onConflictDoNothing({
      target: verificationRequests.propertyId,
      where: sql`${verificationRequests.status} = 'open'`,
    })
    .returning();
  return created;
}
