import { type OwnerVerification, VERIFICATION_MESSAGES } from '@aangan/domain';
import { and, desc, eq } from 'drizzle-orm';
import { requireListingAccess } from '../../access/listing-access.ts';
import type { Database } from '../../db/database.ts';
import { properties, verificationRequests } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { insertOpenRequest } from './open-request.ts';
import { toOwnerVerification } from './request-shapes.ts';

// The owner's side of verification, and what the properties module asks of it (decision 018).
export { readVerifiedFacts, reverifyAfterEdit } from './after-edit.ts';

/**
 * The owner asks the team to verify their listing, locked while this is decided: 409 when it is verified
 * already, hidden by the team (the appeal comes first), or a request is open (when two ask at once, the
 * index has the last word).
 */
export async function requestVerification(
  db: Database,
  userId: string,
  propertyId: string,
): Promise<OwnerVerification> {
  return db.transaction(async (tx) => {
    await requireListingAccess(tx, { userId }, propertyId, 'requestVerification', { lock: true });
    const [listing] = await tx
      .select({ verificationStatus: properties.verificationStatus, hiddenAt: properties.hiddenAt })
      .from(properties)
      .where(eq(properties.id, propertyId));
    if (listing?.verificationStatus) throw new AppError('CONFLICT', VERIFICATION_MESSAGES.alreadyVerified);
    if (listing?.hiddenAt) throw new AppError('CONFLICT', VERIFICATION_MESSAGES.hidden);
    const created = await insertOpenRequest(tx, propertyId, 'owner');
    if (!created) throw new AppError('CONFLICT', VERIFICATION_MESSAGES.alreadyOpen);
    return toOwnerVerification(created);
  });
}

/**
 * The latest verification request of each listing `ownerId` posted (or of the one listing given), by
 * listing id, in one query. Someone else's listing has none here, so a viewer may ask as themselves.
 */
export async function findLatestVerificationRequests(
  db: Database,
  { ownerId, propertyId }: { ownerId: string; propertyId?: string },
): Promise<Map<string, OwnerVerification>> {
  const rows = await db
    .selectDistinctOn([verificationRequests.propertyId], { request: verificationRequests })
    .from(verificationRequests)
    .innerJoin(properties, eq(properties.id, verificationRequests.propertyId))
    .where(
      and(eq(properties.postedById, ownerId), propertyId ? eq(verificationRequests.propertyId, propertyId) : undefined),
    )
    .orderBy(verificationRequests.propertyId, desc(verificationRequests.createdAt));
  return new Map(rows.map(({ request }) => [request.propertyId, toOwnerVerification(request)]));
}
