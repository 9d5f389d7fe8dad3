import type { ApiResponse, Purpose } from '@aangan/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { ApiError } from '../../lib/api-client';
import { invalidateListings } from '../../lib/listing-cache';

/**
 * Root of every dashboard key. Deliberately not 'properties' or 'me': sign-out keeps those
 * (lib/current-user.ts), and these are the person's private listings.
 */
const myPropertiesKey = ['my-properties'] as const;

/** One of the owner's listings as the dashboard lists it: with its latest verification request. */
export type MyProperty = ApiResponse<'myProperties'>['items'][number];

export interface DashboardQuery {
  /** Matched against title, city or locality by the server; absent = everything. */
  q?: string;
  /** The tab's purpose; absent = All. */
  purpose?: Purpose;
}

/** Only the set parameters, so '' and undefined share one cache entry and one URL. */
function normalise({ q, purpose }: DashboardQuery): DashboardQuery {
  return { ...(q ? { q } : {}), ...(purpose ? { purpose } : {}) };
}

/** GET /api/me/properties: the owner's matching listings, newest first, and a summary of all of them. */
function myPropertiesQuery(query: DashboardQuery) {
  const params = normalise(query);
  return queryOptions({
    queryKey: [...myPropertiesKey, params],
    queryFn: ({ signal }) => callApi('myProperties', { query: params }, { signal }),
    // Views and edits change elsewhere: coming back to the dashboard always asks again.
    staleTime: 0,
    // A new search keeps the old cards on screen (dimmed) instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useMyProperties(query: DashboardQuery) {
  return useQuery(myPropertiesQuery(query));
}

function deleteProperty(id: string): Promise<void> {
  return callApi('deleteProperty', { params: { id } });
}

/** DELETE /api/properties/:id (poster only); every list that could still show the listing is stale afterwards. */
export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProperty,
    // Returned, so the dialog says 'Deleting...' until the reloaded list no longer has the card. Only the
    // queries on screen refetch (the dashboard and the profile count); search, detail and saved are marked stale.
    onSuccess: () => invalidateListings(queryClient),
    onError: (error) => {
      // Already gone (deleted in another tab): the list is out of date, so reload it behind the dialog.
      if (error instanceof ApiError && error.status === 404) {
        void queryClient.invalidateQueries({ queryKey: myPropertiesKey });
      }
    },
  });
}
