import { createHash } from 'node:crypto';
import {
  BROKER_FLAG_LIMITS,
  type BrokerFlagEvidence,
  findBrokerageWords,
  SHARED_PHONE_ACCOUNTS_NAMED,
} from '@aangan/domain';
import { and, asc, count, desc, eq, gt, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { brokerFlags, properties, user } from '../../db/schema.ts';

const DAY_MS = 86_400_000;
/** Accounts the nightly scan reads at a time. */
const SCAN_BATCH = 200;

/** Mobiles are stored as 10 digits; older rows may carry +91. */
const phoneVariants = (phone: string) => {
  const digits = phone.replace(/^\+91/, '').replace(/\D/g, '');
  return { digits, variants: [digits, `+91${digits}`] };
};

const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/**
 * Raises a flag unless the same evidence was flagged before, whatever became of that flag: a dismissed flag
 * is not raised again for the same evidence, and new evidence (another account on the number, another
 * listing, other words) raises a new one. `openPrefix` keeps one open flag per account and kind (or per
 * listing, for wording) at a time: the team reads the latest evidence when they open it.
 */
async function raise(
  db: Database,
  userId: string,
  evidence: BrokerFlagEvidence,
  evidenceKey: string,
  openPrefix = '',
): Promise<number> {
  const [open] = await db
    .select({ id: brokerFlags.id })
    .from(brokerFlags)
    .where(
      and(
        eq(brokerFlags.userId, userId),
        eq(brokerFlags.kind, evidence.kind),
        eq(brokerFlags.status, 'open'),
        like(brokerFlags.evidenceKey, `${openPrefix}%`),
      ),
    )
    .limit(1);
  if (open) return 0;
  const inserted = await db
    .insert(brokerFlags)
    .values({ userId, kind: evidence.kind, evidence, evidenceKey })
    .onConflictDoNothing()
    .returning({ id: brokerFlags.id });
  return inserted.length;
}

/** (a) One mobile number on several 'owner' accounts: flagged on the newest of them, naming the others. */
async function scanSharedPhone(db: Database, phone: string): Promise<number> {
  const { digits, variants } = phoneVariants(phone);
  if (digits.length === 0) return 0;
  const where = and(eq(user.type, 'owner'), inArray(user.phone, variants));
  const [[{ total } = { total: 0 }], sharing] = await Promise.all([
    db.select({ total: count() }).from(user).where(where),
    db
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(SHARED_PHONE_ACCOUNTS_NAMED),
  ]);
  const [newest] = sharing;
  if (total < 2 || !newest) return 0;
  // One open flag per number, whichever account it was raised on: the team reads the latest accounts there.
  const [open] = await db
    .select({ id: brokerFlags.id })
    .from(brokerFlags)
    .where(
      and(
        eq(brokerFlags.kind, 'shared-phone'),
        eq(brokerFlags.status, 'open'),
        like(brokerFlags.evidenceKey, `phone:${digits}:%`),
      ),
    )
    .limit(1);
  if (open) return 0;
  const everyone = await db.select({ id: user.id }).from(user).where(where).orderBy(asc(user.id));
  const key = `phone:${digits}:${sha(everyone.map((account) => account.id).join(','))}`;
  return raise(db, newest.id, { kind: 'shared-phone', phone: digits, total, accounts: sharing }, key);
}

/** (b) More live listings, or more new ones within the window, than an owner has. */
async function scanListingCounts(db: Database, userId: string, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - BROKER_FLAG_LIMITS.windowDays * DAY_MS);
  const [row] = await db
    .select({
      live: sql<number>`count(*) filter (where ${properties.listed})`.mapWith(Number),
      newInWindow:
        sql<number>`count(*) filter (where ${properties.createdAt} >= ${windowStart.toISOString()}::timestamptz)`.mapWith(
          Number,
        ),
    })
    .from(properties)
    .where(eq(properties.postedById, userId));
  const live = row?.live ?? 0;
  const newInWindow = row?.newInWindow ?? 0;
  if (live <= BROKER_FLAG_LIMITS.liveListings && newInWindow <= BROKER_FLAG_LIMITS.newListings) return 0;
  // The newest listing names the evidence: the same listings keep it, another listing is new evidence.
  const [newest] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.postedById, userId))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(1);
  return raise(db, userId, { kind: 'many-listings', live, newInWindow }, `newest:${newest?.id}`);
}

/** (c) Listings posted as owner whose title or description talks about brokerage. */
async function scanWording(db: Database, userId: string): Promise<number> {
  const listings = await db
    .select({ id: properties.id, title: properties.title, description: properties.description })
    .from(properties)
    .where(and(eq(properties.postedById, userId), eq(properties.postedByType, 'owner')));
  let raised = 0;
  for (const listing of listings) {
    const words = findBrokerageWords(`${listing.title}\n${listing.description}`);
    if (words.length === 0) continue;
    const evidence = { kind: 'brokerage-wording' as const, listingId: listing.id, title: listing.title, words };
    raised += await raise(db, userId, evidence, `${listing.id}:${words.join(',')}`, `${listing.id}:`);
  }
  return raised;
}

/**
 * Looks for signs that one account is a broker posing as an owner (issue 17, decision 021) and raises a flag
 * for the team for each; never acts on the account. Run in the background after the account lists or
 * edits a listing or changes its mobile number, and for every account by `scanAllBrokerFlags`. `now` sets
 * the window of new listings. Returns how many flags it raised.
 */
export async function scanBrokerFlagsForAccount(db: Database, userId: string, now: Date): Promise<number> {
  const [account] = await db.select({ type: user.type, phone: user.phone }).from(user).where(eq(user.id, userId));
  if (!account) return 0;
  let raised = await scanWording(db, userId);
  if (account.type !== 'owner') return raised;
  raised += await scanListingCounts(db, userId, now);
  if (account.phone) raised += await scanSharedPhone(db, account.phone);
  return raised;
}

/**
 * The whole scan, account by account in batches: what the nightly job runs (the job engine schedules it;
 * this module only exports it). Returns how many flags it raised.
 */
export async function scanAllBrokerFlags(db: Database, now: Date): Promise<number> {
  let raised = 0;
  let after = '';
  for (;;) {
    const batch = await db
      .select({ id: user.id })
      .from(user)
      .where(gt(user.id, after))
      .orderBy(asc(user.id))
      .limit(SCAN_BATCH);
    for (const account of batch) raised += await scanBrokerFlagsForAccount(db, account.id, now);
    const last = batch.at(-1);
    if (!last || batch.length < SCAN_BATCH) return raised;
    after = last.id;
  }
}
