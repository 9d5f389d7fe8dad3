import { MAX_SAVED_SEARCHES } from '@aangan/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { savedSearches, user } from '../../db/schema.ts';
import { lockAddress } from './address-lock.ts';

type SavedSearchRow = typeof savedSearches.$inferSelect;

/** What became of one guest alert offered to an account. */
export type Adoption =
  | { kind: 'adopted'; row: SavedSearchRow }
  /** The account had saved that search already: the guest alert is gone, the account's stays. */
  | { kind: 'duplicate'; row: SavedSearchRow }
  /** The account is at MAX_SAVED_SEARCHES: the alert stays the address's guest alert. */
  | { kind: 'kept'; row: SavedSearchRow };

/** A guest alert's address where an account has it and has proved it (its sign-up code). */
export async function verifiedAccountOf(tx: Transaction, email: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.email, email.toLowerCase()), eq(user.emailVerified, true)));
  return row?.id;
}

/**
 * Makes guest alerts (oldest first) the account's saved searches, keeping their ids — so their alerts
 * ledger stays with them and nothing is mailed twice. The account's row is locked as saving a search
 * locks it, so the 20 are counted once. A search the account already saved is not a second one: the guest
 * row goes and the account's stays. An alert waiting for its link is confirmed by this: the account's code
 * has just proved the address. The caller holds the address's lock.
 */
export async function adoptInto(
  tx: Transaction,
  userId: string,
  guestRows: readonly SavedSearchRow[],
  now: Date,
): Promise<Adoption[]> {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
  const owned = await tx.select().from(savedSearches).where(eq(savedSearches.userId, userId));
  const byUrl = new Map(owned.map((row) => [row.url, row]));
  let count = owned.length;
  const outcomes: Adoption[] = [];
  const oldestFirst = [...guestRows].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  );
  for (const guest of oldestFirst) {
    const theirs = byUrl.get(guest.url);
    if (theirs) {
      await tx.delete(savedSearches).where(eq(savedSearches.id, guest.id));
      outcomes.push({ kind: 'duplicate', row: theirs });
    } else if (count >= MAX_SAVED_SEARCHES) {
      outcomes.push({ kind: 'kept', row: guest });
    } else {
      const [adopted] = await tx
        .update(savedSearches)
        .set({
          userId,
          guestEmail: null,
          confirmedAt: sql`coalesce(${savedSearches.confirmedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(savedSearches.id, guest.id))
        .returning();
      if (!adopted) throw new Error('The guest alert to adopt was not there');
      byUrl.set(adopted.url, adopted);
      count += 1;
      outcomes.push({ kind: 'adopted', row: adopted });
    }
  }
  return outcomes;
}

/**
 * An address was just proved by an account (its sign-up code, or a reset code, which proves it too): every
 * guest alert of the address, confirmed or still waiting, becomes the account's saved search, up to 20 in
 * all. Run right after better-auth's verification, which writes the account in a statement of its own that
 * no transaction of ours can join. Does nothing when no verified account has the address.
 */
export async function adoptGuestAlerts(
  db: Database,
  email: string,
  now: Date,
): Promise<Record<Adoption['kind'], number>> {
  const summary = { adopted: 0, duplicate: 0, kept: 0 };
  await db.transaction(async (tx) => {
    await lockAddress(tx, email);
    const userId = await verifiedAccountOf(tx, email);
    if (!userId) return;
    const guestRows = await tx
      .select()
      .from(savedSearches)
      .where(sql`lower(${savedSearches.guestEmail}) = ${email.toLowerCase()}`)
      .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id))
      .for('update');
    if (guestRows.length === 0) return;
    for (const outcome of await adoptInto(tx, userId, guestRows, now)) summary[outcome.kind] += 1;
  });
  return summary;
}
