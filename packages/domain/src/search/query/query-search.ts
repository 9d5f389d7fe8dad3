/**
 * A plain-language query applied to the search page (issue 21, decision 031): what the parser understood
 * becomes the page's own filters, tab and place, and each understood chip can be checked against the page
 * and taken back in one tap. The page's URL is the only state: the typed query rides along (`said`) and is
 * read again to show the chips, and a chip shows only while the page still searches what it says — a filter
 * changed by hand since simply drops its chip.
 */
import { type FilterSubType, type HomeTab, isFilterSubType } from '../../enums.ts';
import { searchScopeForTab } from '../../mapping/search-query.ts';
import type { GazetteerPlace } from '../../places/gazetteer.ts';
import { samePair } from '../chips.ts';
import { FILTER_DEFAULTS, type FilterState, normalizeFilters, searchesTenants } from '../filter-state.ts';
import { FILTER_SCALES } from '../ranges.ts';
import type { ParsedSearchQuery } from './parse.ts';
import type { AmountRange, QueryFilters, UnderstoodChip } from './understood.ts';

/** The page as the chips see it: its tab, its place page's slugs, its filters as the tab scopes them. */
export interface QuerySearchState {
  tab: HomeTab;
  place?: { city: string; locality?: string | undefined } | undefined;
  filters: FilterState;
}

/** Where a query leads: the tab and filters, and the place the page should open (when it has a page). */
export interface QuerySearch {
  tab: HomeTab;
  filters: FilterState;
  /** The locality, or else the city, the query named. */
  place?: GazetteerPlace;
}

/** A range read from words as the filter's two ends: an open end is the slider's. */
function rangeOf(range: AmountRange, scale: { min: number; max: number }): [number, number] {
  return [range.min ?? scale.min, range.max ?? scale.max];
}

/** The query's words for chips the filters cannot hold (a sub-type only listings name, like 'studio'). */
function unheldWords(chips: readonly UnderstoodChip[]): string[] {
  return chips.flatMap((chip) => (chip.key === 'subType' && !isFilterSubType(chip.value) ? [chip.source] : []));
}

/**
 * 'flat for girls' typed on the buy page means renting: homes for sale are not let to anyone, so a tenant
 * read with no purpose moves a buy search to rent rather than being dropped.
 */
function impliedPurpose(state: QuerySearchState, read: QueryFilters): QueryFilters {
  const searchesNoTenant = !searchesTenants(searchScopeForTab(state.tab).purpose);
  return read.tenantPreference && !read.purpose && searchesNoTenant ? { ...read, purpose: 'rent' } : read;
}

/**
 * The search a parsed query makes on a page: each value it understood replaces that filter, the rest stay as
 * they were (a second query refines the first), and the words left are the text. A purpose or property type
 * moves to its tab.
 */
export function searchOfQuery(state: QuerySearchState, parsed: ParsedSearchQuery): QuerySearch {
  const read = impliedPurpose(state, parsed.filters);
  const subType = (read.subType ?? []).filter(isFilterSubType) as FilterSubType[];
  const filters = normalizeFilters({
    ...state.filters,
    searchTerm: [parsed.rest, ...unheldWords(parsed.understood)].filter(Boolean).join(' '),
    purpose: read.purpose ?? state.filters.purpose,
    propertyType: read.type ?? state.filters.propertyType,
    subType: subType.length > 0 ? subType : state.filters.subType,
    bedrooms: read.bedrooms ?? state.filters.bedrooms,
    furnishing: read.furnishing ?? state.filters.furnishing,
    postedBy: read.postedBy ?? state.filters.postedBy,
    amenities: read.amenities ?? state.filters.amenities,
    tenant: read.tenantPreference ?? state.filters.tenant,
    budget:
      read.minPrice !== undefined || read.maxPrice !== undefined
        ? rangeOf({ min: read.minPrice, max: read.maxPrice }, FILTER_SCALES.budget)
        : state.filters.budget,
    area:
      read.minArea !== undefined || read.maxArea !== undefined
        ? rangeOf({ min: read.minArea, max: read.maxArea }, FILTER_SCALES.area)
        : state.filters.area,
  });
  const isScopeRead = read.purpose !== undefined || read.type !== undefined;
  const tab = isScopeRead ? (filters.propertyType === 'commercial' ? 'commercial' : filters.purpose) : state.tab;
  const place =
    parsed.understood.find((chip) => chip.key === 'locality') ?? parsed.understood.find((chip) => chip.key === 'city');
  return { tab, filters, ...(place && 'place' in place ? { place: place.place } : {}) };
}

/** Whether the page still searches what a chip says. */
function isChipInEffect(chip: UnderstoodChip, { tab, place, filters }: QuerySearchState): boolean {
  switch (chip.key) {
    case 'purpose':
      return tab !== 'all' && filters.purpose === chip.value;
    case 'type':
      return filters.propertyType === chip.value && (tab !== 'all' || chip.value === 'residential');
    case 'subType':
      return isFilterSubType(chip.value) && filters.subType.includes(chip.value);
    case 'bedrooms':
      return filters.bedrooms.includes(chip.value);
    case 'city':
      return place?.city === chip.place.citySlug;
    case 'locality':
      return place?.city === chip.place.citySlug && place.locality === chip.value;
    case 'price':
      return samePair(filters.budget, rangeOf(chip.value, FILTER_SCALES.budget));
    case 'area':
      return samePair(filters.area, rangeOf(chip.value, FILTER_SCALES.area));
    case 'furnishing':
      return filters.furnishing.includes(chip.value);
    case 'postedBy':
      return filters.postedBy.includes(chip.value);
    case 'amenities':
      return filters.amenities.includes(chip.value);
    case 'tenantPreference':
      return searchesTenants(searchScopeForTab(tab).purpose) && filters.tenant.includes(chip.value);
  }
}

/** The chips of a query that the page still searches, in the parser's order. */
export function chipsInEffect(parsed: ParsedSearchQuery, state: QuerySearchState): UnderstoodChip[] {
  return parsed.understood.filter((chip) => isChipInEffect(chip, state));
}

/**
 * The page without one chip's value (`shown`: the chips on screen). Without its purpose the search is every
 * purpose's ('all', which has no place pages: the place's words as typed go back into the text, so the search
 * stays there); without its city it is the tab's whole search; without its locality, the city's page.
 */
export function withoutChip(
  chip: UnderstoodChip,
  state: QuerySearchState,
  shown: readonly UnderstoodChip[],
): QuerySearchState {
  const { filters } = state;
  const without = <T>(list: readonly T[], value: T) => list.filter((each) => each !== value);
  switch (chip.key) {
    case 'purpose': {
      const placeWords = shown.flatMap((each) => (each.key === 'city' || each.key === 'locality' ? [each.source] : []));
      const searchTerm = [filters.searchTerm, ...placeWords].filter(Boolean).join(' ');
      return { tab: 'all', filters: { ...filters, purpose: FILTER_DEFAULTS.purpose, searchTerm } };
    }
    case 'type': {
      const tab = state.tab === 'commercial' ? filters.purpose : state.tab;
      return { ...state, tab, filters: { ...filters, propertyType: FILTER_DEFAULTS.propertyType, subType: [] } };
    }
    case 'subType':
      return { ...state, filters: { ...filters, subType: without(filters.subType, chip.value as FilterSubType) } };
    case 'bedrooms':
      return { ...state, filters: { ...filters, bedrooms: without(filters.bedrooms, chip.value) } };
    case 'city':
      return { tab: state.tab, filters };
    case 'locality':
      return { ...state, place: state.place && { city: state.place.city } };
    case 'price':
      return { ...state, filters: { ...filters, budget: FILTER_DEFAULTS.budget } };
    case 'area':
      return { ...state, filters: { ...filters, area: FILTER_DEFAULTS.area } };
    case 'furnishing':
      return { ...state, filters: { ...filters, furnishing: without(filters.furnishing, chip.value) } };
    case 'postedBy':
      return { ...state, filters: { ...filters, postedBy: without(filters.postedBy, chip.value) } };
    case 'amenities':
      return { ...state, filters: { ...filters, amenities: without(filters.amenities, chip.value) } };
    case 'tenantPreference':
      return { ...state, filters: { ...filters, tenant: without(filters.tenant, chip.value) } };
  }
}

/** The id of the search bar's own chip (search/chips.ts) that says what an understood chip says, if any. */
export function filterChipIdOf(chip: UnderstoodChip): string | undefined {
  if (chip.key === 'price') return 'budget';
  if (chip.key === 'tenantPreference') return `tenant:${chip.value}`;
  return chip.key === 'bedrooms' || chip.key === 'furnishing' || chip.key === 'area' ? chip.id : undefined;
}
