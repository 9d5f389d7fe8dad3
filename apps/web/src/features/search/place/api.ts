import type { Place, PlaceSegment } from '@aangan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { ApiError } from '../../../lib/api-client';

/**
 * A city or locality page's data (names, count, localities, the other segments). Exported for the server's
 * rendering, which prefetches it into the query cache: the page renders only from this query's data.
 */
export function placeQuery(segment: PlaceSegment, city: string, locality?: string) {
  return queryOptions({
    queryKey: ['places', segment, city, locality ?? null],
    queryFn: async ({ signal }): Promise<Place | null> => {
      try {
        return locality
          ? await callApi('localityPlace', { params: { segment, city, locality } }, { signal })
          : await callApi('cityPlace', { params: { segment, city } }, { signal });
      } catch (error) {
        // No such place is an answer, not a failure: it is handed from the server's rendering like any other.
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}

/** The cities with the most listings, for the footer and the home page; exported for the server's rendering too. */
export function topCitiesQuery() {
  return queryOptions({
    queryKey: ['places', 'top-cities'],
    queryFn: ({ signal }) => callApi('topCities', undefined, { signal }),
    // The server keeps the answer five minutes too: cities do not rise and fall within a visit.
    staleTime: 10 * 60_000,
  });
}

export function usePlace(segment: PlaceSegment, city: string, locality?: string) {
  return useQuery(placeQuery(segment, city, locality));
}

export function useTopCities() {
  return useQuery(topCitiesQuery());
}
