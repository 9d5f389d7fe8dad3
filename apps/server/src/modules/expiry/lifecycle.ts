import type { ListingExpiry } from '@aangan/domain';
import { eq } from 'drizzle-orm';
import { relist } from '../../access/listing-visibility.ts';
import type { Transaction } from '../../db/database.ts';
import { properties } from '../../db/schema.ts';
import { newPeriod, periodColumns, toListingExpiry } from './period.ts';

/**
 * The owner confirms the listing is still available, in the caller's transaction with its row locked: a
 * new period from `now`, the reminders start again, and it is back in search unless something else keeps
 * it down (the team hid it, or its owner is suspended: `relist`). Renewing a live listing extends it.
 */
export async function renewLocked(tx: Transaction, id: string, now: Date, ttlDays: number): Promise<ListingExpiry> {
  await tx
    .update(properties)
    .set({ ...newPeriod(now, ttlDays), expiredAt: null, withdrawnAt: null })
    .where(eq(properties.id, id));
  await relist(tx, eq(properties.id, id), now);
  return readPeriod(tx, id);
}

/** The owner says it is let or sold: out of search until they renew it. Its period stays as it was. */
export async function withdrawLocked(tx: Transaction, id: string, now: Date): Promise<ListingExpiry> {
  await tx.update(properties).set({ listed: false, withdrawnAt: now, expiredAt: null }).where(eq(properties.id, id));
  return readPeriod(tx, id);
}

async function readPeriod(tx: Transaction, id: string): Promise<ListingExpiry> {
  const [row] = await tx.select(periodColumns).from(properties).where(eq(properties.id, id));
  if (!row) throw new Error('the locked listing is there');
  return toListingExpiry(row);
}
