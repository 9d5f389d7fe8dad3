import { ALERT_MESSAGES, type AlertSubscription } from '@aangan/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { savedSearches } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { readUnsubscribe } from './unsubscribe-token.ts';

/** The saved search a token names: 400 for a token this server did not sign or that is too old, 404 for one deleted. */
function searchIdOf(secret: string, token: string, now: Date): string {
  const claim = readUnsubscribe(secret, token, now);
  if (!claim.ok) {
    throw new AppError(
      'BAD_REQUEST',
      claim.reason === 'expired' ? ALERT_MESSAGES.linkExpired : ALERT_MESSAGES.linkInvalid,
    );
  }
  return claim.savedSearchId;
}

const gone = () => new AppError('NOT_FOUND', ALERT_MESSAGES.searchGone);

/** What an unsubscribe link names, for its page. */
export async function readAlertSubscription(
  db: Database,
  secret: string,
  token: string,
  now: Date,
): Promise<AlertSubscription> {
  const id = searchIdOf(secret, token, now);
  const [row] = await db
    .select({ name: savedSearches.name, frequency: savedSearches.frequency })
    .from(savedSearches)
    .where(eq(savedSearches.id, id));
  if (!row) throw gone();
  return row;
}

/** Turns the search's alerts off (RFC 8058 one-click); a second time changes nothing and answers the same. */
export async function stopAlerts(db: Database, secret: string, token: string, now: Date): Promise<AlertSubscription> {
  const id = searchIdOf(secret, token, now);
  const [row] = await db
    .update(savedSearches)
    .set({ frequency: 'off' })
    .where(eq(savedSearches.id, id))
    .returning({ name: savedSearches.name, frequency: savedSearches.frequency });
  if (!row) throw gone();
  return row;
}
