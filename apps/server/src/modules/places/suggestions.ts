/**
 * GET /api/places?q= (issue 21, decision 032): the places live listings name that the text may mean, best
 * first. Two ways in, one statement: the gazetteer (domain matchPlaces) reads typos and Devanagari
 * ('jaipr', 'जयपुर') as the slugs of known places, and the text's key is a prefix of the names in the
 * suggestions table, for places the gazetteer does not know (a new locality, a society). Counts come
 * from that table, never from the listings, so a keystroke costs a few index probes whatever their number.
 */
import {
  hindiNamesOf,
  matchPlaces,
  PLACE_SEGMENTS,
  type PlaceCandidate,
  type PlaceSegment,
  type PlaceSuggestion,
  type PlaceSuggestionKind,
  type PlaceSuggestions,
  type PlaceSuggestQuery,
  placeKey,
  placePath,
} from '@aangan/domain';
import { and, desc, gt, like, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { placeSuggestions } from '../../db/schema.ts';

type Match = PlaceCandidate['match'];

/** Gazetteer places looked up per request: all of a two-letter prefix's, so none with listings is cut. */
const GAZETTEER_CANDIDATES = 60;
const MATCH_ORDER: Record<Match, number> = { exact: 0, prefix: 1, typo: 2 };
const KIND_ORDER: Record<PlaceSuggestionKind, number> = { city: 0, locality: 1, society: 2 };

type Row = typeof placeSuggestions.$inferSelect;

interface Ranked {
  row: Row;
  match: Match;
  distance: number;
  count: number;
}

function identity(kind: string, citySlug: string, localitySlug: string, societyKey = ''): string {
  return [kind, citySlug, localitySlug, societyKey].join('\u0000');
}

/** The segment a place's suggestion leads to when the box is on no tab's: where most of its listings are. */
function busiestSegment(row: Row): PlaceSegment {
  let best: PlaceSegment = 'buy';
  for (const segment of PLACE_SEGMENTS) if (row[segment] > row[best]) best = segment;
  return best;
}

/**
 * A city's or locality's page; a society has none, so its locality's results searched for its name with the
 * location flag, which looks in the society field: what the search itself finds for it.
 */
function hrefOf(row: Row, segment: PlaceSegment): string {
  if (row.kind === 'city') return placePath({ segment, citySlug: row.citySlug });
  const page = placePath({ segment, citySlug: row.citySlug, localitySlug: row.localitySlug });
  if (row.kind === 'locality') return page;
  return `${page}?${new URLSearchParams({ q: row.name, location: 'true' })}`;
}

/** A city's or locality's own Devanagari name and its city's; a society's locality's and city's. */
function hindiOf(row: Row): PlaceSuggestion['hindi'] {
  const known = hindiNamesOf(row.citySlug, row.kind === 'city' ? undefined : row.localitySlug);
  const names =
    row.kind === 'society'
      ? { city: known.city, locality: known.locality }
      : { name: row.kind === 'city' ? known.city : known.locality, city: known.city };
  const given = Object.fromEntries(Object.entries(names).filter(([, name]) => name !== undefined));
  return Object.keys(given).length > 0 ? given : undefined;
}

function toSuggestion({ row, count }: Ranked, segment: PlaceSegment | undefined): PlaceSuggestion {
  const hindi = hindiOf(row);
  return {
    kind: row.kind,
    name: row.name,
    city: row.cityName,
    citySlug: row.citySlug,
    ...(row.kind === 'city' ? {} : { localitySlug: row.localitySlug }),
    ...(row.kind === 'society' && row.localityName ? { locality: row.localityName } : {}),
    ...(hindi ? { hindi } : {}),
    count,
    href: hrefOf(row, segment ?? busiestSegment(row)),
  };
}

/** Exact before prefix before typo (fewer typos first), then the most listings; kind and name settle ties. */
function byRank(a: Ranked, b: Ranked): number {
  return (
    MATCH_ORDER[a.match] - MATCH_ORDER[b.match] ||
    a.distance - b.distance ||
    b.count - a.count ||
    KIND_ORDER[a.row.kind] - KIND_ORDER[b.row.kind] ||
    (a.row.name < b.row.name ? -1 : a.row.name > b.row.name ? 1 : 0)
  );
}

/** The gazetteer's places as rows of the table: a city, or a locality of its city (never a society). */
function gazetteerRows(candidates: readonly PlaceCandidate[]): SQL | undefined {
  if (candidates.length === 0) return undefined;
  const identities = candidates.map((place) =>
    place.kind === 'city'
      ? sql`('city', ${place.slug}, '', '')`
      : sql`('locality', ${place.citySlug}, ${place.slug}, '')`,
  );
  return sql`(${placeSuggestions.kind}, ${placeSuggestions.citySlug}, ${placeSuggestions.localitySlug}, ${placeSuggestions.societyKey}) in (${sql.join(identities, sql`, `)})`;
}

export async function suggestPlaces(db: Database, { q, segment, limit }: PlaceSuggestQuery): Promise<PlaceSuggestions> {
  const key = placeKey(q);
  if (key === '') return { places: [] };
  const counted = placeSuggestions[segment ?? 'listings'];
  const candidates = matchPlaces(q, { limit: GAZETTEER_CANDIDATES });

  // The names the key begins, those spelt exactly as typed first, then the most listings: a limit's worth.
  const prefixed = db
    .select()
    .from(placeSuggestions)
    .where(and(like(placeSuggestions.key, `${key}%`), gt(counted, 0)))
    .orderBy(desc(sql`${placeSuggestions.key} = ${key}`), desc(counted))
    .limit(limit);
  const known = gazetteerRows(candidates);
  const rows = known
    ? await prefixed.unionAll(
        db
          .select()
          .from(placeSuggestions)
          .where(and(known, gt(counted, 0))),
      )
    : await prefixed;

  const matches = new Map<string, { match: Match; distance: number }>();
  for (const place of candidates) {
    const id =
      place.kind === 'city' ? identity('city', place.slug, '') : identity('locality', place.citySlug, place.slug);
    if (!matches.has(id)) matches.set(id, { match: place.match, distance: place.distance });
  }
  const ranked = new Map<string, Ranked>();
  for (const row of rows) {
    const id = identity(row.kind, row.citySlug, row.localitySlug, row.societyKey);
    const byName: Match | undefined = row.key === key ? 'exact' : row.key.startsWith(key) ? 'prefix' : undefined;
    const byGazetteer = matches.get(id);
    const best =
      byName && (!byGazetteer || MATCH_ORDER[byName] <= MATCH_ORDER[byGazetteer.match])
        ? { match: byName, distance: 0 }
        : (byGazetteer ?? { match: 'typo', distance: 0 });
    ranked.set(id, { row, ...best, count: row[segment ?? 'listings'] });
  }
  const places = [...ranked.values()].sort(byRank).slice(0, limit);
  return { places: places.map((place) => toSuggestion(place, segment)) };
}
