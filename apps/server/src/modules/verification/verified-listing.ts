import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { properties, user } from '../../db/schema.ts';
import { propertyNotFound } from '../../http/property-not-found.ts';

/** A listing's columns once it is no longer verified: the badge and everything it stood on go together. */
export const NOT_VERIFIED = {
  verificationStatus: false,
  verifiedAt: null,
  verifiedById: null,
  verificationEvidence: null,
} satisfies Partial<typeof properties.$inferInsert>;

/**
 * The listing a verification decision acts on, with whom to tell, its row locked until the transaction ends
 * (the owner's account is read, not locked); 404 in the domain's words when it is not there. Every change
 * to a listing's verification takes this lock first, then the request's, so two of them never wait on each
 * other in opposite orders.
 */
export async function lockListing(tx: Transaction, propertyId: string) {
  const [listing] = await tx
    .select({
      id: properties.id,
      title: properties.title,
      verificationStatus: properties.verificationStatus,
      ownerEmail: user.email,
      ownerName: user.name,
      ownerLocale: user.locale,
    })
    .from(properties)
    .innerJoin(user, eq(user.id, properties.postedById))
    .where(eq(properties.id, propertyId))
    .for('update', { of: properties });
  if (!listing) throw propertyNotFound();
  return listing;
}

/** Who a decision's mail goes to and what it is about. */
export type OwnerNotice = Pick<
  Awaited<ReturnType<typeof lockListing>>,
  'id' | 'title' | 'ownerEmail' | 'ownerName' | 'ownerLocale'
>;
