import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from './current-user';

/**
 * After a listing is created, changed or deleted, every cached answer that shows listings is stale: search
 * results and stats, the dashboard, detail pages, the saved list, and the profile's counts. Not awaited by
 * callers: a thank-you dialog or a toast should not wait for lists refetching in the background.
 *
 * A read still on its way may have been answered before the write: it is cancelled first, then asked again.
 * Invalidating alone would not do it for a query's first read (a new search typed in the dashboard just before
 * Delete): React Query joins a refetch to a first read in flight, whose answer still had the deleted listing.
 */
export function invalidateListings(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [['properties'], ['my-properties'], ['property'], ['saved'], currentUserQueryKey].map(async (queryKey) => {
      await queryClient.cancelQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey });
    }),
  ).then(() => undefined);
}
