import { capCount } from '@aangan/domain';
import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { mapInSlices } from '../../background/in-slices.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import type { Database } from '../../db/database.ts';
import { savedSearches, user } from '../../db/schema.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import { searchOfUrl } from '../saved-searches/service.ts';
import { ALERT_LISTINGS_PER_SEARCH, type AlertSection } from './alert-mail.ts';
import { claimShown, type DueSearch, newMatchesOfChunk } from './digest-matches.ts';
import { digestPacer } from './digest-pace.ts';
import { closeDigestWindow, type DigestWindow, openDigestWindow } from './digest-window.ts';
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

/** The moment a search looks after: its last alert, or when it was saved if that is later (or it never had one). */
const lookBackOf = sql<Date>`greatest(${savedSearches.createdAt}, coalesce(${savedSearches.lastAlertedAt}, ${savedSearches.createdAt}))`;

export interface DigestContext extends AlertContext {
  /** The digests run on one connection of their own: their window is a temporary table (digest-window.ts). */
  withSession: DatabaseHandle['withSession'];
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

/**
 * What a run has before it: how many searches are due, and the earliest look-back among those that look back at
 * most two periods — the start of the run's window (decision 044). A search looking back further (never alerted,
 * or back from 'off') reads the table itself, so one old search never makes the run copy months of listings.
 */
async function planRun(db: Database, frequency: DigestFrequency, dueBefore: Date, now: Date) {
  const limit = new Date(now.getTime() - 2 * PERIOD_MS[frequency]);
  const [plan] = await db
    .select({
      due: sql<number>`count(*)::int`,
      windowFrom: sql<Date | null>`min(${lookBackOf}) filter (where ${lookBackOf} >= ${limit.toISOString()}::timestamptz)`,
    })
    .from(savedSearches)
    .where(dueCondition(frequency, dueBefore));
  return { due: plan?.due ?? 0, windowFrom: plan?.windowFrom ? new Date(plan.windowFrom) : undefined };
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
 * their searches.
 */
async function sendDigests(
  context: DigestContext,
  frequency: DigestFrequency,
  now: Date,
): Promise<Record<string, number>> {
  const dueBefore = new Date(now.getTime() - PERIOD_MS[frequency]);
  return context.withSession(async (db) => {
    const plan = await planRun(db, frequency, dueBefore, now);
    // A search that becomes due later in the run and looks back further than the window reads the table.
    const window = plan.windowFrom ? await openDigestWindow(db, frequency, plan.windowFrom) : undefined;
    try {
      const pacer = digestPacer(plan.due, DIGEST_CHUNK, context.spreadMs);
      const summary = await sendDueChunks({ ...context, db }, frequency, now, window, pacer.afterChunk);
      return { ...summary, pausedSeconds: pacer.restedSeconds };
    } finally {
      if (window) await closeDigestWindow(db, window);
    }
  });
}

/** The due searches, a chunk at a time, each chunk's people mailed after its commit, then the pacer's rest. */
async function sendDueChunks(
  context: AlertContext,
  frequency: DigestFrequency,
  now: Date,
  window: DigestWindow | undefined,
  afterChunk: (done: number) => Promise<void>,
): Promise<{ searches: number; mails: number; listings: number }> {
  const dueBefore = new Date(now.getTime() - PERIOD_MS[frequency]);
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
      // Every search of the chunk in one statement, over the run's window.
      const newMatches = await newMatchesOfChunk(tx, searched, ALERT_LISTINGS_PER_SEARCH, window);
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
    await afterChunk(summary.searches);
  }
  return summary;
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
