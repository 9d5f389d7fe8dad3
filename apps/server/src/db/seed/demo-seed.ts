import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { properties, propertyImages, user, verificationRequests } from '../schema.ts';
import { demoPeriod } from './demo-period.ts';
import { demoOpenRequests } from './demo-verification.ts';
import { buildDemoListings, buildDemoUsers } from './factory.ts';

/** Properties per INSERT: few enough to stay far below PostgreSQL's 65,535 bind parameters. */
const BATCH_SIZE = 25;

/** Any fixed number shared by every server process; it only names the advisory lock. */
const SEED_LOCK_KEY = 7_246_001;

/**
 * Inserts the demo users, listings, their pictures and a few open verification requests in one
 * transaction, only into an empty properties table, so a restart never duplicates them and a failed seed
 * leaves nothing behind.
 */
export async function seedDemoData(db: Database): Promise<{ inserted: number }> {
  return db.transaction(async (tx) => {
    // Several processes may start together on one PostgreSQL; the lock lets only one of them seed.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.select({ id: properties.id }).from(properties).limit(1);
    if (existing.length > 0) return { inserted: 0 };

    const now = new Date();
    await tx.insert(user).values(buildDemoUsers(now)).onConflictDoNothing();
    // Ids are chosen here so each picture and request can name its listing without relying on RETURNING order.
    const listings = buildDemoListings(now).map((listing, index) => ({
      ...listing,
      id: randomUUID(),
      property: { ...listing.property, ...demoPeriod(index, listing.property.createdAt ?? now, now) },
    }));
    for (let start = 0; start < listings.length; start += BATCH_SIZE) {
      const batch = listings.slice(start, start + BATCH_SIZE);
      await tx.insert(properties).values(batch.map(({ id, property }) => ({ ...property, id })));
      const images = batch.flatMap(({ id, images }) => images.map((image) => ({ ...image, propertyId: id })));
      if (images.length > 0) await tx.insert(propertyImages).values(images);
    }
    await tx.insert(verificationRequests).values(demoOpenRequests(listings, now));
    return { inserted: listings.length };
  });
}
