/**
 * Fresh listings while the mix runs (issue 22): new rows arrive at a steady rate, as posters publish, so an
 * answer cache must let them show. They are written straight into the bench database with the data factory
 * (as generate.ts writes), posted by one bench-only account, and removed with it at the end, so the bench
 * data stays at exactly its N listings; a run stopped half-way is cleaned up by the next one.
 */
import type { BuiltListing } from '@aangan/server/data-tools';
import {
  buildDemoUsers,
  generateListings,
  openPostgres,
  properties,
  propertyImages,
  user,
} from '@aangan/server/data-tools';
import { onCleanup } from './cleanup.ts';

/** The account that posts them: deleting it deletes its listings and their pictures (foreign keys cascade). */
const WRITER_ID = 'bench-mix-writer';
const WRITER_SEED = 20_261_128;

export interface WriterReport {
  perSecond: number;
  inserted: number;
  failures: number;
  /** Removed at the end: every one inserted, plus any a stopped earlier run left behind. */
  removed: number;
}

export interface Writer {
  stop(): Promise<WriterReport>;
}

async function removeWriterListings(handle: ReturnType<typeof openPostgres>): Promise<number> {
  const removed = await handle.pool.query('delete from properties where posted_by_id = $1', [WRITER_ID]);
  await handle.pool.query('delete from "user" where id = $1', [WRITER_ID]);
  return removed.rowCount ?? 0;
}

/** Starts inserting `perSecond` listings a second into the PostgreSQL database at `databaseUrl`. */
export async function startWriter(databaseUrl: string, perSecond = 5): Promise<Writer> {
  const handle = openPostgres({ url: databaseUrl, poolMax: 1 });
  const closed = onCleanup('remove the fresh listings', async () => {
    await removeWriterListings(handle);
    await handle.close();
  });
  let removed = await removeWriterListings(handle);
  const [account] = buildDemoUsers(new Date());
  if (!account) throw new Error('the data factory has no demo users');
  await handle.db
    .insert(user)
    .values({ ...account, id: WRITER_ID, name: 'Bench Writer', email: 'bench-mix-writer@example.com', phone: null });

  const listings = generateListings(Number.POSITIVE_INFINITY, WRITER_SEED, {
    batchSize: 1,
    posters: [{ id: WRITER_ID, type: account.type ?? 'owner' }],
    withIds: true,
  });
  const insertOne = async () => {
    const [listing] = listings.next().value ?? [];
    if (!listing) return;
    await insertFresh(handle, listing);
  };

  const started = performance.now();
  let due = 0;
  let inserted = 0;
  let failures = 0;
  let chain = Promise.resolve();
  // Each tick queues what the schedule says is due by now, one insert after another.
  const timer = setInterval(() => {
    const now = Math.floor(((performance.now() - started) / 1_000) * perSecond);
    for (; due < now; due++) {
      chain = chain.then(() =>
        insertOne().then(
          () => {
            inserted++;
          },
          () => {
            failures++;
          },
        ),
      );
    }
  }, 50);

  return {
    async stop() {
      clearInterval(timer);
      await chain;
      removed += await removeWriterListings(handle);
      closed();
      await handle.close();
      return { perSecond, inserted, failures, removed };
    },
  };
}

/** A new listing as just published: created now, so it belongs at the top of every 'newest' page it matches. */
async function insertFresh(handle: ReturnType<typeof openPostgres>, listing: BuiltListing): Promise<void> {
  const now = new Date();
  const property = { ...listing.property, createdAt: now, updatedAt: now };
  const images = listing.images.map((image) => ({ ...image, propertyId: property.id ?? '' }));
  await handle.db.transaction(async (tx) => {
    await tx.insert(properties).values(property);
    if (images.length > 0) await tx.insert(propertyImages).values(images);
  });
}
