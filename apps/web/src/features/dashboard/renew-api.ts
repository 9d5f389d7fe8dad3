import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { invalidateListings } from '../../lib/listing-cache';

/** POST /api/properties/:id/renew: a new period; the dashboard and search reload behind it. */
export function useRenewListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('renewProperty', { params: { id } }),
    onSuccess: () => invalidateListings(queryClient),
  });
}
