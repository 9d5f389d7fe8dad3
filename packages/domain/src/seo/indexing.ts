import { PAGE_PARAM, VIEW_ALL, VIEW_PARAM } from '../search/page-params.ts';
import { filtersFromSearchParams, filtersToSearchParams } from '../search/url-codec.ts';

/**
 * Fewer results than this make a thin page: search engines are asked not to index it (it would compete
 * with the broader page that holds the same listings), but to follow its links.
 */
export const MIN_INDEXABLE_RESULTS = 3;

export interface ResultsIndexing {
  /** Path and query of the page search engines should index for this one. */
  canonical: string;
  index: boolean;
}

/**
 * The canonical address of a results page (a home tab or a place page) and whether it is worth indexing.
 * - Filters in any order or spelling name one canonical: the URL codec's own order, defaults left out.
 * - The order of results does not change which listings a page set holds: `sort` is dropped.
 * - Paging keeps its page (each page holds other listings), and so needs `view=all`; page 1 is the page itself.
 * - Free text searches and thin or empty results are `noindex` (still followed).
 */
export function resultsIndexing(pathname: string, params: URLSearchParams, total: number): ResultsIndexing {
  const canonical = filtersToSearchParams(filtersFromSearchParams(params));
  const page = Number(params.get(PAGE_PARAM));
  if (params.get(VIEW_PARAM) === VIEW_ALL && Number.isInteger(page) && page > 1) {
    canonical.set(VIEW_PARAM, VIEW_ALL);
    canonical.set(PAGE_PARAM, String(page));
  }
  const query = canonical.toString();
  const hasFreeText = filtersFromSearchParams(params).searchTerm !== '';
  return {
    canonical: query ? `${pathname}?${query}` : pathname,
    index: total >= MIN_INDEXABLE_RESULTS && !hasFreeText,
  };
}
