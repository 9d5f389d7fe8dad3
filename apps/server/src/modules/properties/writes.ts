import {
  DEFAULT_LISTING_TTL_DAYS,
  FOREIGN_UPLOAD_MESSAGE,
  isUploadKey,
  isWebLink,
  LIST_SIGN_IN_MESSAGE,
  LISTING_LIMIT_MESSAGES,
  LISTING_LIMITS,
  type ListingCreate,
  type ListingForEdit,
  uploadVariantKeys,
} from '@aangan/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queueInstantAlerts } from '../../access/instant-alert-queue.ts';
import { checkListingAccess, requireListingAccess } from '../../access/listing-access.ts';
import type { Database, Transaction } from '../../db/database.ts';
import { selectListings, toPinnedListing } from '../../db/listing-query.ts';
import { mediaUploads, properties, propertyImages, user } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { newPeriod } from '../expiry/service.ts';
import { readVerifiedFacts, reverifyAfterEdit } from '../verification/service.ts';
import { orderedImages, toListingColumns } from './listing-row.ts';

const foreignUpload = () => new AppError('BAD_REQUEST', FOREIGN_UPLOAD_MESSAGE, { images: FOREIGN_UPLOAD_MESSAGE });

/** Uploaded pictures (storage keys) must be the poster's own; external addresses are anyone's. */
async function checkUploadsBelongTo(tx: Transaction, userId: string, images: readonly string[]): Promise<void> {
  const keys = [...new Set(images.filter((image) => !isWebLink(image)))];
  if (keys.length === 0) return;
  if (!keys.every(isUploadKey)) throw foreignUpload();
  const owned = await tx
    .select({ key: mediaUploads.key })
    .from(mediaUploads)
    .where(and(eq(mediaUploads.userId, userId), inArray(mediaUploads.key, keys)));
  if (owned.length !== keys.length) throw foreignUpload();
}

async function insertImages(tx: Transaction, propertyId: string, listing: ListingCreate): Promise<void> {
  const images = orderedImages(listing);
  if (images.length === 0) return;
  const sizes = await tx
    .select({ key: mediaUploads.key, width: mediaUploads.width, height: mediaUploads.height })
    .from(mediaUploads)
    .where(inArray(mediaUploads.key, images));
  const sizeOf = new Map(sizes.map((size) => [size.key, size]));
  await tx.insert(propertyImages).values(
    images.map((url, position) => ({
      propertyId,
      position,
      url,
      width: sizeOf.get(url)?.width ?? null,
      height: sizeOf.get(url)?.height ?? null,
    })),
  );
}

/**
 * Creates a listing for its poster: the row and its pictures in one transaction; the poster comes from the
 * session. The poster's row is locked while their listings are counted, so creates at once cannot pass the cap.
 */
export async function createProperty(
  db: Database,
  userId: string,
  listing: ListingCreate,
  maxListings: number = LISTING_LIMITS.perAccount,
  ttlDays: number = DEFAULT_LISTING_TTL_DAYS,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [poster] = await tx
      .select({ type: user.type, suspendedAt: user.suspendedAt })
      .from(user)
      .where(eq(user.id, userId))
      .for('update');
    // A suspension ends the account's sessions; one in flight when it committed still lists nothing.
    if (!poster || poster.suspendedAt) throw new AppError('UNAUTHORIZED', LIST_SIGN_IN_MESSAGE);
    const [{ listed } = { listed: 0 }] = await tx
      .select({ listed: sql<number>`count(*)::int` })
      .from(properties)
      .where(eq(properties.postedById, userId));
    if (Number(listed) >= maxListings) throw new AppError('CONFLICT', LISTING_LIMIT_MESSAGES.perAccount(maxListings));
    await checkUploadsBelongTo(tx, userId, listing.images);
    const [row] = await tx
      .insert(properties)
      .values({
        ...toListingColumns(listing),
        // Posting confirms it: its period starts now (decision 020).
        ...newPeriod(new Date(), ttlDays),
        postedById: userId,
        postedByType: poster.type,
      })
      .returning({ id: properties.id });
    if (!row) throw new Error('insert returned no row');
    await insertImages(tx, row.id, listing);
    // Its instant alerts go out from the job, which finds this row however the process fares after the commit.
    await queueInstantAlerts(tx, [row.id]);
    return row;
  });
}

async function imageUrlsOf(tx: Transaction, id: string): Promise<string[]> {
  const rows = await tx
    .select({ url: propertyImages.url })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, id));
  return rows.map((row) => row.url);
}

/** Storage keys (both sizes) of uploads that were in `before` and are not in `after`. */
function droppedUploadKeys(before: readonly string[], after: readonly string[]): string[] {
  const kept = new Set(after);
  return before.filter((url) => !kept.has(url)).flatMap(uploadVariantKeys);
}

/**
 * Replaces a listing with a new version, by its poster only. A verified listing whose price, place, type or
 * photos changed goes back to the team for re-verification in the same transaction. Returns the storage
 * keys of pictures it no longer uses, for the caller to remove once the change is committed.
 */
export async function updateProperty(
  db: Database,
  userId: string,
  id: string,
  listing: ListingCreate,
): Promise<{ id: string; droppedKeys: string[] }> {
  return db.transaction(async (tx) => {
    await requireListingAccess(tx, { userId }, id, 'edit', { lock: true });
    const verifiedFacts = await readVerifiedFacts(tx, id);
    const before = await imageUrlsOf(tx, id);
    const previous = new Set(before);
    // Pictures it already had stay allowed; new uploads must be the poster's.
    await checkUploadsBelongTo(
      tx,
      userId,
      listing.images.filter((image) => !previous.has(image)),
    );
    await tx
      .update(properties)
      .set({ ...toListingColumns(listing), updatedAt: new Date() })
      .where(eq(properties.id, id));
    await tx.delete(propertyImages).where(eq(propertyImages.propertyId, id));
    await insertImages(tx, id, listing);
    await reverifyAfterEdit(tx, id, verifiedFacts);
    const droppedKeys = droppedUploadKeys(before, listing.images);
    if (droppedKeys.length > 0) await tx.delete(mediaUploads).where(inArray(mediaUploads.key, droppedKeys));
    // An edit may make it match a search it did not (a price into a budget); the job sends only what is new,
    // and nothing while it is out of view.
    await queueInstantAlerts(tx, [id]);
    return { id, droppedKeys };
  });
}

/**
 * Deletes a listing, locked by the caller, in the caller's transaction: its pictures' rows, appeals and
 * interest go with it. Returns the storage keys of its uploads, to remove once the transaction commits.
 */
export async function deleteListingRows(tx: Transaction, id: string): Promise<string[]> {
  const droppedKeys = droppedUploadKeys(await imageUrlsOf(tx, id), []);
  await tx.delete(properties).where(eq(properties.id, id));
  if (droppedKeys.length > 0) await tx.delete(mediaUploads).where(inArray(mediaUploads.key, droppedKeys));
  return droppedKeys;
}

/** Deletes a listing by its poster (its pictures' rows go with it); returns the storage keys to remove. */
export async function deleteProperty(db: Database, userId: string, id: string): Promise<{ droppedKeys: string[] }> {
  return db.transaction(async (tx) => {
    await requireListingAccess(tx, { userId }, id, 'delete', { lock: true });
    return { droppedKeys: await deleteListingRows(tx, id) };
  });
}

/** What the wizard prefills in edit mode: the whole listing with its exact pin, for its poster only. */
export async function findPropertyForEdit(db: Database, userId: string, id: string): Promise<ListingForEdit> {
  const [row] = await selectListings(db).where(eq(properties.id, id));
  checkListingAccess({ userId }, row?.property, 'edit');
  return toPinnedListing(row as NonNullable<typeof row>);
}
