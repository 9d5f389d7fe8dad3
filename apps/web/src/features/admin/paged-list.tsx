import type { ReactNode } from 'react';
import { LoadErrorPanel } from '../../components/load-error-panel';
import { Pager } from '../../components/pager';
import { cn } from '../../lib/utils';

interface ListPage {
  items: readonly unknown[];
  total: number;
  limit: number;
}

interface PagedListProps<Data extends ListPage> {
  /** The section's query, a page at a time, the last page kept while the next one loads. */
  query: {
    data: Data | undefined;
    isError: boolean;
    isFetching: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  page: number;
  onPage: (page: number) => void;
  copy: { loadFailedTitle: string; loadFailed: string; listLabel: string };
  /** Shown while the first page loads. */
  skeleton: ReactNode;
  /** Shown when the page holds nothing. */
  empty: ReactNode;
  /** How many there are, in words. */
  count: (data: Data) => string;
  /** The list's own look; a column of cards unless said. */
  listClassName?: string;
  /** One item as its `<li>`, keyed. */
  renderItem: (item: Data['items'][number]) => ReactNode;
}

/**
 * A console section's list a page at a time: the load error with Retry, the skeleton, the empty state, or
 * the count, the items (dimmed while the next page loads) and the pager.
 */
export function PagedList<Data extends ListPage>({
  query: { data, isError, isFetching, isPlaceholderData, refetch },
  page,
  onPage,
  copy,
  skeleton,
  empty,
  count,
  listClassName = 'flex flex-col gap-3',
  renderItem,
}: PagedListProps<Data>) {
  if (!data && isError) {
    return (
      <LoadErrorPanel
        title={copy.loadFailedTitle}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
        headingLevel="h3"
      >
        <p role="alert">{copy.loadFailed}</p>
      </LoadErrorPanel>
    );
  }
  if (!data) return skeleton;
  if (data.items.length === 0) return empty;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {count(data)}
      </p>
      <ul
        aria-label={copy.listLabel}
        aria-busy={isPlaceholderData}
        className={cn(listClassName, 'transition-opacity', isPlaceholderData && 'opacity-60')}
      >
        {data.items.map(renderItem)}
      </ul>
      <Pager page={page} pages={Math.max(1, Math.ceil(data.total / data.limit))} onPage={onPage} />
    </div>
  );
}
