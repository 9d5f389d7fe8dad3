import { EXPIRY_MESSAGES, type ListingStatusAnswer, type ListingStatusRequest } from '@aangan/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { properties } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { renewLocked, withdrawLocked } from './lifecycle.ts';
import { readLink } from './signed-links.ts';

const linkInvalid = (code: 'BAD_REQUEST' | 'CONFLICT') => new AppError(code, EXPIRY_MESSAGES.linkInvalid);

/**
 * What a reminder's link says, checked and applied in one transaction with the listing's row locked. A
 * token not signed by this server, or sent with another action than its own, is a 400; a signed one that no longer fits — the period it was made for
 * has ended or was renewed (the link was used, or the owner renewed from My Properties), the listing is
 * withdrawn already or gone — is a 409. Both in the same calm words, and nothing changes.
 */
export async function answerListingStatus(
  db: Database,
  secret: string,
  { token, action }: ListingStatusRequest,
  now: Date,
  ttlDays: number,
): Promise<ListingStatusAnswer> {
  const claim = readLink(secret, token);
  if (!claim || claim.action !== action) throw linkInvalid('BAD_REQUEST');
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ title: properties.title, expiresAt: properties.expiresAt, withdrawnAt: properties.withdrawnAt })
      .from(properties)
      .where(eq(properties.id, claim.propertyId))
      .for('update');
    const stale =
      !listing ||
      listing.expiresAt.getTime() !== claim.expiresAt.getTime() ||
      listing.expiresAt.getTime() <= now.getTime() ||
      listing.withdrawnAt !== null;
    if (!listing || stale) throw linkInvalid('CONFLICT');
    const expiry =
      claim.action === 'renew'
        ? await renewLocked(tx, claim.propertyId, now, ttlDays)
        : await withdrawLocked(tx, claim.propertyId, now);
    return { action: claim.action, title: listing.title, expiry };
  });
}
