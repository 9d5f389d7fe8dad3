import { type FilterState, filtersForTab, readSavedSearchUrl, VIEW_ALL, VIEW_PARAM } from '@aangan/domain';

/** The filters a saved search's address holds, as its results page shows them (the tab's purpose or type in). */
export function filtersOfAddress(url: string): FilterState | undefined {
  const target = readSavedSearchUrl(url);
  return target && filtersForTab(target.tab, target.filters);
}

/**
 * The address a saved search opens at. A home tab shows six listings until 'View All Properties' is pressed:
 * a saved search opens with the full results already showing; a place page always shows them.
 */
export function openAddress(url: string): string {
  if (readSavedSearchUrl(url)?.place) return url;
  const [path = '/', query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  params.set(VIEW_PARAM, VIEW_ALL);
  return `${path}?${params}`;
}
