import {
  CONTACT_INQUIRY_MESSAGE,
  type PosterContact,
  type PropertyInquiries,
  VIEW_INQUIRY_MESSAGE,
  type ViewRecording,
} from '@aangan/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { requireListingAccess } from '../../access/listing-access.ts';
import { visibleTo } from '../../access/listing-visibility.ts';
import type { Database } from '../../db/database.ts';
import { toPin } from '../../db/listing-mapper.ts';
import { inquiries, properties, user } from '../../db/schema.ts';
import { propertyNotFound } from '../../http/property-not-found.ts';

/**
 * Records that a signed-in person opened a listing (docs/product.md §4 'Views'): one 'Property viewed' inquiry per
 * person per property, and views + 1 with it, in one transaction. The unique index makes a second,
 * concurrent opening insert nothing, so it never counts twice; the poster's own openings are not counted.
 */
export async function recordView(db: Database, viewerId: string, propertyId: string): Promise<ViewRecording> {
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ postedById: properties.postedById, views: properties.views })
      .from(properties)
      .where(and(eq(properties.id, propertyId), visibleTo(viewerId)));
    if (!listing) throw propertyNotFound();
    if (listing.postedById === viewerId) return { recorded: false, views: listing.views };

    const inserted = await tx
      .insert(inquiries)
      .values({ propertyId, userId: viewerId, message: VIEW_INQUIRY_MESSAGE })
      .onConflictDoNothing()
      .returning({ id: inquiries.id });
    if (inserted.length === 0) return { recorded: false, views: listing.views };

    const [updated] = await tx
      .update(properties)
      .set({ views: sql`${properties.views} + 1` })
      .where(eq(properties.id, propertyId))
      .returning({ views: properties.views });
    return { recorded: true, views: updated?.views ?? listing.views + 1 };
  });
}

/**
 * The poster's name, phone and email for the 'Contact Information' dialog, with the listing's exact map pin: now
 * that they may call, they may find the door (decision 036). Who asked is recorded once per person per property
 * (never the poster), so the owner can see how many people wanted to call, and the detail page then shows the pin.
 */
export async function revealContact(db: Database, viewerId: string, propertyId: string): Promise<PosterContact> {
  return db.transaction(async (tx) => {
    const [poster] = await tx
      .select({
        id: user.id,
        name: user.name,
        phone: user.phone,
        email: user.email,
        latitude: properties.latitude,
        longitude: properties.longitude,
      })
      .from(properties)
      .innerJoin(user, eq(user.id, properties.postedById))
      // A listing out of public view gives nobody its poster's number (decision 019).
      .where(and(eq(properties.id, propertyId), visibleTo(viewerId)));
    if (!poster) throw propertyNotFound();
    if (poster.id !== viewerId) {
      await tx
        .insert(inquiries)
        .values({ propertyId, userId: viewerId, message: CONTACT_INQUIRY_MESSAGE })
        .onConflictDoNothing();
    }
    return { name: poster.name, phone: poster.phone, email: poster.email, pin: toPin(poster) };
  });
}

/** For the poster only: how many people viewed the listing and opened its contact details. */
export async function findPropertyInquiries(
  db: Database,
  userId: string,
  propertyId: string,
): Promise<PropertyInquiries> {
  await requireListingAccess(db, { userId }, propertyId, 'readInquiries');
  const counts = await db
    .select({ message: inquiries.message, count: sql<number>`count(*)::int` })
    .from(inquiries)
    .where(
      and(
        eq(inquiries.propertyId, propertyId),
        inArray(inquiries.message, [VIEW_INQUIRY_MESSAGE, CONTACT_INQUIRY_MESSAGE]),
      ),
    )
    .groupBy(inquiries.message);
  const countOf = (message: string) => Number(counts.find((row) => row.message === message)?.count ?? 0);
  return { viewCount: countOf(VIEW_INQUIRY_MESSAGE), contactRevealCount: countOf(CONTACT_INQUIRY_MESSAGE) };
}
