import type { AccountDetail, ApiBody } from '@aangan/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** Under 'admin', so sign-out forgets them with the rest of the person's data (lib/current-user.ts). */
const accountKeys = {
  matches: (q: string) => ['admin', 'accounts', 'find', q] as const,
  detail: (id: string) => ['admin', 'accounts', 'detail', id] as const,
};

/** GET /api/admin/accounts?q=: the accounts an email or a mobile number names; asked only for a readable one. */
export function useFindAccounts(q: string | undefined) {
  return useQuery({
    queryKey: accountKeys.matches(q ?? ''),
    queryFn: ({ signal }) => callApi('findAccounts', { query: { q: q ?? '' } }, { signal }),
    enabled: q !== undefined,
    staleTime: 0,
  });
}

/** GET /api/admin/accounts/:id: the account, its suspension, listings, reveals and history. */
export function useAccount(id: string) {
  return useQuery({
    queryKey: accountKeys.detail(id),
    queryFn: ({ signal }) => callApi('accountDetail', { params: { id } }, { signal }),
    staleTime: 0,
  });
}

/**
 * The account as the server answered after a suspension or its end, on screen at once; what it changes
 * elsewhere is asked again: the search's matches, the listings' states, the log, and what anyone sees in
 * public (the account's listings leave search or come back).
 */
function useSettle() {
  const queryClient = useQueryClient();
  return (account: AccountDetail) => {
    queryClient.setQueryData(accountKeys.detail(account.id), account);
    for (const queryKey of [
      ['admin', 'accounts', 'find'],
      ['admin', 'listings'],
      ['admin', 'appeals'],
      ['admin', 'audit'],
      ['admin', 'overview'],
      ['properties'],
      ['property'],
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
}

/** POST /api/admin/accounts/:id/suspend: the answer is the account suspended. */
export function useSuspendAccount(id: string) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: ApiBody<'suspendAccount'>) => callApi('suspendAccount', { params: { id }, body }),
    onSuccess: settle,
  });
}

/** POST /api/admin/accounts/:id/unsuspend: the answer is the account with the suspension lifted. */
export function useUnsuspendAccount(id: string) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (body: ApiBody<'unsuspendAccount'>) => callApi('unsuspendAccount', { params: { id }, body }),
    onSuccess: settle,
  });
}

/** After a 409: what is on the server now replaces what the moderator was looking at. */
export function useReloadAccount(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountKeys.detail(id) });
}
