import type { Database } from '../src/db/database.ts';
import { backfillPlaceSlugs, placeSlugColumns } from '../src/db/place-slugs.ts';
import { properties, user } from '../src/db/schema.ts';
import { buildDemoUsers, buildProperty, createRng, DEMO_POSTERS } from '../src/db/seed/factory.ts';
import type { PropertyInsert } from '../src/db/seed/property.ts';

/**
 * Listings in a few places for the place pages' and the sitemap's tests (decision 023): two spellings of
 * Bikaner and Sadul Ganj, a place in Devanagari, and listings out of public view that no place may count.
 */
const NOW = new Date('2026-11-01T10:00:00Z');
const rng = createRng(2323);

interface Spec {
  purpose: 'sell' | 'rent' | 'pg';
  city: string;
  locality: string;
  commercial?: boolean;
  out?: 'hidden' | 'expired';
}

function row({ purpose, city, locality, commercial, out }: Spec): PropertyInsert {
  const subType = commercial ? 'office' : 'flat';
  const { property } = buildProperty(rng, { purpose, subType, city: 'Bikaner', now: NOW, posters: DEMO_POSTERS });
  const hidden =
    out === 'hidden' ? { listed: false, hiddenAt: NOW, hiddenReason: 'fake' as const, hiddenBy: 'A moderator' } : {};
  const expired = out === 'expired' ? { listed: false, expiredAt: NOW } : {};
  // Written without slugs: the backfill fills them, as for rows from before migration 0016.
  return { ...property, city, locality, citySlug: null, localitySlug: null, ...hidden, ...expired };
}

export const PLACE_FIXTURES: Spec[] = [
  { purpose: 'rent', city: 'Bikaner', locality: 'Sadul Ganj' },
  { purpose: 'rent', city: 'Bikaner', locality: 'Sadul Ganj' },
  // Another spelling of the same places: one place each, shown as most listings spell it.
  { purpose: 'rent', city: 'bikaner ', locality: 'sadul-ganj' },
  { purpose: 'rent', city: 'Bikaner', locality: 'Rani Bazar' },
  { purpose: 'sell', city: 'Bikaner', locality: 'Rani Bazar' },
  { purpose: 'rent', city: 'Bikaner', locality: 'Sadul Ganj', commercial: true },
  { purpose: 'pg', city: 'जयपुर', locality: 'मालवीय नगर' },
  { purpose: 'rent', city: 'Bikaner', locality: 'Hidden Lane', out: 'hidden' },
  { purpose: 'sell', city: 'Bikaner', locality: 'Sadul Ganj', out: 'expired' },
  { purpose: 'rent', city: 'Kota', locality: 'Talwandi', out: 'hidden' },
];

/**
 * Inserts the fixtures (with the demo users who post them) without slugs, then backfills them in small
 * batches, as for rows written before migration 0016. Returns how many rows the backfill filled.
 */
export async function insertPlaceFixtures(db: Database): Promise<number> {
  await db.insert(user).values(buildDemoUsers(NOW));
  await db.insert(properties).values(PLACE_FIXTURES.map(row));
  return backfillPlaceSlugs(db, 3);
}

/**
 * `count` live flats for rent in one locality, written with their slugs as a listing's create writes them: enough
 * of them to pass the count cap (SEARCH_COUNT_CAP) in a few inserts. Returns their ids.
 */
export async function insertRentals(
  db: Database,
  place: { city: string; locality: string },
  count: number,
): Promise<string[]> {
  const rows = Array.from({ length: count }, () => {
    const { property } = buildProperty(rng, {
      purpose: 'rent',
      subType: 'flat',
      city: 'Bikaner',
      now: NOW,
      posters: DEMO_POSTERS,
    });
    return { ...property, ...place, ...placeSlugColumns(place) };
  });
  const ids: string[] = [];
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const batch = rows.slice(start, start + INSERT_BATCH);
    ids.push(...(await db.insert(properties).values(batch).returning({ id: properties.id })).map((row) => row.id));
  }
  return ids;
}

/** Rows per insert: far below PostgreSQL's 65,535 bound parameters at about 50 columns a row. */
const INSERT_BATCH = 500;
