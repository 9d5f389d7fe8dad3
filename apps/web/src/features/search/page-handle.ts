import { pageMetaFor, resultsIndexing } from '@aangan/domain';
import type { RouteHandle } from '../../lib/route-handle';
import { homeListingsQuery, propertyStatsQuery } from './api';
import { searchResultsQuery } from './results/api';
import { readSearchState } from './use-search-state';

/**
 * Home and its tabs on the server: the count, the first listings and, with `view=all`, the page of results
 * the address asks for, so the HTML carries them (no skeleton on a first visit).
 */
export const searchPageHandle: RouteHandle = {
  prefetch: async ({ url, queryClient }) => {
    const state = readSearchState(url.pathname, url.searchParams);
    await Promise.all([
      queryClient.prefetchQuery(propertyStatsQuery()),
      queryClient.prefetchQuery(homeListingsQuery(state.tab, state.filters)),
      state.showAll ? queryClient.prefetchQuery(searchResultsQuery(state)) : undefined,
    ]);
  },
  head: ({ url, locale, queryClient }) => {
    const state = readSearchState(url.pathname, url.searchParams);
    const total = queryClient.getQueryData(homeListingsQuery(state.tab, state.filters).queryKey)?.total ?? 0;
    return { ...pageMetaFor(url.pathname, locale), ...resultsIndexing(url.pathname, url.searchParams, total) };
  },
};
