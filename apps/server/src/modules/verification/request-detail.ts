import type { VerificationRequestDetail } from '@aangan/domain';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { selectListings, toListing } from '../../db/listing-query.ts';
import { properties, user, verificationRequests } from '../../db/schema.ts';
import { requestNotFound } from './request-not-found.ts';
import { toRequestSummary } from './request-shapes.ts';

/** How many of the owner's other listings a moderator sees beside the request. */
const OTHER_LISTINGS_SHOWN = 10;

/** The owner's account as a moderator weighs it: how long they have been here and what else they list. */
async function findOwner(db: Database, ownerId: string, propertyId: string) {
  const [[account], [listed], otherListings] = await Promise.all([
    db
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        emailVerified: user.emailVerified,
        phone: user.phone,
        type: user.type,
        createdAt: user.createdAt,
      })
      .from(user)
      .where(eq(user.id, ownerId)),
    db.select({ listingCount: count() }).from(properties).where(eq(properties.postedById, ownerId)),
    db
      .select({ id: properties.id, title: properties.title, verificationStatus: properties.verificationStatus })
      .from(properties)
      .where(and(eq(properties.postedById, ownerId), ne(properties.id, propertyId)))
      .orderBy(desc(properties.createdAt), desc(properties.id))
      .limit(OTHER_LISTINGS_SHOWN),
  ]);
  if (!account) return undefined;
  const { createdAt, ...rest } = account;
  return {
    ...rest,
    memberSince: createdAt.toISOString(),
    listingCount: Number(listed?.listingCount ?? 0),
    otherListings,
  };
}

/**
 * One request as a moderator opens it: the listing whole with its photos, the owner's account, what was
 * decided and by whom, and every request the listing has had (newest first, this one included).
 */
export async function findVerificationRequest(db: Database, requestId: string): Promise<VerificationRequestDetail> {
  const [request] = await db.select().from(verificationRequests).where(eq(verificationRequests.id, requestId));
  if (!request) throw requestNotFound();
  const [[listing], history] = await Promise.all([
    selectListings(db).where(eq(properties.id, request.propertyId)),
    db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.propertyId, request.propertyId))
      .orderBy(desc(verificationRequests.createdAt), desc(verificationRequests.id)),
  ]);
  const owner = listing && (await findOwner(db, listing.property.postedById, request.propertyId));
  // The listing (and its requests with it) was deleted between the reads.
  if (!listing || !owner) throw requestNotFound();
  return {
    ...toRequestSummary(request),
    decidedBy: request.decidedBy,
    reason: request.reason,
    checklist: request.checklist,
    listing: toListing(listing),
    owner,
    history: history.map((each) => ({ ...toRequestSummary(each), decidedBy: each.decidedBy, reason: each.reason })),
  };
}
