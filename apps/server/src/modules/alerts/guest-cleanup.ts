import { ALERT_CONFIRM_LINK_DAYS } from '@aangan/domain';
import { and, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { savedSearches } from '../../db/schema.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';

const DAY_MS = 86_400_000;

/**
 * Deletes guest alerts whose confirmation link was never opened once the link has lapsed (decision 029,
 * Guests): an address someone typed is not kept beyond the week its owner had to say yes. One statement,
 * so a repeated run deletes nothing twice.
 */
export function guestAlertCleanupJob(db: Database): JobDefinition {
  return {
    name: 'guest-alert-cleanup',
    // 03:45 in India (22:15 UTC), after the broker scan.
    schedule: '15 22 * * *',
    scheduleInWords: 'Every night at 3:45 am India time',
    retry: { limit: 3, delaySeconds: 300, backoff: true },
    run: async (now) => {
      const lapsed = new Date(now.getTime() - ALERT_CONFIRM_LINK_DAYS * DAY_MS);
      const deleted = await db
        .delete(savedSearches)
        .where(and(isNull(savedSearches.confirmedAt), lt(savedSearches.createdAt, lapsed)))
        .returning({ id: savedSearches.id });
      return { deleted: deleted.length };
    },
  };
}
