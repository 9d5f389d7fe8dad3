import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api';

/** Leads a page at a time; the panel shows more below rather than paging, easier with one thumb. */
const LEADS_PER_PAGE = 10;

/**
 * GET /api/properties/:id/leads, asked only once the panel is opened. Under 'my-properties' (never
 * 'properties'): names of seekers are private to the owner and must not outlive the session.
 */
export function useListingLeads(listingId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['my-properties', 'leads', listingId],
    queryFn: ({ pageParam, signal }) =>
      callApi(
        'propertyLeads',
        { params: { id: listingId }, query: { page: pageParam, limit: LEADS_PER_PAGE } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    enabled,
    staleTime: 0,
  });
}
