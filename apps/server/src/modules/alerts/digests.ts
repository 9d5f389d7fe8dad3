import { capCount, SEARCH_COUNT_CAP } from '@aangan/domain';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { properties, savedSearchAlerts, savedSearches, user } from '../../db/schema.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { filterIndexRanges, searchConditions } from '../properties/service.ts';
import { searchOfUrl } from '../saved-searches/service.ts';
import { ALERT_LISTINGS_PER_SEARCH, type AlertSection } from './alert-mail.ts';
import {
  type AlertContext,
  liveAlertListings,
  mailRecipients,
  type Recipient,
  recipientKey,
  unsubscribeUrls,
} from './instant.ts';

const DAY_MS = 86_400_000;
/** Searches are claimed and worked this many at a time: one transaction each, never all at once. */
const DIGEST_CHUNK = 200;

type DigestFrequency = 'daily' | 'weekly';
const PERIOD_MS: Record<DigestFrequency, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };

/** Posted or edited after the moment (the forward search's new matches, as the saved-search list counts them). */
function changedSince(moment: Date): SQL {
  const since = moment.toISOString();
  return sql`(${properties.createdAt} > ${since}::timestamptz or ${properties.updatedAt} > ${since}::timestamptz)`;
}

/** Not already mailed to this search (an instant alert before its frequency changed, or an earlier digest). */
function notSentTo(savedSearchId: string): SQL {
  return sql`not exists (select 1 from ${savedSearchAlerts} where ${savedSearchAlerts.savedSearchId} = ${savedSearchId} and ${savedSearchAlerts.propertyId} = ${properties.id})`;
}

/**
 * One digest run for a frequency (decision 029). Due: searches of that frequency whose last alert is a
 * period old (or that never had one). A chunk of them is claimed in one transaction (FOR UPDATE SKIP
 * LOCKED: a second process takes other rows), each one's new live matches since max(last alert, saved)
 * are found with the forward search less the ledger, the first ten are written to the ledger, and
 * last_alerted_at moves to now — even with nothing new, so the next look is a period later and a run never
 * rereads the same quiet searches. After the commit each person gets one mail with all their searches.
 */
async function sendDigests(
  context: AlertContext,
  frequency: DigestFrequency,
  now: Date,
): Promise<Record<string, number>> {
  const dueBefore = new Date(now.getTime() - PERIOD_MS[frequency]);
  const summary = { searches: 0, mails: 0, listings: 0 };
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const { recipients, lastId, count } = await context.db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: savedSearches.id,
          name: savedSearches.name,
          url: savedSearches.url,
          createdAt: savedSearches.createdAt,
          lastAlertedAt: savedSearches.lastAlertedAt,
          userId: savedSearches.userId,
          guestEmail: savedSearches.guestEmail,
          locale: savedSearches.locale,
        })
        .from(savedSearches)
        .where(
          and(
            eq(savedSearches.frequency, frequency),
            // A guest alert waiting for its link is never due.
            isNotNull(savedSearches.confirmedAt),
            or(isNull(savedSearches.lastAlertedAt), lte(savedSearches.lastAlertedAt, dueBefore)),
            gt(savedSearches.id, after),
          ),
        )
        .orderBy(asc(savedSearches.id))
        .limit(DIGEST_CHUNK)
        .for('update', { skipLocked: true });
      if (due.length === 0) return { recipients: new Map(), lastId: undefined, count: 0 };
      await tx
        .update(savedSearches)
        .set({ lastAlertedAt: now })
        .where(
          inArray(
            savedSearches.id,
            due.map((search) => search.id),
          ),
        );
      const userIds = [...new Set(due.flatMap((search) => (search.userId ? [search.userId] : [])))];
      const people =
        userIds.length === 0
          ? []
          : await tx
              .select({ userId: user.id, email: user.email, name: user.name, locale: user.locale })
              .from(user)
              .where(and(inArray(user.id, userIds), isNull(user.suspendedAt)));
      const personById = new Map(people.map((person) => [person.userId, person]));
      // A person (not suspended), or a guest alert's address in its own language.
      const recipientOf = (search: (typeof due)[number]): Recipient | undefined =>
        search.userId
          ? personById.get(search.userId)
          : search.guestEmail
            ? { userId: null, email: search.guestEmail, name: null, locale: search.locale }
            : undefined;
      const found = new Map<string, { recipient: Recipient; sections: AlertSection[] }>();
      for (const search of due) {
        const person = recipientOf(search);
        const forward = searchOfUrl(search.url);
        if (!person || !forward) continue;
        const since =
          search.lastAlertedAt && search.lastAlertedAt > search.createdAt ? search.lastAlertedAt : search.createdAt;
        const rows = await tx
          .select({ id: properties.id })
          .from(properties)
          .where(and(searchConditions(forward), filterIndexRanges(forward), changedSince(since), notSentTo(search.id)))
          .orderBy(sql`greatest(${properties.createdAt}, ${properties.updatedAt}) desc`, asc(properties.id))
          .limit(SEARCH_COUNT_CAP + 1);
        if (rows.length === 0) continue;
        const shownIds = rows.slice(0, ALERT_LISTINGS_PER_SEARCH).map((row) => row.id);
        const claimed = await tx
          .insert(savedSearchAlerts)
          .values(shownIds.map((propertyId) => ({ savedSearchId: search.id, propertyId, sentAt: now })))
          .onConflictDoNothing()
          .returning({ id: savedSearchAlerts.propertyId });
        if (claimed.length === 0) continue;
        const claimedIds = new Set(claimed.map((row) => row.id));
        const listings = (await liveAlertListings(tx, [...claimedIds])).sort(
          (a, b) => shownIds.indexOf(a.id) - shownIds.indexOf(b.id),
        );
        const entry = found.get(recipientKey(person)) ?? { recipient: person, sections: [] };
        entry.sections.push({
          name: search.name,
          url: search.url,
          listings,
          total: capCount(rows.length).count,
          ...unsubscribeUrls(context, search.id, now, person.locale),
        });
        found.set(recipientKey(person), entry);
        summary.listings += listings.length;
      }
      return { recipients: found, lastId: due.at(-1)?.id, count: due.length };
    });
    if (!lastId) break;
    summary.searches += count;
    summary.mails += mailRecipients(context, recipients);
    after = lastId;
  }
  return summary;
}

const RETRY = { limit: 3, delaySeconds: 30, backoff: true };

/** The digests' scheduled jobs (decision 020's engine): hourly, so each search goes out about its own hour. */
export function alertDigestJobs(context: AlertContext): JobDefinition[] {
  return [
    {
      name: 'alert-digests-daily',
      schedule: '20 * * * *',
      scheduleInWords: 'Every hour, at 20 past',
      retry: RETRY,
      run: (now) => sendDigests(context, 'daily', now),
    },
    {
      name: 'alert-digests-weekly',
      schedule: '40 * * * *',
      scheduleInWords: 'Every hour, at 40 past',
      retry: RETRY,
      run: (now) => sendDigests(context, 'weekly', now),
    },
  ];
}
