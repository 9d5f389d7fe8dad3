import type { Database } from '../../db/database.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { scanAllBrokerFlags } from './broker-scan.ts';

/**
 * The nightly broker-flag scan (decision 021) on the job engine (decision 020). The scan after each listing
 * or phone change sees one account; this one sees every account once a night, so the time-bound signs (new
 * listings in 30 days) and a phone another account took are found too. It raises flags only, never acts,
 * and a flag is raised once per evidence, so a repeated run changes nothing twice.
 */
export function brokerScanJob(db: Database): JobDefinition {
  return {
    name: 'broker-flag-scan',
    // 02:30 in India (21:00 UTC): the quietest hour.
    schedule: '0 21 * * *',
    scheduleInWords: 'Every night at 2:30 am India time',
    retry: { limit: 3, delaySeconds: 300, backoff: true },
    run: async (now) => ({ raised: await scanAllBrokerFlags(db, now) }),
  };
}
