/**
 * The SQL of a place answer (decision 023): a few statements, each reading a bounded part of the place index.
 * Counts stop at SEARCH_COUNT_CAP + 1 rows as the search's total does (decision 008), names come from mode()
 * over a sample, and a city's localities are found by hopping through the index rather than reading all of
 * its listings.
 */
import {
  PLACE_LOCALITY_LINKS,
  PLACE_SEGMENTS,
  type PlaceSegment,
  PROPERTY_TYPES,
  type PropertySearch,
  PURPOSES,
  propertySearchSchema,
  SEARCH_COUNT_CAP,
  searchScopeForTab,
  TOP_CITIES,
  toStoredPurpose,
} from '@aangan/domain';
import { and, desc, eq, gt, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isLive } from '../../access/listing-visibility.ts';
import type { Database } from '../../db/database.ts';
import { properties } from '../../db/schema.ts';
import { filterIndexRanges, searchConditions } from '../properties/service.ts';

/**
 * A display name is the most common spelling among this many of the place's live listings: at a million
 * listings a big city has a hundred thousand, and reading them for a name would cost a page view far more
 * than the listings it shows. Spellings of one slug differ only in case and punctuation, so a hundred tell.
 */
const NAME_SAMPLE = 100;

/** What a segment's search asks, in a place when given: the tab's scope (searchScopeForTab). */
function segmentSearch(segment: PlaceSegment, city?: string, locality?: string): PropertySearch {
  return propertySearchSchema.parse({ ...searchScopeForTab(segment), city, locality });
}

/**
 * The listings a segment's search finds (in a place, when given): the search's own conditions, live
 * listings only, so a page's count, its results and the sitemap always agree.
 */
export function segmentConditions(segment: PlaceSegment, city?: string, locality?: string): SQL {
  return searchConditions(segmentSearch(segment, city, locality)) as SQL;
}

/**
 * The same listings, with the type and purpose the segment leaves open named (decision 008): the place
 * index leads with (city, type, purpose, locality), so they are read as one short range per value.
 */
function segmentRanges(search: PropertySearch): SQL {
  return and(searchConditions(search), filterIndexRanges(search)) as SQL;
}

/** `count(*)` of what `where` finds, reading no more than SEARCH_COUNT_CAP + 1 rows: a scalar subquery. */
function cappedCount(db: Database, where: SQL): SQL<number> {
  const rows = db
    .select({ one: sql`1` })
    .from(properties)
    .where(where)
    .limit(SEARCH_COUNT_CAP + 1);
  return sql<number>`(select count(*)::int from (${rows}) as found)`;
}

/** The listings again, to read a sampled row's name by its id. */
const named = alias(properties, 'named');

/**
 * The most common spelling of a name column among NAME_SAMPLE of what `where` finds (null if nothing): a scalar
 * subquery. The sample's ids come from the place index alone (`where` must name its ranges), and each row's
 * name is then read by its primary key. Asked for the names directly, the planner may scan the table for a
 * big city, trusting its rows to be spread evenly (a city whose listings all came lately would be read past
 * most of the table); joined to the ids, it may hash the whole table on small data.
 */
function commonName(db: Database, column: 'city' | 'locality', where: SQL): SQL<string | null> {
  const sample = db.select({ id: properties.id }).from(properties).where(where).limit(NAME_SAMPLE).as('sample');
  const nameOf = db.select({ name: named[column] }).from(named).where(eq(named.id, sample.id));
  const names = db.select({ name: sql`(${nameOf})`.as('name') }).from(sample);
  return sql<string | null>`(select mode() within group (order by name) from (${names}) as names)`;
}

/** Every type and purpose named: after a city, one short range of the place index per pair. */
const EVERY_SEGMENT_RANGE = filterIndexRanges(propertySearchSchema.parse({}));

/** A place's live listings in every segment, as short ranges of the place index: what makes a place known. */
function inPlace(city: string, locality?: string): SQL {
  const search = propertySearchSchema.parse({ city, locality });
  return and(searchConditions(search), filterIndexRanges(search)) as SQL;
}

/** A place's names (null where no live listing has the slug) and every segment's count there. */
export interface PlaceHead {
  city: string | null;
  locality: string | null;
  /** Found per segment, to SEARCH_COUNT_CAP + 1. */
  found: Record<PlaceSegment, number>;
}

/**
 * One statement: the city's name (and the locality's), which also says whether the place is known, and each
 * segment's listings there counted to the cap, each a few short ranges of the place index.
 */
export async function readPlaceHead(db: Database, city: string, locality?: string): Promise<PlaceHead> {
  const counts = Object.fromEntries(
    PLACE_SEGMENTS.map((segment) => [segment, cappedCount(db, segmentRanges(segmentSearch(segment, city, locality)))]),
  ) as Record<PlaceSegment, SQL<number>>;
  const [row] = await db
    .select({
      city: commonName(db, 'city', inPlace(city)),
      locality: locality ? commonName(db, 'locality', inPlace(city, locality)) : sql<null>`null`,
      ...counts,
    })
    .from(sql`(select 1) as one`);
  const found = Object.fromEntries(PLACE_SEGMENTS.map((segment) => [segment, Number(row?.[segment] ?? 0)]));
  return { city: row?.city ?? null, locality: row?.locality ?? null, found: found as Record<PlaceSegment, number> };
}

/**
 * The first locality slug after `after` with a listing of the search, in slug order: one probe of the place
 * index per (type, purpose) range the segment covers, the least of them. PostgreSQL 15 has no skip scan;
 * this is one by hand.
 */
function nextLocality(db: Database, search: PropertySearch, after: SQL): SQL {
  // Each probe must fix type and purpose: with a list for either, PostgreSQL 15 cannot read the index in
  // slug order and would sort the whole range instead. Segments scope by purpose or type alone (no rooms).
  const types = search.type ? [search.type] : PROPERTY_TYPES;
  const purposes = search.purpose ? [toStoredPurpose(search.purpose)] : PURPOSES;
  const probes = types.flatMap((type) =>
    purposes.map((purpose) => {
      const first = db
        .select({ slug: properties.localitySlug })
        .from(properties)
        .where(
          and(
            searchConditions(search),
            eq(properties.type, type),
            eq(properties.purpose, purpose),
            gt(properties.localitySlug, after),
          ),
        )
        .orderBy(properties.localitySlug)
        .limit(1);
      return sql`(${first})`;
    }),
  );
  return sql`least(${sql.join(probes, sql`, `)})`;
}

/** A locality link as read: its slug, its listings to SEARCH_COUNT_CAP + 1, and its common spelling. */
export interface LocalityRow {
  slug: string;
  found: number;
  name: string | null;
}

/**
 * The city's localities with listings in the segment, most first (ties by slug), at most
 * PLACE_LOCALITY_LINKS, in one statement: the localities are enumerated by hopping through the place
 * index (one probe per locality and range, never their listings), each is counted to the cap, and the
 * chosen few get a name from a sample. Up to the cap the ranking is exact; localities past it all read
 * '1,000+' and rank among themselves by slug.
 */
export async function readTopLocalities(db: Database, segment: PlaceSegment, city: string): Promise<LocalityRow[]> {
  const search = segmentSearch(segment, city);
  const current = sql`${sql.identifier('localities')}.${sql.identifier('slug')}`;
  const inCurrent = and(segmentRanges(search), eq(properties.localitySlug, current)) as SQL;
  const ranked = sql`(
    with recursive localities(slug) as (
      select ${nextLocality(db, search, sql`''`)}
      union all
      select ${nextLocality(db, search, current)} from localities where ${current} is not null
    )
    select slug, ${cappedCount(db, inCurrent)} as found
    from localities
    where ${current} is not null
    order by found desc, slug
    limit ${PLACE_LOCALITY_LINKS}
  ) as ranked`;
  const chosen = sql`${sql.identifier('ranked')}.${sql.identifier('slug')}`;
  const found = sql<number>`${sql.identifier('ranked')}.${sql.identifier('found')}`;
  const inChosen = and(segmentRanges(search), eq(properties.localitySlug, chosen)) as SQL;
  const rows = await db
    .select({ slug: sql<string>`${chosen}`, found, name: commonName(db, 'locality', inChosen) })
    .from(ranked)
    .orderBy(desc(found), chosen);
  return rows.map((row) => ({ slug: row.slug, found: Number(row.found), name: row.name }));
}

/**
 * The cities with the most live listings, most first (ties by slug), with their common spelling, in one
 * statement. It groups every live listing (an index-only scan of the place index), which is why the route
 * keeps the answer five minutes.
 */
export async function readTopCities(db: Database): Promise<{ name: string; slug: string; count: number }[]> {
  const count = sql<number>`count(*)::int`;
  const top = db
    .select({ slug: sql<string>`${properties.citySlug}`.as('slug'), count: count.as('count') })
    .from(properties)
    .where(and(isLive, ne(properties.citySlug, '')))
    .groupBy(properties.citySlug)
    .orderBy(desc(count), properties.citySlug)
    .limit(TOP_CITIES)
    .as('top');
  const inCity = and(isLive, eq(properties.citySlug, top.slug), EVERY_SEGMENT_RANGE) as SQL;
  const rows = await db
    .select({ slug: top.slug, count: top.count, name: commonName(db, 'city', inCity) })
    .from(top)
    .orderBy(desc(top.count), top.slug);
  return rows.map((row) => ({ name: row.name ?? row.slug, slug: row.slug, count: Number(row.count) }));
}
