import {
  type FilterPurpose,
  type FilterState,
  filtersForTab,
  type HomeTab,
  homeTabFromPath,
  homeTabPath,
  isPlaceSegment,
  type ListingLabels,
  type Locale,
  normalizeFilters,
  parseSearchQuery,
  type QuerySearch,
  searchOfQuery,
  searchPagePath,
  withoutScope,
} from '@aangan/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { PlaceScope } from '../results/api';
import { placeSuggestionsQuery } from '../suggest/api';
import { type SearchState, searchStateToParams } from '../use-search-state';
import { asTypedTarget, type SearchTarget } from './as-typed';

/** The purpose a tab searches, which tells the parser how to read a bare '25' (decision 031). */
export function tabPurpose(tab: HomeTab, filters: FilterState): FilterPurpose | undefined {
  if (tab === 'all') return undefined;
  return tab === 'commercial' ? filters.purpose : tab;
}

/**
 * The page of a place the query named, as the place suggestions know it (decision 032): only places live
 * listings name have a page. None found, or no answer, is undefined: the place is then searched as words.
 */
async function placePageOf(
  queryClient: QueryClient,
  place: NonNullable<QuerySearch['place']>,
  tab: HomeTab,
): Promise<string | undefined> {
  try {
    const { places } = await queryClient.fetchQuery(
      placeSuggestionsQuery(place.name, isPlaceSegment(tab) ? tab : undefined, 8),
    );
    const found = places.find(
      (each) =>
        each.kind === place.kind &&
        each.citySlug === place.citySlug &&
        (place.kind === 'city' || each.localitySlug === place.slug),
    );
    return found && new URL(found.href, 'https://aangan.invalid').pathname;
  } catch {
    return undefined;
  }
}

export interface QuerySearchContext {
  search: SearchState;
  /** On a place page: its city and locality. */
  place: PlaceScope | undefined;
  queryClient: QueryClient;
  labels: ListingLabels;
  locale: Locale;
}

/**
 * A text search that understands people (issue 21): the typed words are read by the parser, what it understood
 * becomes the page's tab, place and filters, the rest is the text, and the words ride along in the URL for the
 * 'We understood' chips. Words it cannot read at all are searched as typed, as before.
 */
export async function queryTarget(typed: string, context: QuerySearchContext): Promise<SearchTarget> {
  const { search, place, queryClient, labels, locale } = context;
  const scoped = filtersForTab(search.tab, search.filters);
  const parsed = parseSearchQuery(typed, { purpose: tabPurpose(search.tab, scoped), labels, locale });
  // A name several cities share ('mg road') is not understood but offered as 'Did you mean', so it keeps its words.
  if (parsed.understood.length === 0 && parsed.placeChoices.length === 0) return asTypedTarget(typed, search);
  const here = place && { city: place.city, locality: place.locality };
  const next = searchOfQuery({ tab: search.tab, place: here, filters: scoped }, parsed);
  let { tab, filters } = next;
  let pathname: string;
  if (next.place) {
    const page = await placePageOf(queryClient, next.place, tab);
    if (page) {
      pathname = page;
      tab = homeTabFromPath(page);
    } else if (parsed.understood.every((chip) => chip.key === 'city' || chip.key === 'locality')) {
      // Only a place was understood, and it has no page: that is the words searched as typed, with no chips.
      return asTypedTarget(typed, search);
    } else {
      const placeWords = parsed.understood.flatMap((chip) =>
        chip.key === 'city' || chip.key === 'locality' ? [chip.source] : [],
      );
      filters = normalizeFilters({ ...filters, searchTerm: [filters.searchTerm, ...placeWords].join(' ') });
      pathname = homeTabPath(tab);
    }
  } else {
    // A place page keeps its place, in the segment the query moved to.
    pathname = searchPagePath(tab, place);
  }
  const params = searchStateToParams({
    filters: withoutScope(tab, filters),
    page: 1,
    sort: search.sort,
    showAll: search.showAll,
    showMap: search.showMap,
    said: typed.trim(),
  });
  return { pathname, search: params.toString() };
}
