import { type PropertyPage, type PropertySearch, SEARCH_COUNT_CAP } from '@aangan/domain';
import { count, eq, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { properties, propertyImages, user } from '../../db/schema.ts';
import { type PropertyImageRow, toProperty } from './mapper.ts';
import { searchConditions, searchOrder } from './search-filters.ts';

/**
 * How many listings match, counting no further than the cap: the database stops at cap + 1 rows, so a
 * broad search costs a bounded scan instead of a count of the whole table (decision 007).
 */
async function countMatches(db: Database, where: SQL | undefined): Promise<{ total: number; totalCapped: boolean }> {
  const matches = db
    .select({ one: sql`1` })
    .from(properties)
    .where(where)
    .limit(SEARCH_COUNT_CAP + 1)
    .as('matches');
  const [row] = await db.select({ total: count() }).from(matches);
  const total = row?.total ?? 0;
  return total > SEARCH_COUNT_CAP ? { total: SEARCH_COUNT_CAP, totalCapped: true } : { total, totalCapped: false };
}

/** One page of the listings matching the search, in the chosen order, with the total for paging. */
export async function searchProperties(db: Database, search: PropertySearch): Promise<PropertyPage> {
  const where = searchConditions(search);
  const [rows, totals] = await Promise.all([
    db
      .select({ property: properties, posterName: user.name })
      .from(properties)
      .innerJoin(user, eq(user.id, properties.postedById))
      .where(where)
      .orderBy(...searchOrder(search.sort))
      .limit(search.limit)
      .offset((search.page - 1) * search.limit),
    countMatches(db, where),
  ]);
  const images = await loadImages(
    db,
    rows.map((row) => row.property.id),
  );
  return {
    items: rows.map((row) => toProperty(row.property, images.get(row.property.id) ?? [], row.posterName)),
    ...totals,
    page: search.page,
    limit: search.limit,
  };
}

/** Images of many properties in one query, grouped by property. */
async function loadImages(db: Database, propertyIds: string[]): Promise<Map<string, PropertyImageRow[]>> {
  const grouped = new Map<string, PropertyImageRow[]>();
  if (propertyIds.length === 0) return grouped;
  const rows = await db
    .select({ propertyId: propertyImages.propertyId, position: propertyImages.position, url: propertyImages.url })
    .from(propertyImages)
    .where(inArray(propertyImages.propertyId, propertyIds));
  for (const row of rows) {
    const list = grouped.get(row.propertyId) ?? [];
    list.push(row);
    grouped.set(row.propertyId, list);
  }
  return grouped;
}

/**
 * The hero badge's count ('{n}+ Properties'). A big table answers from the planner's statistics
 * (kept fresh by autovacuum), which costs nothing; a small one, or one never analysed, is counted.
 */
export async function countProperties(db: Database): Promise<{ total: number }> {
  const [estimate] = await db
    .select({ rows: sql<number>`reltuples::float8` })
    .from(sql`pg_class`)
    .where(sql`oid = ${sql.raw(`'${getTableName(properties)}'`)}::regclass`);
  const rows = Number(estimate?.rows ?? -1);
  if (rows >= SEARCH_COUNT_CAP) return { total: Math.floor(rows) };
  const [row] = await db.select({ total: count() }).from(properties);
  return { total: row?.total ?? 0 };
}
