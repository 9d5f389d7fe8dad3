import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  PROPERTY_TYPES,
  type PropertySearch,
  type PropertyType,
  PURPOSES,
  splitRoomCounts,
  tenantPreferencesServing,
  toStoredPurpose,
  toStoredSubTypes,
} from '@aangan/domain';
import {
  and,
  arrayContains,
  asc,
  between,
  desc,
  eq,
  gte,
  inArray,
  lte,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isLive } from '../../access/listing-visibility.ts';
import { properties } from '../../db/schema.ts';
import { containsText } from './text-match.ts';

/** A list filter that was given: absent and empty lists do not filter. */
function isChosen<T>(values: readonly T[] | undefined): values is readonly T[] {
  return values !== undefined && values.length > 0;
}

/** `column IN (exact) OR column >= atLeast` for room counts whose top option means "or more". */
function roomCondition(
  column: AnyPgColumn,
  values: readonly number[] | undefined,
  options: readonly number[],
): SQL | undefined {
  if (!isChosen(values)) return undefined;
  const { exact, atLeast } = splitRoomCounts(values, options);
  return or(exact.length > 0 ? inArray(column, exact) : undefined, atLeast !== null ? gte(column, atLeast) : undefined);
}

/** Sub-types per property type: a filter's 'flat' finds stored flat, studio, serviced and floor (decision 005). */
function subTypeCondition(search: PropertySearch): SQL | undefined {
  if (!isChosen(search.subType)) return undefined;
  const stored = toStoredSubTypes(search.subType);
  const byType = (type: 'residential' | 'commercial', subTypes: readonly string[]) =>
    subTypes.length > 0 && (search.type === undefined || search.type === type)
      ? and(eq(properties.type, type), inArray(properties.subType, [...subTypes]))
      : undefined;
  // No sub-type of the searched type was asked for: nothing can match.
  return or(byType('residential', stored.residential), byType('commercial', stored.commercial)) ?? sql`false`;
}

/** Free text: a case-insensitive partial match; `%` and `_` are matched literally. */
function textCondition(search: PropertySearch): SQL | undefined {
  if (!search.q) return undefined;
  const text = search.q.toLowerCase();
  const inText = containsText(properties.searchText, text);
  return search.location ? or(inText, containsText(properties.locationText, text)) : inText;
}

/** Any of carpet, built-up and plot area within the range (docs/product.md §7 'area overlap'). */
function areaCondition(search: PropertySearch): SQL | undefined {
  const { minArea, maxArea } = search;
  if (minArea === undefined && maxArea === undefined) return undefined;
  const within = (column: AnyPgColumn) =>
    and(
      minArea !== undefined ? gte(column, minArea) : undefined,
      maxArea !== undefined ? lte(column, maxArea) : undefined,
    );
  return or(within(properties.carpetArea), within(properties.builtUpArea), within(properties.plotArea));
}

/**
 * The map's area (decision 036): listings whose public point is in the box, edges included, read from the map
 * index (properties_map_idx). Never the exact pins: a box, however small, finds a locality's listings together.
 */
function boxCondition(search: PropertySearch): SQL | undefined {
  const { bbox } = search;
  if (bbox === undefined) return undefined;
  return and(
    between(properties.mapLatitude, bbox.south, bbox.north),
    between(properties.mapLongitude, bbox.west, bbox.east),
  );
}

/**
 * The property type asked for, or implied: only residential listings have bedrooms and bathrooms (the
 * listing rules store none for commercial ones), so a room filter means residential. It matches the
 * same rows and lets the filter index narrow to one range (decision 008).
 */
export function searchedType(search: PropertySearch): PropertyType | undefined {
  return search.type ?? (isChosen(search.bedrooms) || isChosen(search.bathrooms) ? 'residential' : undefined);
}

function typeCondition(search: PropertySearch): SQL | undefined {
  const type = searchedType(search);
  return type ? eq(properties.type, type) : undefined;
}

/**
 * The filter index leads with type and purpose (so does the place index, after the city). Naming every value of
 * those a search leaves open turns one long scan into a short range per value (PostgreSQL before 18 has no skip
 * scan); the rows found are the same (decision 008).
 */
export function filterIndexRanges(search: PropertySearch): SQL | undefined {
  return and(
    searchedType(search) ? undefined : inArray(properties.type, [...PROPERTY_TYPES]),
    search.purpose ? undefined : inArray(properties.purpose, [...PURPOSES]),
  );
}

/**
 * The ranges for a search's matches, only where something narrows each range: a city (the place index), bedrooms
 * or a budget (the filter index), bathrooms (their own index). Otherwise the ranges are the whole filter index in kind-by-kind order, and the
 * newest-first index, which carries every filter column, finds the matches sooner: the filter index read every
 * commercial and PG listing (no gym) before the first home with a lift and a gym (issue 22, decision 039).
 */
export function searchIndexRanges(search: PropertySearch): SQL | undefined {
  const narrowed =
    search.city !== undefined ||
    isChosen(search.bedrooms) ||
    isChosen(search.bathrooms) ||
    search.minPrice !== undefined ||
    search.maxPrice !== undefined;
  return narrowed ? filterIndexRanges(search) : undefined;
}

/** Every filter of the search as one WHERE clause; each is applied by the database, never afterwards. */
export function searchConditions(search: PropertySearch): SQL | undefined {
  return and(
    // Listings out of public view are never found (decision 019).
    isLive,
    // A place page's city and locality, by slug (decision 023).
    search.city ? eq(properties.citySlug, search.city) : undefined,
    search.locality ? eq(properties.localitySlug, search.locality) : undefined,
    boxCondition(search),
    search.purpose ? eq(properties.purpose, toStoredPurpose(search.purpose)) : undefined,
    typeCondition(search),
    subTypeCondition(search),
    textCondition(search),
    roomCondition(properties.bedrooms, search.bedrooms, BEDROOM_OPTIONS),
    roomCondition(properties.bathrooms, search.bathrooms, BATHROOM_OPTIONS),
    search.minPrice !== undefined ? gte(properties.price, search.minPrice) : undefined,
    search.maxPrice !== undefined ? lte(properties.price, search.maxPrice) : undefined,
    areaCondition(search),
    isChosen(search.furnishing) ? inArray(properties.furnishing, [...search.furnishing]) : undefined,
    isChosen(search.postedBy) ? inArray(properties.postedByType, [...search.postedBy]) : undefined,
    // All chosen amenities must be present (array containment, GIN-indexed).
    isChosen(search.amenities) ? arrayContains(properties.amenities, [...search.amenities]) : undefined,
    // Listings for the tenants named or open to anyone; sale listings have no preference and are not found.
    isChosen(search.tenant) ? inArray(properties.tenantPreference, tenantPreferencesServing(search.tenant)) : undefined,
    search.verified ? eq(properties.verificationStatus, true) : undefined,
  );
}

/** The columns a sort reads: the table's own, or the same names in a subquery of matches. */
export interface SortColumns {
  id: SQLWrapper;
  createdAt: SQLWrapper;
  price: SQLWrapper;
  primaryArea: SQLWrapper;
}

/** The order of each sort option, with the id last so pages never overlap or skip a row. */
export function searchOrder(sort: PropertySearch['sort'], columns: SortColumns = properties): SQL[] {
  switch (sort) {
    case 'price-asc':
      return [asc(columns.price), asc(columns.id)];
    case 'price-desc':
      return [desc(columns.price), desc(columns.id)];
    case 'area':
      return [sql`${columns.primaryArea} desc nulls last`, desc(columns.id)];
    default:
      return [desc(columns.createdAt), desc(columns.id)];
  }
}
