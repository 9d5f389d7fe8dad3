import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from './api';

/**
 * POST /api/properties/:id/verification-request (the listing's owner). The detail page and My Properties both
 * show the latest request; the mutation stays pending until they have reloaded, so the button does not come
 * back for a moment in between.
 */
export function useRequestVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listingId: string) => callApi('requestVerification', { params: { id: listingId } }),
    onSuccess: (_request, listingId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['property', listingId] }),
        queryClient.invalidateQueries({ queryKey: ['my-properties'] }),
      ]),
  });
}
