import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  type PropertySearch,
  propertySearchSchema,
  readSavedSearchUrl,
  type SavedSearchTarget,
  savedSearchQuery,
  splitRoomCounts,
  tenantPreferencesServing,
  toStoredPurpose,
  toStoredSubTypes,
} from '@aangan/domain';
import { searchedType } from '../properties/service.ts';

/**
 * The search a saved search runs, parsed by the search's own schema from the query the results page sends:
 * what the forward search (new matches) and the filter columns (the reverse match) are both made from.
 */
export function searchOf(target: SavedSearchTarget): PropertySearch {
  return propertySearchSchema.parse(savedSearchQuery(target));
}

/**
 * The search of a stored canonical URL; null if it no longer reads as a search (never, unless the codec or the
 * search's limits change): its list then shows no new matches rather than failing.
 */
export function searchOfUrl(url: string): PropertySearch | null {
  const target = readSavedSearchUrl(url);
  if (!target) return null;
  const parsed = propertySearchSchema.safeParse(savedSearchQuery(target));
  return parsed.success ? parsed.data : null;
}

/**
 * The saved_searches filter columns of a search, with the meaning `searchConditions` gives it: null or empty
 * is "any", purpose as stored, the type asked for or implied, sub-types as the stored ones each type finds,
 * room counts split into exact and at-least, tenants as the preferences that serve them, the text lower-cased as
 * the search compares it.
 */
export function filterColumnsOf(search: PropertySearch) {
  const type = searchedType(search);
  const stored = toStoredSubTypes(search.subType ?? []);
  const ofType = (wanted: 'residential' | 'commercial', values: readonly string[]) =>
    search.type === undefined || search.type === wanted ? [...values] : [];
  const bedrooms = splitRoomCounts(search.bedrooms ?? [], BEDROOM_OPTIONS);
  const bathrooms = splitRoomCounts(search.bathrooms ?? [], BATHROOM_OPTIONS);
  return {
    purpose: search.purpose ? toStoredPurpose(search.purpose) : null,
    propertyType: type ?? null,
    citySlug: search.city ?? null,
    localitySlug: search.locality ?? null,
    residentialSubTypes: ofType('residential', stored.residential),
    commercialSubTypes: ofType('commercial', stored.commercial),
    bedroomsExact: bedrooms.exact,
    bedroomsAtLeast: bedrooms.atLeast,
    bathroomsExact: bathrooms.exact,
    bathroomsAtLeast: bathrooms.atLeast,
    furnishing: [...(search.furnishing ?? [])],
    postedBy: [...(search.postedBy ?? [])],
    amenities: [...(search.amenities ?? [])],
    tenantPreferences: search.tenant ? tenantPreferencesServing(search.tenant) : [],
    budgetMin: search.minPrice ?? null,
    budgetMax: search.maxPrice ?? null,
    areaMin: search.minArea ?? null,
    areaMax: search.maxArea ?? null,
    searchTerm: search.q ? search.q.toLowerCase() : '',
  };
}
