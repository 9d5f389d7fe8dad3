import type { ApiBody, VerificationRequestStatus } from '@aangan/domain';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** Under 'admin', so sign-out forgets them with the rest of the person's data (lib/current-user.ts). */
const verificationKeys = {
  queues: ['admin', 'verifications', 'queue'] as const,
  queue: (query: QueueQuery) => [...verificationKeys.queues, query] as const,
  request: (id: string) => ['admin', 'verifications', 'request', id] as const,
};

interface QueueQuery {
  status: VerificationRequestStatus;
  page: number;
}

/** GET /api/admin/verifications: one page of requests in a state; the page shown stays while the next loads. */
export function useVerificationQueue(query: QueueQuery) {
  return useQuery({
    queryKey: verificationKeys.queue(query),
    queryFn: ({ signal }) => callApi('verificationQueue', { query }, { signal }),
    placeholderData: keepPreviousData,
    // Other moderators work the same queue: coming back to it always asks again.
    staleTime: 0,
  });
}

/** GET /api/admin/verifications/:id: the request, its listing, the owner's account and the history. */
export function useVerificationRequest(id: string) {
  return useQuery({
    queryKey: verificationKeys.request(id),
    queryFn: ({ signal }) => callApi('verificationRequest', { params: { id } }, { signal }),
    staleTime: 0,
  });
}

/**
 * A decision changes the queues, the log, the team's listing pages, and what anyone sees of the listing (its
 * badge in search, on its page and in its owner's dashboard).
 */
function invalidateAfterDecision(queryClient: QueryClient): void {
  for (const queryKey of [
    verificationKeys.queues,
    ['admin', 'listings'],
    ['admin', 'audit'],
    ['properties'],
    ['property'],
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** POST /api/admin/verifications/:id/decision: the answer is the request as decided. */
export function useDecideVerification(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'decideVerification'>) => callApi('decideVerification', { params: { id }, body }),
    onSuccess: (request) => {
      queryClient.setQueryData(verificationKeys.request(id), request);
      invalidateAfterDecision(queryClient);
    },
  });
}

/**
 * POST /api/admin/listings/:id/verification/revoke (204), from a request's page or the listing's: what is on
 * screen (the request, or the team's listing) is reloaded to show it revoked before the mutation settles.
 */
export function useRevokeVerification(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'revokeVerification'>) =>
      callApi('revokeVerification', { params: { id: listingId }, body }),
    onSuccess: () => {
      invalidateAfterDecision(queryClient);
      return Promise.all(
        [
          ['admin', 'verifications'],
          ['admin', 'listings'],
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

/** After a 409: what is on the server now replaces what the moderator was looking at. */
export function useReloadRequest(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: verificationKeys.request(id) });
}
