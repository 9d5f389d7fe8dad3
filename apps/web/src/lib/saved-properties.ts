import type { SavedPropertyIds } from '@aangan/domain';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from './api';
import { currentUserQueryKey, useCurrentUser } from './current-user';

/*
 * Saved properties (docs/product.md §3 User 'saved_properties'). Every key starts with 'saved' so sign-out
 * (clearCurrentUser keeps only 'properties' and 'me') forgets them with the rest of the person's data.
 */
const savedQueryKey = ['saved'] as const;
export const savedIdsQueryKey = ['saved', 'ids'] as const;
const toggleSavedMutationKey = ['saved', 'toggle'] as const;

/** GET /api/me/saved/ids: one small answer marks every save button on a page. */
export function savedIdsQuery() {
  return queryOptions({
    queryKey: savedIdsQueryKey,
    queryFn: ({ signal }) => callApi('savedPropertyIds', {}, { signal }),
  });
}

/** GET /api/me/saved: one page of the listings themselves, most recently saved first. */
export function savedPropertiesQuery(page = 1) {
  return queryOptions({
    queryKey: ['saved', 'list', page],
    queryFn: ({ signal }) => callApi('savedProperties', { query: { page } }, { signal }),
    // The page shown stays until the next one arrives, so paging never flashes skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useSavedProperties(page = 1) {
  return useQuery(savedPropertiesQuery(page));
}

/**
 * Whether the signed-in person saved a listing. Until the ids arrive (or when they fail) the caller's
 * `initialSaved` stands in, e.g. the detail page's `viewer.isSaved`. Always false for a guest.
 */
export function useIsSaved(propertyId: string, initialSaved = false): boolean {
  const { user } = useCurrentUser();
  const { data } = useQuery({
    ...savedIdsQuery(),
    enabled: user !== null,
    select: (answer) => answer.ids.includes(propertyId),
  });
  if (!user) return false;
  return data ?? initialSaved;
}

export interface ToggleSavedVariables {
  propertyId: string;
  /** true to save, false to remove. */
  save: boolean;
}

function withSaved(queryClient: QueryClient, propertyId: string, save: boolean): void {
  queryClient.setQueryData<SavedPropertyIds>(savedIdsQueryKey, (previous) => {
    if (!previous) return previous;
    const others = previous.ids.filter((id) => id !== propertyId);
    return { ids: save ? [propertyId, ...others] : others };
  });
}

/**
 * PUT or DELETE /api/me/saved/:id, marking the ids cache at once. A failure undoes only its own change
 * (not a snapshot), so two buttons toggled together cannot erase each other.
 */
export function useToggleSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: toggleSavedMutationKey,
    mutationFn: ({ propertyId, save }: ToggleSavedVariables) =>
      callApi(save ? 'saveProperty' : 'unsaveProperty', { params: { propertyId } }),
    onMutate: async ({ propertyId, save }) => {
      // A refetch already in flight would land after this and undo the optimistic mark.
      await queryClient.cancelQueries({ queryKey: savedIdsQueryKey });
      withSaved(queryClient, propertyId, save);
    },
    onError: (_error, { propertyId, save }) => withSaved(queryClient, propertyId, !save),
    onSettled: () => {
      // Refetch once the last of several quick toggles settles, so an early answer cannot flip a later mark back.
      if (queryClient.isMutating({ mutationKey: toggleSavedMutationKey }) > 1) return;
      // Not awaited: the button is usable again as soon as the server answered.
      void queryClient.invalidateQueries({ queryKey: savedQueryKey });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
