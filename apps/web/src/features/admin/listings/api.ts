import type { ApiBody, AppealStatus, TeamListingDetail, TeamListingFilter } from '@aangan/domain';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** Under 'admin', so sign-out forgets them with the rest of the person's data (lib/current-user.ts). */
const listingKeys = {
  lists: ['admin', 'listings', 'list'] as const,
  list: (query: ListingsQuery) => [...listingKeys.lists, query] as const,
  detail: (id: string) => ['admin', 'listings', 'detail', id] as const,
};
const appealKeys = {
  queues: ['admin', 'appeals'] as const,
  queue: (query: AppealsQuery) => [...appealKeys.queues, query] as const,
};

export interface ListingsQuery {
  q?: string;
  state?: TeamListingFilter;
  page: number;
}

interface AppealsQuery {
  status: AppealStatus;
  page: number;
}

/** GET /api/admin/listings: one page of the search; the page shown stays while the next loads. */
export function useTeamListings(query: ListingsQuery, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: listingKeys.list(query),
    queryFn: ({ signal }) => callApi('teamListings', { query }, { signal }),
    placeholderData: keepPreviousData,
    enabled,
    // Other moderators and the owners change listings all day: coming back always asks again.
    staleTime: 0,
  });
}

/** GET /api/admin/listings/:id: the listing whatever its state, its owner, appeals and history. */
export function useTeamListing(id: string) {
  return useQuery({
    queryKey: listingKeys.detail(id),
    queryFn: ({ signal }) => callApi('teamListing', { params: { id } }, { signal }),
    staleTime: 0,
  });
}

/** GET /api/admin/appeals: one status's appeals, open ones oldest first. */
export function useAppealQueue(query: AppealsQuery) {
  return useQuery({
    queryKey: appealKeys.queue(query),
    queryFn: ({ signal }) => callApi('appealQueue', { query }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * What a moderation action changes beyond the listing's own page: the search and the queue, the owner's
 * account page, the log, and what anyone sees of the listing in public.
 */
function invalidateAfterModeration(queryClient: QueryClient): void {
  for (const queryKey of [
    listingKeys.lists,
    appealKeys.queues,
    ['admin', 'accounts'],
    ['admin', 'audit'],
    ['admin', 'overview'],
    ['properties'],
    ['property'],
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** The listing as the server answered after an action, on screen at once; the rest is asked again. */
function useSettle() {
  const queryClient = useQueryClient();
  return (detail: TeamListingDetail) => {
    queryClient.setQueryData(listingKeys.detail(detail.listing.id), detail);
    invalidateAfterModeration(queryClient);
  };
}

/** POST /api/admin/listings/:id/hide: the answer is the listing hidden. */
export function useHideListing(id: string) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: ApiBody<'hideListing'>) => callApi('hideListing', { params: { id }, body }),
    onSuccess: settle,
  });
}

/** POST /api/admin/listings/:id/restore: the answer is the listing shown again (or still out, its owner suspended). */
export function useRestoreListing(id: string) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: ApiBody<'restoreListing'>) => callApi('restoreListing', { params: { id }, body }),
    onSuccess: settle,
  });
}

/** POST /api/admin/listings/:id/delete (admins, 204): the listing's page is forgotten, the lists asked again. */
export function useDeleteListing(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'deleteListing'>) => callApi('deleteListing', { params: { id }, body }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: listingKeys.detail(id) });
      invalidateAfterModeration(queryClient);
    },
  });
}

/** POST /api/admin/appeals/:id/decision: the answer is the appeal's listing after it. */
export function useAnswerAppeal(appealId: string) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: ApiBody<'answerAppeal'>) => callApi('answerAppeal', { params: { id: appealId }, body }),
    onSuccess: settle,
  });
}

/** After a 409: what is on the server now replaces what the moderator was looking at. */
export function useReloadListing(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: listingKeys.detail(id) });
}

/** After a 409 in the queue: the appeals as they are now. */
export function useReloadAppeals() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: appealKeys.queues });
}
