import { filterLoadedListings, type LocalSearch, type Property } from '@aangan/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

interface HasItems {
  items: Property[];
}

const hasItems = (data: unknown): data is HasItems =>
  typeof data === 'object' && data !== null && Array.isArray((data as Partial<HasItems>).items);

/**
 * Every listing the app holds from earlier answers: search pages (the home grid, results, place pages) and the
 * saved list. Offline, or when the server fails, these are what a search can still be answered from.
 */
export function loadedListings(queryClient: QueryClient): Property[] {
  const answers = [
    ...queryClient.getQueriesData({ queryKey: ['properties', 'search'] }),
    ...queryClient.getQueriesData({ queryKey: ['saved', 'list'] }),
  ];
  return answers.flatMap(([, data]) => (hasItems(data) ? data.items : []));
}

/** A search the server did not answer, run over the loaded listings: null when nothing is loaded to run it over. */
export function searchLoadedListings(queryClient: QueryClient, search: LocalSearch): Property[] | null {
  const loaded = loadedListings(queryClient);
  return loaded.length === 0 ? null : filterLoadedListings(loaded, search);
}

/**
 * The spec's 'Search call failure': logged, then the loaded list filtered client-side. Only worked out once the
 * search has failed; null while it has not, or when there is nothing loaded to fall back on.
 */
export function useLoadedListingsFallback(search: LocalSearch, error: Error | null): Property[] | null {
  const queryClient = useQueryClient();
  const fallback = error ? searchLoadedListings(queryClient, search) : null;
  // With nothing loaded the error panel says it; the log is for the answer that stood in for the server's.
  const fellBack = fallback !== null;
  useEffect(() => {
    if (error && fellBack) console.warn('Search failed; showing the listings already loaded that match.', error);
  }, [error, fellBack]);
  return fallback;
}
