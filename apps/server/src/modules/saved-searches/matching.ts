import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isLive } from '../../access/listing-visibility.ts';
import type { Database } from '../../db/database.ts';
import { properties, savedSearches } from '../../db/schema.ts';

const s = savedSearches;
const p = properties;

/** A scalar filter: null is any. */
function sameOrAny(wanted: AnyPgColumn, actual: AnyPgColumn): SQL {
  return sql`(${wanted} is null or ${wanted} = ${actual})`;
}

/**
 * The same, for the columns saved_searches_reverse_idx holds (city, purpose, type): `coalesce(x, '') = any(
 * array['', v])` is `x is null or x = v`, since no stored value is '' (a CHECK for the city; purpose and type
 * are one of the domain's values). Written so, the index is probed once per combination of "any" and the
 * listing's value, rather than read for every search on the "any" side of one column and filtered on the rest.
 */
function sameOrAnyIndexed(wanted: AnyPgColumn, actual: AnyPgColumn): SQL {
  return sql`coalesce(${wanted}, '') = any(array['', ${actual}])`;
}

/** An "any of" list filter: empty is any. A listing without the value (null) matches no list, as in the search. */
function anyOf(list: AnyPgColumn, actual: AnyPgColumn): SQL {
  return sql`(cardinality(${list}) = 0 or ${actual} = any(${list}))`;
}

/** Room counts as the search asks them: `IN (exact) OR >= at least`, nothing chosen being any. */
function rooms(exact: AnyPgColumn, atLeast: AnyPgColumn, actual: AnyPgColumn): SQL {
  return sql`((cardinality(${exact}) = 0 and ${atLeast} is null) or ${actual} = any(${exact}) or ${actual} >= ${atLeast})`;
}

/** One of the listing's areas within the range (docs/product.md §7 'area overlap'); no range is any. */
function areaWithin(): SQL {
  const within = (area: AnyPgColumn) =>
    sql`((${s.areaMin} is null or ${area} >= ${s.areaMin}) and (${s.areaMax} is null or ${area} <= ${s.areaMax}))`;
  return sql`((${s.areaMin} is null and ${s.areaMax} is null) or ${within(p.carpetArea)} or ${within(p.builtUpArea)} or ${within(p.plotArea)})`;
}

/**
 * Whether a saved search (its filter columns) finds the listing joined beside it: `searchConditions`
 * (modules/properties/search-filters.ts) read the other way round, condition for condition. Tested against the
 * forward search, filter by filter, in matching.test.ts.
 */
function savedSearchFindsListing(): SQL {
  return and(
    sameOrAnyIndexed(s.citySlug, p.citySlug),
    sameOrAnyIndexed(s.purpose, p.purpose),
    sameOrAnyIndexed(s.propertyType, p.type),
    sameOrAny(s.localitySlug, p.localitySlug),
    // Sub-types per property type: a plot search's 'other' is residential only.
    sql`((cardinality(${s.residentialSubTypes}) = 0 and cardinality(${s.commercialSubTypes}) = 0) or (${p.type} = 'residential' and ${p.subType} = any(${s.residentialSubTypes})) or (${p.type} = 'commercial' and ${p.subType} = any(${s.commercialSubTypes})))`,
    // The search's `like '%text%'` with `%` and `_` escaped is a literal part of the lower-cased text.
    sql`(${s.searchTerm} = '' or strpos(${p.searchText}, ${s.searchTerm}) > 0)`,
    rooms(s.bedroomsExact, s.bedroomsAtLeast, p.bedrooms),
    rooms(s.bathroomsExact, s.bathroomsAtLeast, p.bathrooms),
    sql`(${s.budgetMin} is null or ${p.price} >= ${s.budgetMin})`,
    sql`(${s.budgetMax} is null or ${p.price} <= ${s.budgetMax})`,
    areaWithin(),
    anyOf(s.furnishing, p.furnishing),
    anyOf(s.postedBy, p.postedByType),
    // A tenant search's serving preferences; a listing without one (for sale) is in no such list.
    anyOf(s.tenantPreferences, p.tenantPreference),
    // Every amenity asked for is present; none asked is contained in any.
    sql`${s.amenities} <@ ${p.amenities}`,
  ) as SQL;
}

/**
 * The reverse match as a prepared statement, one per database handle: its text is long (every filter read
 * backwards), and building, parsing and planning it anew took about as long as running it.
 */
function prepareMatching(db: Database) {
  // One row holding the ids, not a row per id: a listing matches thousands of searches at 100,000 of them,
  // and a row each cost more to send and read than finding them did. Joined by commas rather than an array,
  // which the driver parses character by character in JavaScript (5 ms for 4,500 ids; a split is native).
  return db
    .select({ ids: sql<string | null>`string_agg(${s.id}::text, ',' order by ${s.id})` })
    .from(p)
    .innerJoin(s, savedSearchFindsListing())
    .where(and(eq(p.id, sql.placeholder('propertyId')), isLive))
    .prepare('saved_searches_matching');
}

const prepared = new WeakMap<Database, ReturnType<typeof prepareMatching>>();

/**
 * The ids of the saved searches a listing satisfies, in one query (the heart of instant alerts, issue 20): none
 * unless the listing is live (listed: not hidden, expired, withdrawn or its poster suspended), the same rule
 * every search applies. A deleted listing is not there to join, so it matches nothing.
 */
export async function savedSearchesMatching(db: Database, propertyId: string): Promise<string[]> {
  const query = prepared.get(db) ?? prepareMatching(db);
  prepared.set(db, query);
  const [row] = await query.execute({ propertyId });
  return row?.ids ? row.ids.split(',') : [];
}
