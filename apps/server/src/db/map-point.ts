import { publicPoint } from '@aangan/domain';
import { and, asc, gt, isNull, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { properties } from './schema.ts';

/** Rows per statement, as the slug backfill's: short transactions on a big table. */
const BACKFILL_BATCH = 1_000;

/** A listing's place and pin as stored or sent; the pin both coordinates or neither (the schemas see to it). */
interface PlacedListing {
  city: string;
  locality: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * A listing's coordinate columns (decision 036): the owner's pin as given, and the public point the domain's
 * rule gives for its place and pin. Written with the place on every create and edit, so the two never disagree.
 */
export function mapPointColumns(listing: PlacedListing): {
  latitude: number | null;
  longitude: number | null;
  mapLatitude: number | null;
  mapLongitude: number | null;
} {
  const { latitude, longitude } = listing;
  const pin = latitude !== null && longitude !== null ? { lat: latitude, lng: longitude } : null;
  const point = publicPoint({ city: listing.city, locality: listing.locality, pin });
  return {
    latitude: pin?.lat ?? null,
    longitude: pin?.lng ?? null,
    mapLatitude: point?.lat ?? null,
    mapLongitude: point?.lng ?? null,
  };
}

/** Any Drizzle handle: the migration's own PostgreSQL client (which holds the lock) or the app's. */
type AnyDatabase = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/**
 * Writes the public point of rows that have none, after the migrations (as `backfillPlaceSlugs`, under the same
 * lock on PostgreSQL): the rule reads the gazetteer, which SQL cannot. Rows from before migration 0026 get theirs
 * once; a row whose place the gazetteer does not know and which has no pin stays without one, and is read again
 * at the next start (the partial index holds only these), so a place added to the gazetteer reaches the listings
 * already there. One pass by id, so those rows are read once per start. Returns how many rows it filled.
 */
export async function backfillMapPoints(db: AnyDatabase, batch = BACKFILL_BATCH): Promise<number> {
  let filled = 0;
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .select({
        id: properties.id,
        city: properties.city,
        locality: properties.locality,
        latitude: properties.latitude,
        longitude: properties.longitude,
      })
      .from(properties)
      .where(and(isNull(properties.mapLatitude), after === undefined ? undefined : gt(properties.id, after)))
      .orderBy(asc(properties.id))
      .limit(batch);
    const points = rows.flatMap((row) => {
      const { mapLatitude, mapLongitude } = mapPointColumns(row);
      return mapLatitude === null ? [] : [sql`(${row.id}::uuid, ${mapLatitude}::float8, ${mapLongitude}::float8)`];
    });
    if (points.length > 0) {
      await db.execute(
        sql`update ${properties} set map_latitude = points.lat, map_longitude = points.lng
            from (values ${sql.join(points, sql`, `)}) as points(id, lat, lng)
            where ${properties.id} = points.id and ${properties.mapLatitude} is null`,
      );
    }
    filled += points.length;
    const last = rows.at(-1);
    if (last === undefined || rows.length < batch) return filled;
    after = last.id;
  }
}
