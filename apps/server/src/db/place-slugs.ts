import { placeSlug } from '@aangan/domain';
import { asc, isNull, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { properties } from './schema.ts';

/** Rows per statement: small transactions, so a big table is filled without holding locks for long. */
const BACKFILL_BATCH = 1_000;

/** A listing's slug columns for its city and locality names (domain placeSlug, decision 023). */
export function placeSlugColumns(place: { city: string; locality: string }): {
  citySlug: string;
  localitySlug: string;
} {
  return { citySlug: placeSlug(place.city), localitySlug: placeSlug(place.locality) };
}

/**
 * Fills `city_slug` and `locality_slug` of rows written before migration 0016 (or by anything that left them
 * null), in batches, after the migrations. The rule is TypeScript (`\p{L}\p{M}\p{N}`, NFC), which SQL cannot
 * repeat exactly, so it runs here rather than in the migration's SQL; it runs when the server migrates, under
 * the same lock on PostgreSQL, so the place pages never see a half-filled table and N servers do not repeat the
 * work. Once done it finds no row at once (`properties_slug_backfill_idx` holds only null slugs). Each batch
 * reads and writes its rows in one statement pair; rows edited meanwhile get their slugs from the edit anyway.
 * Returns how many rows it filled.
 */
/** Any Drizzle handle: the migration's own PostgreSQL client (which holds the lock) or the app's. */
type AnyDatabase = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

export async function backfillPlaceSlugs(db: AnyDatabase, batch = BACKFILL_BATCH): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await db
      .select({ id: properties.id, city: properties.city, locality: properties.locality })
      .from(properties)
      .where(isNull(properties.citySlug))
      .orderBy(asc(properties.id))
      .limit(batch);
    if (rows.length === 0) return filled;
    const values = sql.join(
      rows.map((row) => {
        const { citySlug, localitySlug } = placeSlugColumns(row);
        return sql`(${row.id}::uuid, ${citySlug}, ${localitySlug})`;
      }),
      sql`, `,
    );
    await db.execute(
      sql`update ${properties} set city_slug = slugs.city_slug, locality_slug = slugs.locality_slug
          from (values ${values}) as slugs(id, city_slug, locality_slug)
          where ${properties.id} = slugs.id`,
    );
    filled += rows.length;
    if (rows.length < batch) return filled;
  }
}
