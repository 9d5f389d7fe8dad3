import type { SavedSearch } from '@aangan/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './api';
import { ApiError } from './api-client';

/**
 * The person's saved searches (decision 029). The key is theirs alone: sign-out (lib/current-user.ts keeps only
 * 'properties' and 'me') forgets it with the rest of their data.
 */
const savedSearchesKey = ['saved-searches'] as const;

export type { SavedSearch };

/** GET /api/saved-searches: newest first, each with its count of new matches since last seen. */
function savedSearchesQuery() {
  return queryOptions({
    queryKey: savedSearchesKey,
    queryFn: ({ signal }) => callApi('savedSearches', {}, { signal }),
    // New matches come with new listings: coming back to the page always asks again.
    staleTime: 0,
  });
}

export function useSavedSearches({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...savedSearchesQuery(), enabled });
}

/** After any change the list is asked for again (the page, and the results' 'Save this search'). */
function useRefreshList() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: savedSearchesKey });
}

/** POST /api/saved-searches: saves a results page's address under a name. */
function useSaveSearch() {
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: (body: { url: string; name?: string }) => callApi('saveSearch', { body }),
    onSuccess: refresh,
  });
}

/** PATCH /api/saved-searches/:id: a new name. */
export function useRenameSearch() {
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      callApi('updateSavedSearch', { params: { id }, body: { name } }),
    onSuccess: refresh,
  });
}

/** PATCH /api/saved-searches/:id: how often its new matches are emailed ('off': never). */
export function useSetAlertFrequency() {
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: ({ id, frequency }: { id: string; frequency: SavedSearch['frequency'] }) =>
      callApi('updateSavedSearch', { params: { id }, body: { frequency } }),
    onSuccess: refresh,
  });
}

/** What saving with alerts left: the search, and whether its alerts are the ones chosen. */
interface SavedWithAlerts {
  saved: SavedSearch;
  isFrequencySet: boolean;
}

/**
 * Saves a search with the alerts chosen ('Save this search', 'Get Property Alerts' signed in). A new search
 * starts at the default (POST takes no frequency); another choice is a second step, and if only that fails the
 * search is still saved: `isFrequencySet` false says so. Rejects only when the save itself is refused.
 */
export function useSaveSearchWithAlerts() {
  const save = useSaveSearch();
  const setFrequency = useSetAlertFrequency();
  const saveWithAlerts = async (search: {
    url: string;
    /** '' when there is none yet: the server names it (in English). */
    name: string;
    frequency: SavedSearch['frequency'];
  }): Promise<SavedWithAlerts> => {
    const saved = await save.mutateAsync({ url: search.url, ...(search.name ? { name: search.name } : {}) });
    if (search.frequency === saved.frequency) return { saved, isFrequencySet: true };
    try {
      return {
        saved: await setFrequency.mutateAsync({ id: saved.id, frequency: search.frequency }),
        isFrequencySet: true,
      };
    } catch {
      return { saved, isFrequencySet: false };
    }
  };
  return { saveWithAlerts, isPending: save.isPending || setFrequency.isPending };
}

/** DELETE /api/saved-searches/:id; one already gone (another tab) is gone all the same: the list reloads. */
export function useDeleteSearch() {
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: (id: string) => callApi('deleteSavedSearch', { params: { id } }),
    onSuccess: refresh,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) void refresh();
    },
  });
}

/**
 * POST /api/saved-searches/:id/seen as a search is opened: its new matches count from now. The page is left
 * as it goes, so the answer is not waited for; the list is stale for when the person comes back.
 */
export function useMarkSeen() {
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: (id: string) => callApi('markSavedSearchSeen', { params: { id } }),
    onSettled: refresh,
  });
}
