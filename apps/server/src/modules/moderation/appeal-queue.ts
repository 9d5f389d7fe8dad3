import type { AppealQueue, AppealQueueQuery } from '@aangan/domain';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { listingAppeals, properties, propertyImages, user } from '../../db/schema.ts';
import { toTeamAppeal } from './appeal-shapes.ts';

/**
 * The appeal queue a page at a time: open appeals oldest first (first come, first answered), answered
 * ones newest first; each with its listing as it stands now and its owner.
 */
export async function findAppealQueue(db: Database, { status, page, limit }: AppealQueueQuery): Promise<AppealQueue> {
  const where = eq(listingAppeals.status, status);
  const order = status === 'open' ? asc : desc;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        appeal: listingAppeals,
        listing: {
          id: properties.id,
          title: properties.title,
          city: properties.city,
          locality: properties.locality,
          hiddenReason: properties.hiddenReason,
          hiddenNote: properties.hiddenNote,
          cover: sql<
            string | null
          >`(select ${propertyImages.url} from ${propertyImages} where ${propertyImages.propertyId} = ${properties.id} order by ${propertyImages.position} limit 1)`,
        },
        owner: { id: user.id, name: user.name, email: user.email },
      })
      .from(listingAppeals)
      .innerJoin(properties, eq(properties.id, listingAppeals.propertyId))
      .innerJoin(user, eq(user.id, listingAppeals.ownerId))
      .where(where)
      .orderBy(order(listingAppeals.createdAt), order(listingAppeals.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(listingAppeals).where(where),
  ]);
  return {
    items: rows.map(({ appeal, listing, owner }) => ({ ...toTeamAppeal(appeal), listing, owner })),
    page,
    limit,
    total: Number(total),
  };
}
