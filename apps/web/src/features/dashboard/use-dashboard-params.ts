import { SEARCH_TEXT_MAX } from '@aangan/domain';
import { useSearchParams } from 'react-router';
import { type DashboardTab, isDashboardTab } from './dashboard-tabs';

const Q_PARAM = 'q';
const TAB_PARAM = 'tab';

/** The search text as the server accepts it: trimmed and at most SEARCH_TEXT_MAX characters. */
export function cleanSearchText(text: string): string {
  return text.trim().slice(0, SEARCH_TEXT_MAX);
}

/**
 * The dashboard's search text and tab live in the URL (`?q=…&tab=rent`), so reload and back keep them.
 * Typing replaces the history entry (one per debounced word would clutter back); a tab change pushes one.
 */
export function useDashboardParams() {
  const [params, setParams] = useSearchParams();
  const q = cleanSearchText(params.get(Q_PARAM) ?? '');
  const rawTab = params.get(TAB_PARAM);
  const tab: DashboardTab = isDashboardTab(rawTab) ? rawTab : 'all';

  const write = (next: { q?: string; tab?: DashboardTab }, replace: boolean) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.q !== undefined) {
          if (next.q) updated.set(Q_PARAM, next.q);
          else updated.delete(Q_PARAM);
        }
        if (next.tab !== undefined) {
          if (next.tab === 'all') updated.delete(TAB_PARAM);
          else updated.set(TAB_PARAM, next.tab);
        }
        return updated;
      },
      { replace },
    );
  };

  return {
    q,
    tab,
    setQ: (text: string) => {
      const next = cleanSearchText(text);
      if (next !== q) write({ q: next }, true);
    },
    setTab: (next: DashboardTab) => {
      if (next !== tab) write({ tab: next }, false);
    },
    /** Back to every listing: no text, the All tab. */
    clear: () => write({ q: '', tab: 'all' }, false),
  };
}
