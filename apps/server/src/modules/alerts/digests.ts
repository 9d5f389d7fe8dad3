import { capCount } from '@aangan/domain';
import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { mapInSlices } from '../../background/in-slices.ts';
import type { Database } from '../../db/database.ts';
import { savedSearches, user } from '../../db/schema.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { searchOfUrl } from '../saved-searches/service.ts';
import { ALERT_LISTINGS_PER_SEARCH, type AlertSection } from './alert-mail.ts';
import { claimShown, type DueSearch, newMatchesOfChunk } from './digest-matches.ts';
import { digestPacer } from './digest-pace.ts';
import { type AlertContext, mailRecipients, type Recipient, recipientKey, unsubscribeUrls } from './instant.ts';

const DAY_MS = 86_400_000;
/**
 * Searches are claimed and worked this many at a time: one transaction each, never all at once. Each chunk
 * reads the period's changed listings once (digest-matches.ts), so fewer, larger chunks read them fewer
 * times: 500 took 2.6 s where 200 took 2.1 s on the bench's million listings.
 */
const DIGEST_CHUNK = 500;

type DigestFrequency = 'daily' | 'weekly';
const PERIOD_MS: Record<DigestFrequency, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };

/**
 * Who a search mails, as the database orders them: the person's id, or a guest alert's address (the same key
 * as `recipientKey`, so one address gets one mail). The due index is on it.
 */
const recipientOrder = sql<string>`coalesce(${savedSearches.userId}, 'guest:' || lower(${savedSearches.guestEmail}))`;

export interface DigestContext extends AlertContext {
  /** How long a run spreads its chunks over, resting between them (digest-pace.ts); 0 runs them back to back. */
  spreadMs: number;
}

/** Due: of this frequency, confirmed (a guest alert waiting for its link never is), last alerted a period ago. */
function dueCondition(frequency: DigestFrequency, dueBefore: Date) {
  return and(
    eq(savedSearches.frequency, frequency),
    isNotNull(savedSearches.confirmedAt),
    or(isNull(savedSearches.lastAlertedAt), lte(savedSearches.lastAlertedAt, dueBefore)),
  );
}

/** How many searches a run has before it: what its pace is reckoned by (digest-pace.ts). */
async function dueCount(db: Database, frequency: DigestFrequency, dueBefore: Date): Promise<number> {
  const [row] = await db
    .select({ due: sql<number>`count(*)::int` })
    .from(savedSearches)
    .where(dueCondition(frequency, dueBefore));
  return row?.due ?? 0;
}

/**
 * A full chunk without its last recipient, whose searches may go on past it: they are left (locked, unchanged)
 * for the next chunk, so that person gets one mail. A person has at most MAX_SAVED_SEARCHES, fewer than a
 * chunk, so a full chunk always keeps someone.
 */
function wholePeople<T extends { recipient: string }>(claimed: T[]): T[] {
  if (claimed.length < DIGEST_CHUNK) return claimed;
  const lastPerson = claimed.at(-1)?.recipient;
  const kept = claimed.filter((search) => search.recipient !== lastPerson);
  return kept.length > 0 ? kept : claimed;
}

/**
 * One digest run for a frequency (decision 029). Due: searches of that frequency whose last alert is a
 * period old (or that never had one). A chunk of them is claimed in one transaction (FOR UPDATE SKIP
 * LOCKED: a second process takes other rows), each one's new live matches since max(last alert, saved)
 * are found with the forward search less the ledger (the whole chunk in one statement, digest-matches.ts),
 * the first ten are written to the ledger, and last_alerted_at moves to now — even with nothing new, so the
 * next look is a period later and a run never rereads the same quiet searches. Chunks hold whole people
 * (claimed in recipient order: a person, or a guest's address), so after the commit each gets one mail with all
 * their searches. Then the run rests as its pacer says, so a big run leaves the site the database (decision 044).
 */
async function sendDigests(
  context: DigestContext,
  frequency: DigestFrequency,
  now: Date,
): Promise<Record<string, number>> {
  const dueBefore = new Date(now.getTime() - PERIOD_MS[frequency]);
  const pacer = digestPacer(await dueCount(context.db, frequency, dueBefore), DIGEST_CHUNK, context.spreadMs);
  const summary = { searches: 0, mails: 0, listings: 0 };
  // Claimed in (recipient, id) order: a recipient's searches go out in one chunk, so in one mail.
  let after = { recipient: '', id: '00000000-0000-0000-0000-000000000000' };
  for (;;) {
    const { recipients, last, count } = await context.db.transaction(async (tx) => {
      const claimable = await tx
        .select({
          id: savedSearches.id,
          name: savedSearches.name,
          url: savedSearches.url,
          createdAt: savedSearches.createdAt,
          lastAlertedAt: savedSearches.lastAlertedAt,
          userId: savedSearches.userId,
          guestEmail: savedSearches.guestEmail,
          locale: savedSearches.locale,
          recipient: recipientOrder,
        })
        .from(savedSearches)
        .where(
          and(
            dueCondition(frequency, dueBefore),
            sql`(${recipientOrder}, ${savedSearches.id}) > (${after.recipient}, ${after.id}::uuid)`,
          ),
        )
        .orderBy(asc(recipientOrder), asc(savedSearches.id))
        .limit(DIGEST_CHUNK)
        .for('update', { skipLocked: true });
      const due = wholePeople(claimable);
      if (due.length === 0) return { recipients: new Map(), last: undefined, count: 0 };
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
      // Parsing 500 URLs takes about 100 ms: a slice at a time, as the job runs in the server's process.
      const searched = (
        await mapInSlices(due, (search): DueSearch[] => {
          const forward = searchOfUrl(search.url);
          if (!recipientOf(search) || !forward) return [];
          const since =
            search.lastAlertedAt && search.lastAlertedAt > search.createdAt ? search.lastAlertedAt : search.createdAt;
          return [{ id: search.id, search: forward, since }];
        })
      ).flat();
      // Every search of the chunk in one statement; a search looking back further than two periods (never
      // alerted, or back from 'off') reads the table itself rather than widening the shared window.
      const newMatches = await newMatchesOfChunk(
        tx,
        searched,
        ALERT_LISTINGS_PER_SEARCH,
        new Date(now.getTime() - 2 * PERIOD_MS[frequency]),
      );
      const claimed = await claimShown(tx, newMatches, now);
      const found = new Map<string, { recipient: Recipient; sections: AlertSection[] }>();
      for (const search of due) {
        const person = recipientOf(search);
        const matches = newMatches.get(search.id);
        const listings = claimed.get(search.id);
        if (!person || !matches || !listings) continue;
        const entry = found.get(recipientKey(person)) ?? { recipient: person, sections: [] };
        entry.sections.push({
          name: search.name,
          url: search.url,
          listings,
          total: capCount(matches.found).count,
          ...unsubscribeUrls(context, search.id, now, person.locale),
        });
        found.set(recipientKey(person), entry);
        summary.listings += listings.length;
      }
      return { recipients: found, last: due.at(-1), count: due.length };
    });
    if (!last) break;
    summary.searches += count;
    summary.mails += await mailRecipients(context, recipients);
    after = { recipient: last.recipient, id: last.id };
    await pacer.afterChunk(summary.searches);
  }
  return { ...summary, pausedSeconds: pacer.restedSeconds };
}

const RETRY = { limit: 3, delaySeconds: 30, backoff: true };

/** The digests' scheduled jobs (decision 020's engine): hourly, so each search goes out about its own hour. */
export function alertDigestJobs(context: DigestContext): JobDefinition[] {
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
