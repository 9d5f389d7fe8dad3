/**
 * A saved search IS a search results address (decision 029): a home tab (/, /buy, /rent, /pg, /commercial) or
 * a place page (/rent/bikaner, /rent/bikaner/sadul-ganj), with the filters in its query as the URL codec
 * writes them. This reads such an address, says whether it is a results page at all, and writes its one
 * canonical spelling, so the same search saved twice is the same text, and opening it runs the same query.
 */
// No zod here: the results page's 'Save this search' reads the address with it.

import { HOME_TABS, type HomeTab, homeTabPath } from '../enums.ts';
import { pathWithoutLocale } from '../i18n/locales.ts';
import { toSearchQuery } from '../mapping/search-query.ts';
import { withoutScope } from '../mapping/tab-scope.ts';
import { isPlaceSegment, placePath } from '../places/segments.ts';
import { isPlaceSlug } from '../places/slug.ts';
import { type FilterState, normalizeFilters } from '../search/filter-state.ts';
import type { PropertySearchInput } from '../search/filters.ts';
import { filtersFromSearchParams, filtersToSearchParams } from '../search/url-codec.ts';

/** A place page's city and locality slugs, which narrow the search to that place. */
interface SearchPlace {
  city: string;
  locality?: string | undefined;
}

/** What a results address searches: its tab (the path's first segment), its filters, and its place if any. */
export interface SavedSearchTarget {
  tab: HomeTab;
  /** As the address holds them: what the tab already says (its purpose or type) is left to the tab. */
  filters: FilterState;
  /** A place page's place; a place page is always under a tab other than 'all'. */
  place?: SearchPlace | undefined;
}

/** Text a search cannot hold (control characters, NUL among them): a pasted or forged link may carry it. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The tab and place a results path names (without its language prefix), or undefined for any other path. */
function readResultsPath(pathname: string): Pick<SavedSearchTarget, 'tab' | 'place'> | undefined {
  const path = pathWithoutLocale(pathname);
  // A trailing slash names the same page ('/rent/' is '/rent').
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (trimmed === '/') return { tab: 'all' };
  const segments = trimmed.split('/').slice(1).map(decodeSegment);
  if (segments.some((segment) => segment === undefined)) return undefined;
  const [segment, city, locality, ...rest] = segments as string[];
  if (segment === undefined || rest.length > 0) return undefined;
  if (city === undefined) {
    return segment !== 'all' && (HOME_TABS as readonly string[]).includes(segment)
      ? { tab: segment as HomeTab }
      : undefined;
  }
  if (!isPlaceSegment(segment) || !isPlaceSlug(city)) return undefined;
  if (locality !== undefined && !isPlaceSlug(locality)) return undefined;
  return { tab: segment, place: locality === undefined ? { city } : { city, locality } };
}

/**
 * The search a results address holds (a path, with its query and even a fragment; '/hi/rent' as '/rent'),
 * or undefined when it is no results page. The query is read as the page reads it: a bad value is left
 * out, page, sort and view are not part of a search.
 */
export function readSavedSearchUrl(url: string): SavedSearchTarget | undefined {
  // Only a path of this site: '//host/…' and 'https://…' are other sites.
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  const withoutFragment = url.split('#', 1)[0] ?? '';
  const queryStart = withoutFragment.indexOf('?');
  const pathname = queryStart === -1 ? withoutFragment : withoutFragment.slice(0, queryStart);
  const query = queryStart === -1 ? '' : withoutFragment.slice(queryStart + 1);
  const where = readResultsPath(pathname);
  if (!where) return undefined;
  const read = filtersFromSearchParams(query);
  const filters = normalizeFilters({ ...read, searchTerm: read.searchTerm.replace(CONTROL_CHARACTERS, ' ') });
  return { ...where, filters: withoutScope(where.tab, filters) };
}

/** The path of a saved search: its tab's, or its place page's. */
function savedSearchPath({ tab, place }: Pick<SavedSearchTarget, 'tab' | 'place'>): string {
  if (place && tab !== 'all') return placePath({ segment: tab, citySlug: place.city, localitySlug: place.locality });
  return homeTabPath(tab);
}

/**
 * The one spelling of a saved search's address: its path, and the codec's query of its filters without what
 * the tab says (defaults left out, lists in option order). Equal searches give equal text.
 */
export function savedSearchUrl(target: SavedSearchTarget): string {
  const query = filtersToSearchParams(withoutScope(target.tab, target.filters)).toString();
  return query ? `${savedSearchPath(target)}?${query}` : savedSearchPath(target);
}

/**
 * The API query the results page runs for a saved search (its first page, newest first): the tab's scope,
 * the filters as the search sheet reads them, and the place's slugs. New matches and alerts use exactly it.
 */
export function savedSearchQuery({ tab, filters, place }: SavedSearchTarget): PropertySearchInput {
  return {
    ...toSearchQuery(filters, { tab }),
    ...(place ? { city: place.city } : {}),
    ...(place?.locality ? { locality: place.locality } : {}),
  };
}
