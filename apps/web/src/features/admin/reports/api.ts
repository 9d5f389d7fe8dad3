import type { ApiBody, BrokerFlagStatus } from '@aangan/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** Under 'admin', so sign-out forgets them with the rest of the person's data (lib/current-user.ts). */
const reportKeys = {
  queues: ['admin', 'reports'] as const,
  queue: (page: number) => [...reportKeys.queues, page] as const,
  flagLists: ['admin', 'flags'] as const,
  flags: (query: FlagsQuery) => [...reportKeys.flagLists, query] as const,
};

interface FlagsQuery {
  status: BrokerFlagStatus;
  page: number;
}

/** GET /api/admin/reports: the cases, most urgent first. */
export function useReportQueue(page: number) {
  return useQuery({
    queryKey: reportKeys.queue(page),
    queryFn: ({ signal }) => callApi('reportQueue', { query: { page } }, { signal }),
    placeholderData: keepPreviousData,
    // People report all day and other moderators decide: coming back always asks again.
    staleTime: 0,
  });
}

/** GET /api/admin/flags: one status's broker flags. */
export function useBrokerFlags(query: FlagsQuery) {
  return useQuery({
    queryKey: reportKeys.flags(query),
    queryFn: ({ signal }) => callApi('brokerFlags', { query }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** What a decision changes beyond the queue: the listing's and account's pages, the log, the overview, search. */
function useInvalidateAfterDecision() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [
      reportKeys.queues,
      reportKeys.flagLists,
      ['admin', 'listings'],
      ['admin', 'accounts'],
      ['admin', 'audit'],
      ['admin', 'overview'],
      ['properties'],
      ['property'],
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
}

/** POST /api/admin/reports/:id/decision (the listing's id). */
export function useDecideReports(listingId: string) {
  const invalidate = useInvalidateAfterDecision();
  return useMutation({
    mutationFn: (body: ApiBody<'decideReports'>) => callApi('decideReports', { params: { id: listingId }, body }),
    onSuccess: invalidate,
  });
}

/** POST /api/admin/flags/:id/decision. */
export function useDecideFlag(flagId: string) {
  const invalidate = useInvalidateAfterDecision();
  return useMutation({
    mutationFn: (body: ApiBody<'decideBrokerFlag'>) => callApi('decideBrokerFlag', { params: { id: flagId }, body }),
    onSuccess: invalidate,
  });
}

/** Asks the queue and the flags again (after a lost race). */
export function useReloadReports() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reportKeys.queues }),
      queryClient.invalidateQueries({ queryKey: reportKeys.flagLists }),
    ]);
}
