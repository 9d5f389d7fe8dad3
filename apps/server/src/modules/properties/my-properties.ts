import { escapeLikePattern, type MyPropertiesPage, type MyPropertiesQuery } from '@aangan/domain';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { selectListings, toListing } from '../../db/listing-query.ts';
import { properties } from '../../db/schema.ts';
import { toListingExpiry } from '../expiry/service.ts';
import { findOwnerAppeals, toOwnerModeration } from '../moderation/service.ts';
import { findLatestVerificationRequests } from '../verification/service.ts';

/**
 * The owner's listings for the dashboard, filtered by text and tab, each with where its latest verification
 * request stands and, while the team hides it, why; and the summary over all of them.
 */
export async function findMyProperties(
  db: Database,
  userId: string,
  query: MyPropertiesQuery,
): Promise<MyPropertiesPage> {
  const pattern = query.q ? `%${escapeLikePattern(query.q)}%` : undefined;
  const [rows, [summary], requests, appeals] = await Promise.all([
    selectListings(db)
      .where(
        and(
          eq(properties.postedById, userId),
          query.purpose ? eq(properties.purpose, query.purpose) : undefined,
          pattern
            ? or(ilike(properties.title, pattern), ilike(properties.city, pattern), ilike(properties.locality, pattern))
            : undefined,
        ),
      )
      .orderBy(desc(properties.createdAt), desc(properties.id)),
    db
      .select({
        total: sql<number>`count(*)::int`,
        sell: sql<number>`(count(*) filter (where ${properties.purpose} = 'sell'))::int`,
        rent: sql<number>`(count(*) filter (where ${properties.purpose} = 'rent'))::int`,
        pg: sql<number>`(count(*) filter (where ${properties.purpose} = 'pg'))::int`,
        views: sql<number>`coalesce(sum(${properties.views}), 0)::int`,
        verified: sql<number>`(count(*) filter (where ${properties.verificationStatus}))::int`,
      })
      .from(properties)
      .where(eq(properties.postedById, userId)),
    // Every listing's at once (not one query per listing), beside the others.
    findLatestVerificationRequests(db, { ownerId: userId }),
    findOwnerAppeals(db, userId),
  ]);
  return {
    items: rows.map((row) => ({
      ...toListing(row),
      verificationRequest: requests.get(row.property.id) ?? null,
      moderation: toOwnerModeration(row.property, appeals.get(row.property.id)),
      expiry: toListingExpiry(row.property),
    })),
    summary: {
      total: summary?.total ?? 0,
      byPurpose: { sell: summary?.sell ?? 0, rent: summary?.rent ?? 0, pg: summary?.pg ?? 0 },
      views: summary?.views ?? 0,
      verified: summary?.verified ?? 0,
    },
  };
}
