import type { ApiBody, AuditAction } from '@aangan/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

// Not under 'me' or 'properties': sign-out forgets it with the rest of the person's data (lib/current-user.ts).
const teamKey = ['admin', 'team'] as const;

function teamQuery() {
  return queryOptions({ queryKey: teamKey, queryFn: ({ signal }) => callApi('team', {}, { signal }), staleTime: 0 });
}

export function useTeam() {
  return useQuery(teamQuery());
}

/** POST /api/admin/team (admins): the answer is the team after the change. */
export function useChangeTeamRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'changeTeamRole'>) => callApi('changeTeamRole', { body }),
    onSuccess: (team) => queryClient.setQueryData(teamKey, team),
    // A refusal (someone else acted first, say) may mean the list on screen is old.
    onError: () => queryClient.invalidateQueries({ queryKey: teamKey }),
    // The change is in the log now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
  });
}

/** GET /api/admin/audit: one page of the log with the moderator's filters; the page shown stays while the next loads. */
export function useAuditLog(query: { page: number; actor?: string; action?: AuditAction; targetId?: string }) {
  return useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: ({ signal }) => callApi('auditLog', { query }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
