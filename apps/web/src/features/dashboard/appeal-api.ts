import type { AppealInput } from '@aangan/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

/**
 * POST /api/properties/:id/appeal (the listing's owner, while the team hides it). The dashboard reloads
 * before the mutation settles, so the card says 'Appeal sent' as the dialog closes.
 */
export function useAppealListing(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appeal: AppealInput) => callApi('appealListing', { params: { id: listingId }, body: appeal }),
    // Sent, or refused because one is open already: either way the card's state is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['my-properties'] }),
  });
}
