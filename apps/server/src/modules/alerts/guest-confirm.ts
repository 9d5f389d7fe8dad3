import { type GuestAlertConfirmation, GUEST_ALERT_MESSAGES as M } from '@aangan/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { savedSearches } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { lockAddress } from './address-lock.ts';
import { adoptInto, verifiedAccountOf } from './adoption.ts';
import { readConfirmation } from './confirm-token.ts';

type SavedSearchRow = typeof savedSearches.$inferSelect;

/** The alert a token names: 400 for a token this server did not sign for this purpose or that is too old. */
function alertIdOf(secret: string, token: string, now: Date): string {
  const claim = readConfirmation(secret, token, now);
  if (claim.ok) return claim.savedSearchId;
  throw new AppError('BAD_REQUEST', claim.reason === 'expired' ? M.linkExpired : M.linkInvalid);
}

const gone = () => new AppError('NOT_FOUND', M.alertGone);

function toConfirmation(row: SavedSearchRow): GuestAlertConfirmation {
  return {
    name: row.name,
    url: row.url,
    frequency: row.frequency,
    confirmed: row.confirmedAt !== null,
    account: row.userId !== null,
  };
}

async function findAlert(db: Database, id: string): Promise<SavedSearchRow> {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id));
  if (!row) throw gone();
  return row;
}

/** What a confirmation link names, for its page; changes nothing (mail scanners open links too). */
export async function readGuestAlertConfirmation(
  db: Database,
  secret: string,
  token: string,
  now: Date,
): Promise<GuestAlertConfirmation> {
  return toConfirmation(await findAlert(db, alertIdOf(secret, token, now)));
}

/**
 * Turns a guest alert on (decision 029, Guests); a second time changes nothing. When a verified account has
 * the address, the alert becomes its saved search at once — or, if the account saved that search already,
 * the guest row goes and the account's answers (switched on with the asked frequency if it was off: the
 * address's owner just asked for these alerts); an account at 20 keeps it a guest alert.
 */
export async function confirmGuestAlert(
  db: Database,
  secret: string,
  token: string,
  now: Date,
): Promise<GuestAlertConfirmation> {
  const id = alertIdOf(secret, token, now);
  const found = await findAlert(db, id);
  // An account's already (adopted at sign-up or at an earlier confirmation): nothing left to do.
  if (found.guestEmail === null) return toConfirmation(found);
  const email = found.guestEmail;
  return db.transaction(async (tx) => {
    await lockAddress(tx, email);
    const [current] = await tx.select().from(savedSearches).where(eq(savedSearches.id, id)).for('update');
    if (!current) throw gone();
    if (current.guestEmail === null) return toConfirmation(current);
    const [confirmed] = await tx
      .update(savedSearches)
      .set({ confirmedAt: sql`coalesce(${savedSearches.confirmedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(savedSearches.id, id))
      .returning();
    if (!confirmed) throw gone();
    const userId = await verifiedAccountOf(tx, email);
    if (!userId) return toConfirmation(confirmed);
    const [outcome] = await adoptInto(tx, userId, [confirmed], now);
    if (outcome?.kind !== 'duplicate' || outcome.row.frequency !== 'off') {
      return toConfirmation(outcome?.row ?? confirmed);
    }
    const [switchedOn] = await tx
      .update(savedSearches)
      .set({ frequency: confirmed.frequency })
      .where(eq(savedSearches.id, outcome.row.id))
      .returning();
    return toConfirmation(switchedOn ?? outcome.row);
  });
}
