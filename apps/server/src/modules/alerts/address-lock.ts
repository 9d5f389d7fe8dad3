import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';

/** Names these locks among the server's advisory locks (the second key is the address's hash). */
const GUEST_ALERT_LOCK = 2029;

/**
 * Serialises every change to one address's guest alerts inside the caller's transaction — a request, a
 * confirmation, an adoption at sign-up — so the limit of 20 and the move from a guest to an account are
 * decided one at a time (decision 029, Guests). A hash collision only makes two addresses wait for each other.
 */
export async function lockAddress(tx: Transaction, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${GUEST_ALERT_LOCK}::int, hashtext(${email.toLowerCase()}))`);
}
