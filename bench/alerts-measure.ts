/**
 * The two alert measurements of issue 20, each through the code the product runs: the reverse match an
 * instant alert asks (`savedSearchesMatching`), and the daily digest job's own `run(now)` with a real
 * mailer writing to an outbox directory.
 */
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  alertDigestJobs,
  createMailer,
  type DatabaseHandle,
  DEMO_POSTERS,
  generateListings,
  properties,
  savedSearchesMatching,
} from '@aangan/server/data-tools';
import { type Percentiles, percentiles } from './load.ts';

const DAY_MS = 86_400_000;
/** Listings put in fresh for the reverse match (as if just posted); removed afterwards. */
const FRESH_SEED = 20_261_128;

async function rows<T>(handle: DatabaseHandle, text: string, values: unknown[] = []): Promise<T[]> {
  if (handle.kind !== 'postgres') throw new Error('the alert benchmark runs on PostgreSQL');
  return (await handle.pool.query(text, values)).rows as T[];
}

export interface ReverseMatchResult {
  listings: number;
  fresh: number;
  warmup: number;
  latencyMs: Percentiles;
  freshLatencyMs: Percentiles;
  matchesPerListing: Percentiles;
}

/**
 * `sample` live listings drawn from the data (a fixed pseudo-random order by id) and `fresh` new ones,
 * each matched against every saved search one at a time, timed from call to answer. A warm-up pass over
 * the first few is not counted.
 */
export async function measureReverseMatch(
  handle: DatabaseHandle,
  sample: number,
  fresh: number,
): Promise<ReverseMatchResult> {
  const drawn = await rows<{ id: string }>(
    handle,
    "select id from properties where listed order by md5(id::text || 'alerts') limit $1",
    [sample],
  );
  const batch = [...generateListings(fresh, FRESH_SEED, { batchSize: fresh, posters: DEMO_POSTERS, withIds: true })]
    .flat()
    .map((listing) => listing.property);
  const freshIds = batch.map((listing) => listing.id ?? '');
  if (batch.length > 0) await handle.db.insert(properties).values(batch);
  try {
    const warmup = Math.min(50, drawn.length);
    for (const { id } of drawn.slice(0, warmup)) await savedSearchesMatching(handle.db, id);
    const time = async (ids: readonly string[]) => {
      const durations: number[] = [];
      const matches: number[] = [];
      for (const id of ids) {
        const started = performance.now();
        const found = await savedSearchesMatching(handle.db, id);
        durations.push(performance.now() - started);
        matches.push(found.length);
      }
      return { durations, matches };
    };
    const drawnTimes = await time(drawn.map((row) => row.id));
    const freshTimes = await time(freshIds);
    return {
      listings: drawn.length,
      fresh: freshIds.length,
      warmup,
      latencyMs: percentiles([...drawnTimes.durations, ...freshTimes.durations]),
      freshLatencyMs: percentiles(freshTimes.durations),
      matchesPerListing: percentiles([...drawnTimes.matches, ...freshTimes.matches]),
    };
  } finally {
    if (freshIds.length > 0) await rows(handle, 'delete from properties where id = any($1::uuid[])', [freshIds]);
  }
}

export interface DigestSetup {
  /** The moment the digest runs as of: just after the newest generated listing. */
  now: Date;
  dueSearches: number;
  /** Live listings posted or edited in the day before `now`: what the digests can find. */
  windowListings: number;
  editedListings: number;
}

/**
 * Puts the data in the state of a digest hour: every daily search last alerted a day (and five minutes)
 * ago, the ledger empty, and besides the listings the generator dated in that day (its dates spread over 60
 * days, so about 1/60 of them) one in `editShare` of the rest edited during it. Set the same way every
 * run, so runs compare; `now` follows the data, not the clock.
 */
export async function prepareDigest(handle: DatabaseHandle, editShare: number): Promise<DigestSetup> {
  const [newest] = await rows<{ at: Date }>(handle, 'select max(created_at) as at from properties where listed');
  if (!newest?.at) throw new Error('the bench database has no listings');
  const now = new Date(newest.at.getTime() + 60_000);
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const everyNth = Math.max(1, Math.round(1 / editShare));
  // An edit at a time within the day fixed by the id, never before the listing was posted.
  const edited = await rows<{ id: string }>(
    handle,
    `update properties
        set updated_at = greatest(created_at, $1::timestamptz + (abs(hashtext(id::text)) % 86000) * interval '1 second')
      where abs(hashtext(id::text || 'edited')) % $2 = 0
        and updated_at is distinct from greatest(created_at, $1::timestamptz + (abs(hashtext(id::text)) % 86000) * interval '1 second')
      returning id`,
    [dayAgo, everyNth],
  );
  if (edited.length > 0) await rows(handle, 'vacuum analyze properties');
  await rows(handle, 'delete from saved_search_alerts');
  // Saved one to ninety days before, seen when saved; the daily ones last alerted a day and five minutes ago.
  await rows(
    handle,
    `update saved_searches
        set created_at = $1::timestamptz - (2 + abs(hashtext(id::text)) % 88) * interval '1 day',
            last_seen_at = $1::timestamptz - (2 + abs(hashtext(id::text)) % 88) * interval '1 day',
            last_alerted_at = case frequency when 'instant' then null
              else $1::timestamptz - interval '1 day 5 minutes' end`,
    [now],
  );
  await rows(handle, 'vacuum analyze saved_searches');
  const [counts] = await rows<{ due: number; window: number; edited: number }>(
    handle,
    `select (select count(*)::int from saved_searches where frequency = 'daily') as due,
            (select count(*)::int from properties where listed and (created_at > $1 or updated_at > $1)) as window,
            (select count(*)::int from properties where listed and updated_at > $1 and created_at <= $1) as edited`,
    [dayAgo],
  );
  return {
    now,
    dueSearches: counts?.due ?? 0,
    windowListings: counts?.window ?? 0,
    editedListings: counts?.edited ?? 0,
  };
}

export interface DigestResult {
  seconds: number;
  /** What the job answered (searches, mails, listings, chunks…). */
  summary: Record<string, number>;
  /** Of those: mailing after the job returned (the outbox files still being written). */
  mailDrainSeconds: number;
  searchesPerSecond: number;
  /** Searches done, sampled every second while it ran: the pace over time. */
  progress: { second: number; searches: number }[];
  /**
   * How long this process's event loop was held up while the job ran (ms): in production the job runs in
   * the server's process (JOBS on), so this is what a request arriving then could wait before it started.
   */
  eventLoopDelayMs: { p50: number; p99: number; max: number };
}

/**
 * Runs the daily digest job as the job engine would (its `run(now)`), with the server's mailer writing
 * .eml files to `outboxDir` (the embedded default, SMTP_URL unset), timed until the last mail is written.
 */
export async function runDigest(
  handle: DatabaseHandle,
  now: Date,
  outboxDir: string,
  spreadMs: number,
): Promise<DigestResult> {
  const mailer = createMailer({
    smtpUrl: undefined,
    from: 'Aangan <alerts@bench.aangan.test>',
    outboxDir,
    log: { info: () => {}, error: ({ err }) => console.error('  mail failed:', err) },
  });
  const [job] = alertDigestJobs({
    db: handle.db,
    spreadMs,
    mailer,
    secret: randomBytes(32).toString('base64url'),
    publicUrl: 'http://127.0.0.1:3000',
    supportEmail: 'support@bench.aangan.test',
  }).filter((definition) => definition.name === 'alert-digests-daily');
  if (!job) throw new Error('no alert-digests-daily job');
  const progress: { second: number; searches: number }[] = [];
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const started = performance.now();
  // A separate connection counts what the job has done; the job's own transactions are not disturbed.
  const watcher = setInterval(() => {
    const second = Math.round((performance.now() - started) / 1_000);
    void rows<{ done: number }>(
      handle,
      "select count(*)::int as done from saved_searches where frequency = 'daily' and last_alerted_at = $1",
      [now],
    ).then(
      ([row]) => progress.push({ second, searches: row?.done ?? 0 }),
      () => undefined,
    );
  }, 1_000);
  try {
    const summary = await job.run(now);
    const jobDone = performance.now();
    await mailer.idle();
    const seconds = (performance.now() - started) / 1_000;
    loopDelay.disable();
    return {
      eventLoopDelayMs: {
        p50: loopDelay.percentile(50) / 1e6,
        p99: loopDelay.percentile(99) / 1e6,
        max: loopDelay.max / 1e6,
      },
      seconds,
      summary,
      mailDrainSeconds: (performance.now() - jobDone) / 1_000,
      searchesPerSecond: (summary.searches ?? 0) / seconds,
      progress,
    };
  } finally {
    clearInterval(watcher);
    await mailer.close();
  }
}
