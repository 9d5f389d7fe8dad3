import {
  capCount,
  escapeLikePattern,
  type ListingLookup,
  listingStateOf,
  SEARCH_COUNT_CAP,
  type TeamListingFilter,
  type TeamListingPage,
  type TeamListingQuery,
} from '@aangan/domain';
import { and, desc, eq, exists, inArray, isNotNull, isNull, like, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { listingAppeals, properties, propertyImages, user, verificationRequests } from '../../db/schema.ts';

const listed = sql`${properties.listed}`;
const unlisted = sql`not ${properties.listed}`;
const newestFirst = [desc(properties.createdAt), desc(properties.id)];

const openVerificationRequest = sql`exists (select 1 from ${verificationRequests} where ${verificationRequests.propertyId} = ${properties.id} and ${verificationRequests.status} = 'open')`;

/**
 * Each filter as a condition the indexes answer (decision 019): live listings walk the search's partial
 * indexes, those out of view the small `properties_unlisted_idx`, pending ones start from the open requests.
 */
const FILTERS: Record<TeamListingFilter, SQL> = {
  live: listed,
  hidden: and(unlisted, isNotNull(properties.hiddenAt)) as SQL,
  'owner-suspended': and(
    unlisted,
    isNull(properties.hiddenAt),
    isNull(properties.withdrawnAt),
    isNull(properties.expiredAt),
  ) as SQL,
  // Down by their owner's word or the calendar (decision 020); the team's hiding comes first, as in listingStateOf.
  withdrawn: and(unlisted, isNull(properties.hiddenAt), isNotNull(properties.withdrawnAt)) as SQL,
  expired: and(
    unlisted,
    isNull(properties.hiddenAt),
    isNull(properties.withdrawnAt),
    isNotNull(properties.expiredAt),
  ) as SQL,
  verified: and(listed, eq(properties.verificationStatus, true)) as SQL,
  'pending-review': openVerificationRequest,
};

/**
 * The listings of the posters with this email or mobile (stored as 10 digits; older rows may carry +91).
 * The posters are read first: one poster's id walks `properties_posted_by_idx` in order, a subquery would not.
 */
async function posterCondition(db: Database, lookup: Extract<ListingLookup, { by: 'email' | 'phone' }>): Promise<SQL> {
  const who =
    lookup.by === 'email' ? eq(user.email, lookup.email) : inArray(user.phone, [lookup.phone, `+91${lookup.phone}`]);
  const posters = await db.select({ id: user.id }).from(user).where(who);
  // No poster: Drizzle writes an empty list as `false`.
  return inArray(
    properties.postedById,
    posters.map((poster) => poster.id),
  );
}

async function lookupCondition(db: Database, lookup: ListingLookup): Promise<SQL> {
  switch (lookup.by) {
    case 'id':
      return eq(properties.id, lookup.id);
    case 'text':
      // Title, description, city and locality, lower-cased, through the trigram index that keeps every row.
      return like(properties.searchText, `%${escapeLikePattern(lookup.text.toLowerCase())}%`);
    default:
      return posterCondition(db, lookup);
  }
}

/**
 * One page of ids, newest first. With neither a search nor a filter, the newest of all listings are the
 * newest of the listed merged with the newest of the rest, each walked down its own partial index.
 */
async function findPageIds(db: Database, where: SQL | undefined, { page, limit }: TeamListingQuery) {
  const offset = (page - 1) * limit;
  if (where) {
    const rows = await db
      .select({ id: properties.id })
      .from(properties)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset);
    return rows.map((row) => row.id);
  }
  const walk = (part: SQL) =>
    db
      .select({ id: properties.id, createdAt: properties.createdAt })
      .from(properties)
      .where(part)
      .orderBy(...newestFirst)
      .limit(offset + limit);
  const rows = await unionAll(walk(listed), walk(unlisted))
    .orderBy(sql`${sql.identifier('created_at')} desc, ${sql.identifier('id')} desc`)
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

/** Matches counted no further than the public search counts (SEARCH_COUNT_CAP + 1 read at most). */
async function countMatches(db: Database, where: SQL | undefined): Promise<number> {
  const matches = db
    .select({ one: sql`1` })
    .from(properties)
    .where(where)
    .limit(SEARCH_COUNT_CAP + 1)
    .as('matches');
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(matches);
  return Number(row?.total ?? 0);
}

/** The listings of the page with what the console shows of each, in one query. */
async function summarise(db: Database, ids: string[]): Promise<TeamListingPage['items']> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: properties.id,
      title: properties.title,
      purpose: properties.purpose,
      price: properties.price,
      city: properties.city,
      locality: properties.locality,
      createdAt: properties.createdAt,
      listed: properties.listed,
      hiddenAt: properties.hiddenAt,
      hiddenReason: properties.hiddenReason,
      expiredAt: properties.expiredAt,
      withdrawnAt: properties.withdrawnAt,
      verified: properties.verificationStatus,
      cover: sql<
        string | null
      >`(select ${propertyImages.url} from ${propertyImages} where ${propertyImages.propertyId} = ${properties.id} order by ${propertyImages.position} limit 1)`,
      verificationPending: sql<boolean>`${openVerificationRequest}`,
      openAppeal: exists(
        db
          .select({ one: sql`1` })
          .from(listingAppeals)
          .where(and(eq(listingAppeals.propertyId, properties.id), eq(listingAppeals.status, 'open'))),
      ).mapWith(Boolean),
      owner: {
        id: user.id,
        name: user.name,
        email: user.email,
        suspended: sql<boolean>`${user.suspendedAt} is not null`,
      },
    })
    .from(properties)
    .innerJoin(user, eq(user.id, properties.postedById))
    .where(inArray(properties.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { listed: isListed, hiddenAt, expiredAt, withdrawnAt, createdAt, ...item } = row;
    return [
      {
        ...item,
        createdAt: createdAt.toISOString(),
        state: listingStateOf(isListed, hiddenAt !== null, {
          expired: expiredAt !== null,
          withdrawn: withdrawnAt !== null,
        }),
        verificationPending: Boolean(item.verificationPending),
        owner: { ...item.owner, suspended: Boolean(item.owner.suspended) },
      },
    ];
  });
}

/** The team's listing search: any listing, whatever its state, by id, words, or its poster's email or mobile. */
export async function findTeamListings(db: Database, query: TeamListingQuery): Promise<TeamListingPage> {
  const where = and(
    query.q ? await lookupCondition(db, query.q) : undefined,
    query.state ? FILTERS[query.state] : undefined,
  );
  const [ids, total] = await Promise.all([findPageIds(db, where, query), countMatches(db, where)]);
  const { count, countCapped } = capCount(total);
  return {
    items: await summarise(db, ids),
    page: query.page,
    limit: query.limit,
    total: count,
    totalCapped: countCapped,
  };
}
