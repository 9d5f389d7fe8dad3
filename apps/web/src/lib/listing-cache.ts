import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from './current-user';

/**
 * After a listing is created, changed or deleted, every cached answer that shows listings is stale: search
 * results and stats, the dashboard, detail pages, the saved list, and the profile's counts. Not awaited by
 * callers: a thank-you dialog or a toast should not wait for lists refetching in the background.
 */
export function invalidateListings(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [['properties'], ['my-properties'], ['property'], ['saved'], currentUserQueryKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}
