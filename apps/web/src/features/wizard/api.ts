import type { ApiResponse, ListingInput } from '@aangan/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import { invalidateListings } from '../../lib/listing-cache';
import type { WizardMode } from './wizard-mode';

/** GET /api/properties/:id/edit: the person's own listing, for the edit form's prefill. */
export function propertyForEditQuery(id: string) {
  return queryOptions({
    // Not under 'properties': a private answer must not outlive the session (lib/current-user clearCurrentUser).
    queryKey: ['property-edit', id],
    queryFn: ({ signal }) => callApi('propertyForEdit', { params: { id } }, { signal }),
    // Always the stored listing as it is now: an edit must never start from an old copy.
    staleTime: 0,
  });
}

function saveListing(mode: WizardMode, listing: ListingInput): Promise<ApiResponse<'createProperty'>> {
  if (mode.kind === 'edit') return callApi('updateProperty', { params: { id: mode.id }, body: listing });
  return callApi('createProperty', { body: listing });
}

/** Creates or updates the listing; every cached answer showing listings is stale afterwards. */
export function useSaveListing(mode: WizardMode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listing: ListingInput) => saveListing(mode, listing),
    onSuccess: () => {
      void invalidateListings(queryClient);
    },
  });
}
