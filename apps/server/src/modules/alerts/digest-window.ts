import { sql } from 'drizzle-orm';
import { isLive } from '../../access/listing-visibility.ts';
import type { Database } from '../../db/database.ts';
import { properties } from '../../db/schema.ts';

/**
 * When a listing was posted or last edited: `greatest(created_at, updated_at) > t` is exactly "created or
 * updated after t" (both are not null), and it is one expression an index can hold (properties_changed_idx).
 */
export const changedAt = sql`greatest(${properties.createdAt}, ${properties.updatedAt})`;

/**
 * What the search conditions read of a listing. The window holds only these: a listing's description and
 * title would make it several times larger for nothing. A condition reading a column not listed here fails
 * loudly (no such column), and the digest tests run every condition kind. The free text comes last: a scan
 * that does not test it stops reading each row before it.
 */
const WINDOW_COLUMNS = [
  properties.id,
  properties.listed,
  properties.createdAt,
  properties.updatedAt,
  properties.purpose,
  properties.type,
  properties.subType,
  properties.citySlug,
  properties.localitySlug,
  properties.bedrooms,
  properties.bathrooms,
  properties.price,
  properties.carpetArea,
  properties.builtUpArea,
  properties.plotArea,
  properties.furnishing,
  properties.postedByType,
  properties.tenantPreference,
  properties.amenities,
  properties.verificationStatus,
  properties.searchText,
  properties.locationText,
];

/** A digest run's window: a temporary table of the live listings changed after `from`, as they were then. */
export interface DigestWindow {
  table: string;
  from: Date;
}

/**
 * Reading the window: about a day's listings, found by the changed-at index and each read from its own page of
 * the table. Longer than the server's statement timeout allows a search: a weekly window is a week's listings.
 */
const WINDOW_READ_TIMEOUT = '5min';

/**
 * Copies the live listings changed after `from` into a temporary table of this connection (decision 044), once
 * for a whole digest run: each chunk of searches reads it instead of the table. Reading them from the table per
 * chunk made every chunk read a day's listings page by page — most of a chunk's time — and pushed the search
 * pages out of PostgreSQL's shared buffers each time (a temporary table lives in the connection's own memory).
 * `db` must be one connection (`withSession`); the table goes when `closeDigestWindow` runs or the connection ends.
 */
export async function openDigestWindow(db: Database, name: string, from: Date): Promise<DigestWindow> {
  const table = `alert_digest_window_${name}`;
  const columns = sql.join(
    WINDOW_COLUMNS.map((column) => sql`${column}`),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local statement_timeout = '${WINDOW_READ_TIMEOUT}'`));
    // Left by a run of this connection that could not drop it (PGlite's one connection outlives a failed run).
    await tx.execute(sql`drop table if exists ${sql.identifier(table)}`);
    await tx.execute(
      sql`create temporary table ${sql.identifier(table)} as select ${columns} from ${properties} where ${isLive} and ${changedAt} > ${from.toISOString()}::timestamptz`,
    );
  });
  return { table, from };
}

export async function closeDigestWindow(db: Database, window: DigestWindow): Promise<void> {
  await db.execute(sql`drop table if exists ${sql.identifier(window.table)}`);
}
