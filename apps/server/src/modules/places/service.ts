import {
  PLACE_LOCALITY_LINKS,
  PLACE_NOT_FOUND_MESSAGE,
  PLACE_SEGMENTS,
  type Place,
  type PlaceSegment,
  propertySearchSchema,
  searchScopeForTab,
  TOP_CITIES,
  type TopCities,
} from '@aangan/domain';
import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { isLive } from '../../access/listing-visibility.ts';
import type { Database } from '../../db/database.ts';
import { properties } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { searchConditions } from '../properties/service.ts';

/**
 * The display name is the most common spelling among this many of the place's live listings: at a million
 * listings a big city has tens of thousands, and reading all of them for a name would cost a page view far
 * more than the listings it shows. Spellings of one slug differ only in case and punctuation.
 */
const NAME_SAMPLE = 1_000;

/**
 * The listings a segment's search finds (in a place, when given): the search's own conditions, live
 * listings only, so a page's count, its results and the sitemap always agree.
 */
export function segmentConditions(segment: PlaceSegment, city?: string, locality?: string): SQL {
  const search = propertySearchSchema.parse({ ...searchScopeForTab(segment), city, locality });
  return searchConditions(search) as SQL;
}

/** The most common spelling of a name column among a sample of the place's live listings; null if none. */
async function commonName(
  db: Database,
  column: typeof properties.city | typeof properties.locality,
  where: SQL,
  sampleSize = NAME_SAMPLE,
): Promise<string | null> {
  const sample = db
    .select({ name: sql<string>`${column}`.as('name') })
    .from(properties)
    .where(where)
    .limit(sampleSize);
  const [row] = await db
    .select({ name: sql<string | null>`mode() within group (order by ${sql.raw('"name"')})` })
    .from(sample.as('sample'));
  return row?.name ?? null;
}

/** Each segment's live listings in a place, in the segments' order, in one statement. */
async function segmentCounts(db: Database, city: string, locality?: string): Promise<Place['segments']> {
  const columns = Object.fromEntries(
    PLACE_SEGMENTS.map((segment) => [
      segment,
      sql<number>`count(*) filter (where ${segmentConditions(segment, city, locality)})::int`,
    ]),
  ) as Record<PlaceSegment, SQL<number>>;
  const [row] = await db
    .select(columns)
    .from(properties)
    .where(and(isLive, eq(properties.citySlug, city), locality ? eq(properties.localitySlug, locality) : undefined));
  return PLACE_SEGMENTS.map((segment) => ({ segment, count: Number(row?.[segment] ?? 0) }));
}

/** A locality link's name: the most common spelling among this many of its listings. */
const LOCALITY_NAME_SAMPLE = 100;

/**
 * The city's localities with live listings in the segment, most first, for links. The counts come from the
 * place index alone; the names are read for the few localities shown, from a sample each, so a city of
 * tens of thousands of listings does not read them all (decision 023).
 */
async function localitiesOf(db: Database, segment: PlaceSegment, city: string): Promise<Place['localities']> {
  const count = sql<number>`count(*)::int`;
  const top = await db
    .select({ slug: sql<string>`${properties.localitySlug}`, count })
    .from(properties)
    .where(and(segmentConditions(segment, city), ne(properties.localitySlug, '')))
    .groupBy(properties.localitySlug)
    .orderBy(desc(count), properties.localitySlug)
    .limit(PLACE_LOCALITY_LINKS);
  return Promise.all(
    top.map(async (row) => {
      const inLocality = and(segmentConditions(segment, city, row.slug)) as SQL;
      const name = await commonName(db, properties.locality, inLocality, LOCALITY_NAME_SAMPLE);
      return { name: name ?? row.slug, slug: row.slug, count: Number(row.count) };
    }),
  );
}

function placeNotFound(): AppError {
  return new AppError('NOT_FOUND', PLACE_NOT_FOUND_MESSAGE);
}

/**
 * A city or locality page (decision 023). A place is known while any live listing has its slug, in any
 * segment; an unknown one is a 404. A known place whose segment has no listing answers a count of 0, with
 * the other segments' counts to link to.
 */
export async function findPlace(db: Database, segment: PlaceSegment, city: string, locality?: string): Promise<Place> {
  const inCity = and(isLive, eq(properties.citySlug, city)) as SQL;
  const cityName = await commonName(db, properties.city, inCity);
  if (cityName === null) throw placeNotFound();
  let localityName: string | null = null;
  if (locality) {
    localityName = await commonName(db, properties.locality, and(inCity, eq(properties.localitySlug, locality)) as SQL);
    if (localityName === null) throw placeNotFound();
  }
  const [segments, localities] = await Promise.all([
    segmentCounts(db, city, locality),
    localitiesOf(db, segment, city),
  ]);
  return {
    segment,
    city: { name: cityName, slug: city },
    locality: locality && localityName ? { name: localityName, slug: locality } : null,
    count: segments.find((entry) => entry.segment === segment)?.count ?? 0,
    localities,
    segments,
  };
}

/** The cities with the most live listings, most first (ties by slug), with their common spelling. */
export async function findTopCities(db: Database): Promise<TopCities> {
  const count = sql<number>`count(*)::int`;
  const top = await db
    .select({ slug: sql<string>`${properties.citySlug}`, count })
    .from(properties)
    .where(and(isLive, ne(properties.citySlug, '')))
    .groupBy(properties.citySlug)
    .orderBy(desc(count), properties.citySlug)
    .limit(TOP_CITIES);
  const cities = await Promise.all(
    top.map(async (row) => ({
      name: (await commonName(db, properties.city, and(isLive, eq(properties.citySlug, row.slug)) as SQL)) ?? row.slug,
      slug: row.slug,
      count: Number(row.count),
    })),
  );
  return { cities };
}
