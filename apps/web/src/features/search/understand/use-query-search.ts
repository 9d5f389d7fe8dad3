import { READ_PARAM } from '@aangan/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../../i18n/use-i18n';
import { useListingWords } from '../../../i18n/use-listing-words';
import type { PlaceScope } from '../results/api';
import { useSearchState } from '../use-search-state';
import { asTypedTarget } from './as-typed';
import { loadQueryReader } from './load-reader';

/** The arrival whose typed words were read: a page with two search boxes reads them once. */
let readArrival: string | undefined;

/**
 * A text search read for filters (decision 031). This part is in the first visit's script, so it only
 * gathers the page's state: the reading and the place look-up come with the parser's file on the first
 * search. If that file cannot be fetched (offline), the words are searched as typed.
 *
 * Words sent by a box's plain form before the script took over arrive as `q` with `read=1`: the server answered
 * them as typed, and they are read now, in place of that answer.
 */
export function useQuerySearch(place?: PlaceScope) {
  const search = useSearchState();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { locale } = useI18n();
  const labels = useListingWords();

  async function searchText(typed: string, options?: { replace: boolean }): Promise<void> {
    const reader = await loadQueryReader().catch(() => undefined);
    const target = reader
      ? await reader.queryTarget(typed, { search, place, queryClient, labels, locale })
      : asTypedTarget(typed, search);
    navigate(target, options);
  }

  const params = new URLSearchParams(location.search);
  const typedBeforeScript = params.has(READ_PARAM) ? params.get('q') : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per arrival; searchText reads this render's state.
  useEffect(() => {
    // A page's first location has the key 'default' whatever its address: the address tells arrivals apart.
    const arrival = `${location.key}${location.search}`;
    if (!typedBeforeScript || readArrival === arrival) return;
    readArrival = arrival;
    void searchText(typedBeforeScript, { replace: true });
  }, [typedBeforeScript, location.key, location.search]);

  return searchText;
}
