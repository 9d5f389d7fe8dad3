import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

/**
 * The detail page's calls. Keys start with 'property' (singular): they hold what this person may see of
 * a listing (saved, owner, contact), so sign-out drops them (lib/current-user.ts keeps only 'properties' and 'me').
 */
const propertyKeys = {
  detail: (id: string) => ['property', id] as const,
  inquiries: (id: string) => ['property', id, 'inquiries'] as const,
  contact: (id: string) => ['property', id, 'contact'] as const,
  similar: (id: string) => ['property', id, 'similar'] as const,
};

/** GET /api/properties/:id: the listing and how the viewer stands to it. */
export function propertyQuery(id: string) {
  return queryOptions({
    queryKey: propertyKeys.detail(id),
    queryFn: ({ signal }) => callApi('propertyDetail', { params: { id } }, { signal }),
    // Shown from cache at once, yet refetched on every visit: an edit elsewhere must not leave it stale.
    staleTime: 0,
  });
}

/**
 * GET /api/properties/:id/similar (decision 034): up to six listings like this one. Under 'property' too: the
 * viewer's own are left out, so the answer is this person's.
 */
export function similarPropertiesQuery(id: string) {
  return queryOptions({
    queryKey: propertyKeys.similar(id),
    queryFn: ({ signal }) => callApi('similarProperties', { params: { id } }, { signal }),
  });
}

/** GET /api/properties/:id/inquiries (poster only): views and contact reveals. */
export function propertyInquiriesQuery(id: string) {
  return queryOptions({
    queryKey: propertyKeys.inquiries(id),
    queryFn: ({ signal }) => callApi('propertyInquiries', { params: { id } }, { signal }),
  });
}

/**
 * GET /api/properties/:id/contact. The endpoint is rate-limited, so an answer is kept for the visit:
 * reopening the dialog shows it again without asking.
 */
export function posterContactQuery(id: string) {
  return queryOptions({
    queryKey: propertyKeys.contact(id),
    queryFn: ({ signal }) => callApi('revealContact', { params: { id } }, { signal }),
    staleTime: 10 * 60_000,
  });
}

/**
 * POST /api/properties/:id/views. A failure is only logged (docs/product.md §8); a success brings the listing's
 * count up to date in the cache.
 */
export function useRecordView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('recordView', { params: { id } }),
    onSuccess: (recording, id) => {
      queryClient.setQueryData(propertyKeys.detail(id), (property) =>
        property ? { ...property, views: recording.views } : property,
      );
    },
    onError: (error) => console.warn('Could not record the property view.', error),
  });
}
