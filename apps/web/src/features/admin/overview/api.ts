import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/** Under 'admin', so sign-out forgets it with the rest of the person's data (lib/current-user.ts). */
const overviewKey = ['admin', 'overview'] as const;

// A console left open on a busy day keeps up with the rest of the team without a reload.
const REFRESH_MS = 60_000;

/** GET /api/admin/overview: where the listings stand and what waits for the team. */
export function useTeamOverview() {
  return useQuery({
    queryKey: overviewKey,
    queryFn: ({ signal }) => callApi('teamOverview', undefined, { signal }),
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });
}
