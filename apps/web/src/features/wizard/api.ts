import type { ListingInput, Property } from '@aangan/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../lib/api-client';
import { currentUserQueryKey } from '../../lib/current-user';
import type { WizardMode } from './wizard-mode';

/** What POST /api/properties and PATCH /api/properties/:id answer. */
export interface SavedListing {
  id: string;
}

/** GET /api/properties/:id/edit: the person's own listing, for the edit form's prefill. */
export function propertyForEditQuery(id: string) {
  return queryOptions({
    queryKey: ['properties', 'edit', id],
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

/** Creates or updates the listing; every cached list of properties is stale afterwards. */
export function useSaveListing(mode: WizardMode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listing: ListingInput) => saveListing(mode, listing),
    onSuccess: () => {
      // Not awaited: the thank-you dialog should not wait for lists refetching in the background.
      void queryClient.invalidateQueries({ queryKey: ['properties'] });
      // A new listing changes the profile's 'listed' count.
      if (mode.kind === 'new') void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
