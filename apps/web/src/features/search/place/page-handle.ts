import { DEFAULT_PAGE_META, placePageMeta, resultsIndexing } from '@aangan/domain';
import type { PageRequest, RouteHandle } from '../../../lib/route-handle';
import { searchResultsQuery } from '../results/api';
import { readSearchState } from '../use-search-state';
import { placeQuery } from './api';
import { readPlaceAddress } from './place-address';

function queriesOf({ url, params }: PageRequest) {
  const address = readPlaceAddress(url.pathname, params);
  if (address.kind !== 'place') return undefined;
  const { segment, city, locality } = address;
  const state = readSearchState(url.pathname, url.searchParams);
  return {
    place: placeQuery(segment, city, locality),
    results: searchResultsQuery({ ...state, place: { city, locality } }),
  };
}

/**
 * A city or locality page on the server (decision 023, 024): another spelling answers 301 to the place's one
 * address; the place and its first page of results come in the HTML; its head names the place and counts
 * its listings; an unknown place is a 404.
 */
export const placePageHandle: RouteHandle = {
  redirect: ({ url, params }) => {
    const address = readPlaceAddress(url.pathname, params);
    return address.kind === 'moved' ? `${encodeURI(address.to)}${url.search}` : undefined;
  },
  prefetch: async (request) => {
    const queries = queriesOf(request);
    if (!queries) return;
    await Promise.all([
      request.queryClient.prefetchQuery(queries.place),
      request.queryClient.prefetchQuery(queries.results),
    ]);
  },
  head: (request) => {
    const { url, queryClient, locale } = request;
    const queries = queriesOf(request);
    const place = queries && queryClient.getQueryData(queries.place.queryKey);
    if (!place) return { ...DEFAULT_PAGE_META, canonical: url.pathname, index: false, notFound: true };
    const names = { city: place.city.name, locality: place.locality?.name };
    const total = queryClient.getQueryData(queries.results.queryKey)?.total ?? place.count;
    return {
      ...placePageMeta(place.segment, names, place, locale),
      ...resultsIndexing(url.pathname, url.searchParams, total),
    };
  },
};
