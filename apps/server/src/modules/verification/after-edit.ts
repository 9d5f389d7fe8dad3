import { changedVerifiedFacts, type VerifiedFacts } from '@aangan/domain';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { properties, propertyImages, verificationRequests } from '../../db/schema.ts';
import { insertOpenRequest } from './open-request.ts';
import { NOT_VERIFIED } from './verified-listing.ts';

/**
 * What a verified listing's badge vouches for, as stored now; null when it is not verified (no badge to
 * keep). An edit reads it before changing the listing, with the row locked, to compare with after.
 */
export async function readVerifiedFacts(tx: Transaction, propertyId: string): Promise<VerifiedFacts | null> {
  const [row] = await tx
    .select({
      verificationStatus: properties.verificationStatus,
      price: properties.price,
      type: properties.type,
      subType: properties.subType,
      city: properties.city,
      locality: properties.locality,
      subLocality: properties.subLocality,
      society: properties.society,
      address: properties.address,
      pincode: properties.pincode,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  if (!row?.verificationStatus) return null;
  const images = await tx
    .select({ url: propertyImages.url })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, propertyId))
    .orderBy(propertyImages.position);
  const { verificationStatus: _, ...facts } = row;
  return { ...facts, images: images.map((image) => image.url) };
}

/**
 * After the edit, in the same transaction: when it changed what a moderator checked (price, place, type or
 * photos), the listing is Not Verified again, its approval `lapsed`, and an `edited` request queued (unless
 * one is open) so a moderator looks again. Edits of anything else keep the badge.
 */
export async function reverifyAfterEdit(
  tx: Transaction,
  propertyId: string,
  before: VerifiedFacts | null,
): Promise<void> {
  if (!before) return;
  const after = await readVerifiedFacts(tx, propertyId);
  if (!after || changedVerifiedFacts(before, after).length === 0) return;
  await tx.update(properties).set(NOT_VERIFIED).where(eq(properties.id, propertyId));
  // The approval keeps its checklist and who gave it: the history shows what was checked before the edit.
  await tx
    .update(verificationRequests)
    .set({ status: 'lapsed', updatedAt: new Date() })
    .where(and(eq(verificationRequests.propertyId, propertyId), eq(verificationRequests.status, 'approved')));
  await insertOpenRequest(tx, propertyId, 'edited');
}
