import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useI18n } from '../../../i18n/use-i18n';
import { useListingWords } from '../../../i18n/use-listing-words';
import type { PlaceScope } from '../results/api';
import { useSearchState } from '../use-search-state';
import { asTypedTarget } from './as-typed';
import { loadQueryReader } from './load-reader';

/**
 * A text search read for filters (decision 031). This part is in the first visit's script, so it only
 * gathers the page's state: the reading and the place look-up come with the parser's file on the first
 * search. If that file cannot be fetched (offline), the words are searched as typed.
 */
export function useQuerySearch(place?: PlaceScope) {
  const search = useSearchState();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { locale } = useI18n();
  const labels = useListingWords();

  return async function searchText(typed: string): Promise<void> {
    const reader = await loadQueryReader().catch(() => undefined);
    const target = reader
      ? await reader.queryTarget(typed, { search, place, queryClient, labels, locale })
      : asTypedTarget(typed, search);
    navigate(target);
  };
}
