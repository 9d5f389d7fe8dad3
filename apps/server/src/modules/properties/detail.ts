import { CONTACT_INQUIRY_MESSAGE, type PropertyDetail } from '@aangan/domain';
import { and, eq } from 'drizzle-orm';
import { checkListingVisible } from '../../access/listing-visibility.ts';
import type { Database } from '../../db/database.ts';
import { toPublicVerification } from '../../db/listing-mapper.ts';
import { selectListings, toPinnedListing } from '../../db/listing-query.ts';
import { inquiries, properties, savedProperties } from '../../db/schema.ts';
import { propertyNotFound } from '../../http/property-not-found.ts';
import { findLatestVerificationRequests } from '../verification/service.ts';

/**
 * One listing as the detail page shows it: what its Verified badge stands on, and how the signed-in viewer
 * stands to it (the owner also sees where its latest verification request is). The exact map pin is for the
 * owner and for a viewer who opened the contact details; everyone else reads the public point (decision 036).
 */
export async function findPropertyDetail(db: Database, viewerId: string, id: string): Promise<PropertyDetail> {
  const [[row], saved, requests, revealed] = await Promise.all([
    selectListings(db).where(eq(properties.id, id)),
    db
      .select({ propertyId: savedProperties.propertyId })
      .from(savedProperties)
      .where(and(eq(savedProperties.userId, viewerId), eq(savedProperties.propertyId, id))),
    // Asked as the viewer's own listing, so it finds nothing for anyone else.
    findLatestVerificationRequests(db, { ownerId: viewerId, propertyId: id }),
    db
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(
        and(
          eq(inquiries.propertyId, id),
          eq(inquiries.userId, viewerId),
          eq(inquiries.message, CONTACT_INQUIRY_MESSAGE),
        ),
      ),
  ]);
  if (!row) throw propertyNotFound();
  await checkListingVisible(db, viewerId, row.property);
  const isOwner = row.property.postedById === viewerId;
  return {
    ...toPinnedListing(row, isOwner || revealed.length > 0),
    verification: toPublicVerification(row.property),
    viewer: {
      isOwner,
      isSaved: saved.length > 0,
      verificationRequest: requests.get(id) ?? null,
    },
  };
}
