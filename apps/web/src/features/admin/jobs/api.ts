import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

const jobsKey = ['admin', 'jobs'] as const;

/** How often the section asks again while it is open: a queued run shows up within a few seconds. */
const REFRESH_MS = 5_000;

function jobsQuery() {
  return queryOptions({
    queryKey: jobsKey,
    queryFn: ({ signal }) => callApi('teamJobs', {}, { signal }),
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });
}

export function useJobs() {
  return useQuery(jobsQuery());
}

/** POST /api/admin/jobs/:name/run (admins): queued now; the list and the audit log reload. */
export function useRunJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callApi('runJob', { params: { name } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: jobsKey });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
}
