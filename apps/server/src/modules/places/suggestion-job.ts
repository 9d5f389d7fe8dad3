import type { Database } from '../../db/database.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { refreshPlaceSuggestions } from './suggestion-refresh.ts';

/**
 * The place suggestions' counts follow the listings this often (decision 032): a rebuild reads the live
 * listings' places from one index, well under a second at a million listings, so every five minutes costs
 * little, and a place's count in the search box is at most that much behind its page.
 */
export function placeSuggestionsJob(db: Database): JobDefinition {
  return {
    name: 'refresh-place-suggestions',
    schedule: '*/5 * * * *',
    scheduleInWords: 'Every 5 minutes',
    // The next slot rebuilds anyway: a retry soon after a failure is all it needs.
    retry: { limit: 2, delaySeconds: 30, backoff: false },
    run: () => refreshPlaceSuggestions(db),
  };
}
