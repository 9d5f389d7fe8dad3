import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { instantAlertQueue } from '../db/schema.ts';

/**
 * Queues listings for the `instant-alerts` job (decision 029), in the caller's transaction: the row commits
 * with the change that made the listing worth an alert (published, edited, back in view) or not at all, so
 * no crash between the two can lose the alert. The job decides who, if anyone, gets it.
 *
 * A listing already waiting keeps its one row, and its `queued_at` moves. Updating rather than doing nothing
 * is on purpose: the update locks the row until the caller commits, so a job run reading it meanwhile skips
 * it (FOR UPDATE SKIP LOCKED) instead of matching the listing as it was before this change and deleting the
 * row; and when a run holds the row already, this waits for it, then writes a fresh row for the next run.
 */
export async function queueInstantAlerts(tx: Transaction, propertyIds: readonly string[]): Promise<void> {
  // One statement may not touch a row twice, so each listing once.
  const ids = [...new Set(propertyIds)];
  if (ids.length === 0) return;
  await tx
    .insert(instantAlertQueue)
    .values(ids.map((propertyId) => ({ propertyId })))
    .onConflictDoUpdate({ target: instantAlertQueue.propertyId, set: { queuedAt: sql`now()` } });
}
