/**
 * Rebuilds the place suggestions table from the live listings (decision 032): one grouping read from
 * `properties_place_summary_idx` (index-only, a tenth of the table), folded in TypeScript (the key is the
 * domain's placeKey, which SQL cannot repeat), written in one transaction, so readers see the old table or
 * the new one, never half of each.
 */
import type { PropertyType, Purpose } from '@aangan/domain';
import { and, ne, sql } from 'drizzle-orm';
import { isLive } from '../../access/listing-visibility.ts';
import type { Database } from '../../db/database.ts';
import { placeSuggestions, properties } from '../../db/schema.ts';
import { foldPlaceGroups, type PlaceGroup } from './suggestion-places.ts';

/** Any fixed number shared by every server process; it only names the advisory lock of the rewrite. */
const REFRESH_LOCK_KEY = 21_032;
/** Rows per insert: 13 parameters each, far below PostgreSQL's 65,535. */
const INSERT_BATCH = 1_000;

/** Every live listing's place, society, purpose and type with the names as spelt, counted. */
async function readPlaceGroups(db: Database): Promise<PlaceGroup[]> {
  const listings = sql<number>`count(*)::int`;
  // Grouped in the index's own column order, so the rows come out of it sorted and are counted as they pass.
  const columns = [
    properties.citySlug,
    properties.localitySlug,
    properties.society,
    properties.purpose,
    properties.type,
    properties.city,
    properties.locality,
  ] as const;
  const rows = await db
    .select({
      citySlug: properties.citySlug,
      localitySlug: properties.localitySlug,
      society: properties.society,
      purpose: properties.purpose,
      type: properties.type,
      city: properties.city,
      locality: properties.locality,
      listings,
    })
    .from(properties)
    // Written on every create and edit; null only before the start's backfill, which has run by now.
    .where(and(isLive, ne(properties.citySlug, '')))
    .groupBy(...columns);
  return rows.map((row) => ({
    citySlug: row.citySlug ?? '',
    localitySlug: row.localitySlug ?? '',
    society: row.society,
    purpose: row.purpose as Purpose,
    type: row.type as PropertyType,
    city: row.city,
    locality: row.locality,
    listings: Number(row.listings),
  }));
}

/** Replaces the suggestions table with what the live listings name now; returns how many places that is. */
export async function refreshPlaceSuggestions(db: Database): Promise<{ places: number }> {
  const rows = foldPlaceGroups(await readPlaceGroups(db));
  await db.transaction(async (tx) => {
    // Two processes refreshing at once take turns: the second rewrites after the first committed.
    await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK_KEY})`);
    await tx.delete(placeSuggestions);
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      await tx.insert(placeSuggestions).values(rows.slice(start, start + INSERT_BATCH));
    }
  });
  return { places: rows.length };
}
