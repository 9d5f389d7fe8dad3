import type { PlaceSegment } from '@aangan/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';

/**
 * The places the text may mean (GET /api/places, decision 032). A newer text makes the older request unused,
 * and React Query aborts it through the signal. While the next answer comes the last one stays on screen, so
 * the list does not flicker with every letter; a failed answer is no suggestions, never an error to show:
 * the box still searches the text.
 */
export function placeSuggestionsQuery(text: string, segment: PlaceSegment | undefined, limit: number) {
  return queryOptions({
    queryKey: ['places', 'suggest', segment ?? null, text, limit],
    queryFn: ({ signal }) => callApi('placeSuggestions', { query: { q: text, segment, limit } }, { signal }),
    // The server counts from a table refreshed every few minutes: asking again within one adds nothing.
    staleTime: 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
