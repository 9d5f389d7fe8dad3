import type { PropertyDetail } from '@aangan/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { selectListings, toListing } from '../../db/listing-query.ts';
import { properties, savedProperties } from '../../db/schema.ts';
import { propertyNotFound } from '../../http/property-not-found.ts';

/** One listing as the detail page shows it, with how the signed-in viewer stands to it. */
export async function findPropertyDetail(db: Database, viewerId: string, id: string): Promise<PropertyDetail> {
  const [[row], saved] = await Promise.all([
    selectListings(db).where(eq(properties.id, id)),
    db
      .select({ propertyId: savedProperties.propertyId })
      .from(savedProperties)
      .where(and(eq(savedProperties.userId, viewerId), eq(savedProperties.propertyId, id))),
  ]);
  if (!row) throw propertyNotFound();
  return {
    ...toListing(row),
    viewer: { isOwner: row.property.postedById === viewerId, isSaved: saved.length > 0 },
  };
}
