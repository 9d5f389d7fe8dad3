import { asc, gt, inArray } from 'drizzle-orm';
import { instantAlertQueue, properties } from '../../db/schema.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { type AlertContext, claimInstantAlerts, type InstantClaim, mailInstantAlerts } from './instant.ts';

/** The job's name: the queue the app wakes after a commit that queued a listing. */
export const INSTANT_ALERTS_JOB = 'instant-alerts';

/**
 * Queued listings are taken this many at a time, one transaction each: a change to one of them waits for
 * its chunk to commit (its queue row is locked), so chunks stay short.
 */
const INSTANT_CHUNK = 25;

/**
 * One run of the instant alerts (decision 029): the outbox `instant_alert_queue` is worked in chunks, in
 * the order of the listing ids. A chunk's rows are taken FOR UPDATE SKIP LOCKED (two processes take
 * different rows; a row that a change is writing again right now is left to the run that change wakes),
 * and each listing is claimed (`claimInstantAlerts`: the ledger rows of the searches it goes to) and its
 * row deleted in the same transaction. So a crash before the commit leaves the rows and claims nothing,
 * and the next run sends them; after the commit each claim is mailed. A listing that is not live now
 * claims nothing and its row goes too: every way back into view queues it again (`relist`).
 *
 * A listing whose own row is locked (its owner or the team is changing it) is left queued: waiting for it
 * here could deadlock with that change, which waits for this chunk's lock on the queue row. The listing
 * rows are therefore taken FOR KEY SHARE SKIP LOCKED, which the ledger's foreign key needs anyway.
 */
async function sendQueuedInstantAlerts(context: AlertContext, now: Date): Promise<Record<string, number>> {
  const summary = { listings: 0, mails: 0 };
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { claims, lastId, taken } = await context.db.transaction(async (tx) => {
      const queued = await tx
        .select({ id: instantAlertQueue.propertyId })
        .from(instantAlertQueue)
        .where(gt(instantAlertQueue.propertyId, after))
        .orderBy(asc(instantAlertQueue.propertyId))
        .limit(INSTANT_CHUNK)
        .for('update', { skipLocked: true });
      if (queued.length === 0) return { claims: [], lastId: undefined, taken: 0 };
      const free = await tx
        .select({ id: properties.id })
        .from(properties)
        .where(
          inArray(
            properties.id,
            queued.map((row) => row.id),
          ),
        )
        .for('key share', { skipLocked: true });
      const found: InstantClaim[] = [];
      for (const { id } of free) found.push(await claimInstantAlerts(tx, id, now));
      if (free.length > 0) {
        await tx.delete(instantAlertQueue).where(
          inArray(
            instantAlertQueue.propertyId,
            free.map((row) => row.id),
          ),
        );
      }
      return { claims: found, lastId: queued.at(-1)?.id, taken: free.length };
    });
    if (!lastId) break;
    summary.listings += taken;
    for (const claim of claims) summary.mails += (await mailInstantAlerts(context, claim, now)).mails;
    after = lastId;
  }
  return summary;
}

/**
 * The instant alerts' job (decision 020's engine): woken right after a commit that queued a listing, and
 * every minute as a sweep, which finds what a wake-up missed (a process that stopped between its commit
 * and the wake-up, a run that failed). Retried like the other jobs; a retry finds the rows still queued.
 */
export function instantAlertJob(context: AlertContext): JobDefinition {
  return {
    name: INSTANT_ALERTS_JOB,
    schedule: '* * * * *',
    scheduleInWords: 'Every minute, and at once after a listing is published, edited or back in view',
    retry: { limit: 3, delaySeconds: 30, backoff: true },
    wakeable: true,
    run: (now) => sendQueuedInstantAlerts(context, now),
  };
}
