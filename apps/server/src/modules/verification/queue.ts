import type { VerificationQueue, VerificationQueueQuery } from '@aangan/domain';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { properties, propertyImages, user, verificationRequests } from '../../db/schema.ts';
import { toRequestSummary } from './request-shapes.ts';

/**
 * The queue a page at a time: open requests oldest first (first come, first checked); decided ones newest
 * decision first. Each with what a moderator scans the list by: the listing, its cover and its owner.
 */
export async function findVerificationQueue(db: Database, query: VerificationQueueQuery): Promise<VerificationQueue> {
  const where = eq(verificationRequests.status, query.status);
  const order =
    query.status === 'open'
      ? [asc(verificationRequests.createdAt), asc(verificationRequests.id)]
      : [
          desc(sql`coalesce(${verificationRequests.decidedAt}, ${verificationRequests.createdAt})`),
          desc(verificationRequests.id),
        ];
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        request: verificationRequests,
        listing: {
          id: properties.id,
          title: properties.title,
          purpose: properties.purpose,
          price: properties.price,
          city: properties.city,
          locality: properties.locality,
          verificationStatus: properties.verificationStatus,
        },
        cover: sql<
          string | null
        >`(select ${propertyImages.url} from ${propertyImages} where ${propertyImages.propertyId} = ${properties.id} and ${propertyImages.position} = 0)`,
        owner: { name: user.name, email: user.email },
      })
      .from(verificationRequests)
      .innerJoin(properties, eq(properties.id, verificationRequests.propertyId))
      .innerJoin(user, eq(user.id, properties.postedById))
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(verificationRequests).where(where),
  ]);
  const items = rows.map(({ request, listing, cover, owner }) => ({
    ...toRequestSummary(request),
    listing: { ...listing, cover },
    owner,
  }));
  return { items, page: query.page, limit: query.limit, total: Number(total) };
}
