import type { ListingInput, Property } from '@aangan/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../lib/api-client';
import { invalidateListings } from '../../lib/listing-cache';
import type { WizardMode } from './wizard-mode';

/** What POST /api/properties and PATCH /api/properties/:id answer. */
export interface SavedListing {
  id: string;
}

/** GET /api/properties/:id/edit: the person's own listing, for the edit form's prefill. */
export function propertyForEditQuery(id: string) {
  return queryOptions({
    // Not under 'properties': a private answer must not outlive the session (lib/current-user clearCurrentUser).
    queryKey: ['property-edit', id],
    queryFn: ({ signal }) => fetchJson<Property>(`/api/properties/${encodeURIComponent(id)}/edit`, { signal }),
    // Always the stored listing as it is now: an edit must never start from an old copy.
    staleTime: 0,
  });
}

function saveListing(mode: WizardMode, listing: ListingInput): Promise<SavedListing> {
  const body = JSON.stringify(listing);
  if (mode.kind === 'edit') {
    return fetchJson<SavedListing>(`/api/properties/${encodeURIComponent(mode.id)}`, { method: 'PATCH', body });
  }
  return fetchJson<SavedListing>('/api/properties', { method: 'POST', body });
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
