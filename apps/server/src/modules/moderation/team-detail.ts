import { listingStateOf, type TeamListingDetail } from '@aangan/domain';
import { desc, eq } from 'drizzle-orm';
import { findRecordHistory } from '../../audit/record-history.ts';
import type { Database } from '../../db/database.ts';
import { selectListings, toListing } from '../../db/listing-query.ts';
import { listingAppeals, properties, user } from '../../db/schema.ts';
import { propertyNotFound } from '../../http/property-not-found.ts';
import { toTeamAppeal } from './appeal-shapes.ts';

/** One listing as the team sees it, whatever its state: why it is hidden, whose it is, its appeals and history. */
export async function findTeamListing(db: Database, propertyId: string): Promise<TeamListingDetail> {
  const [[row], [owner], appeals, history] = await Promise.all([
    selectListings(db).where(eq(properties.id, propertyId)),
    db
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        phone: user.phone,
        role: user.role,
        suspendedAt: user.suspendedAt,
      })
      .from(properties)
      .innerJoin(user, eq(user.id, properties.postedById))
      .where(eq(properties.id, propertyId)),
    db
      .select()
      .from(listingAppeals)
      .where(eq(listingAppeals.propertyId, propertyId))
      .orderBy(desc(listingAppeals.createdAt)),
    findRecordHistory(db, { type: 'listing', id: propertyId }),
  ]);
  if (!row || !owner) throw propertyNotFound();
  const { listed, hiddenAt, hiddenReason, hiddenNote, hiddenBy, expiredAt, withdrawnAt } = row.property;
  const { suspendedAt, ...ownerFields } = owner;
  return {
    listing: toListing(row),
    state: listingStateOf(listed, hiddenAt !== null, { expired: expiredAt !== null, withdrawn: withdrawnAt !== null }),
    hidden:
      hiddenAt && hiddenReason && hiddenBy
        ? { at: hiddenAt.toISOString(), reason: hiddenReason, note: hiddenNote, by: hiddenBy }
        : null,
    owner: { ...ownerFields, suspended: suspendedAt !== null },
    appeals: appeals.map(toTeamAppeal),
    history,
  };
}
