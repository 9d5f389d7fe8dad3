import { type TeamListingFilter, teamListingQuerySchema } from '@aangan/domain';
import { MessageSquareWarningIcon, SearchXIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadErrorPanel } from '../../../components/load-error-panel';
import { MessagePanel } from '../../../components/message-panel';
import { Pager } from '../../../components/pager';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { cn } from '../../../lib/utils';
import { FilterLinks } from '../filter-links';
import { sectionTitle } from '../messages';
import { SearchBox } from '../search-box';
import { filterHref, useUrlParams } from '../use-url-params';
import { useTeamListings } from './api';
import { ListingRow, ListingRowsSkeleton } from './listing-row';
import { LISTING_FILTER_LABELS, LISTINGS_COPY } from './messages';

type Filter = keyof typeof LISTING_FILTER_LABELS;

const FILTERS = Object.keys(LISTING_FILTER_LABELS) as Filter[];

function isFilter(value: string | undefined): value is TeamListingFilter {
  return value !== 'all' && FILTERS.some((filter) => filter === value);
}

/**
 * Search, filter and page live in the URL. A search the server would refuse (two letters, half an email) is
 * refused here in the domain's words, without asking.
 */
function useListingsParams() {
  const { get, page, update, setPage } = useUrlParams();
  const raw = get('state');
  const state = isFilter(raw) ? raw : undefined;
  const q = get('q');
  const checked = teamListingQuerySchema.safeParse({ q });
  return {
    q,
    state,
    page,
    qError: checked.success ? undefined : checked.error.issues[0]?.message,
    setPage,
    setSearch: (next: string) => update({ q: next || undefined, page: undefined }),
  };
}

/** The team's listing search (issue 16): any listing whatever its state, newest first. */
export function ListingsPage() {
  useDocumentTitle(sectionTitle(LISTINGS_COPY.title));
  const { q, state, page, qError, setPage, setSearch } = useListingsParams();
  const { data, isError, isFetching, isPlaceholderData, refetch } = useTeamListings(
    { q, state, page },
    { enabled: !qError },
  );
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  let list: ReactNode;
  if (qError) {
    list = null;
  } else if (!data && isError) {
    list = (
      <LoadErrorPanel
        title={LISTINGS_COPY.loadFailedTitle}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
        headingLevel="h3"
      >
        <p role="alert">{LISTINGS_COPY.loadFailed}</p>
      </LoadErrorPanel>
    );
  } else if (!data) {
    list = <ListingRowsSkeleton label={LISTINGS_COPY.loading} />;
  } else if (data.items.length === 0) {
    list = (
      <MessagePanel icon={SearchXIcon} title={LISTINGS_COPY.emptyTitle(Boolean(q))} headingLevel="h3">
        <p>{LISTINGS_COPY.empty(Boolean(q))}</p>
      </MessagePanel>
    );
  } else {
    list = (
      <div className="flex flex-col gap-3">
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {LISTINGS_COPY.count(data.total, data.totalCapped)}
        </p>
        <ul
          aria-label={LISTINGS_COPY.listLabel}
          aria-busy={isPlaceholderData}
          className={cn('flex flex-col gap-3 transition-opacity', isPlaceholderData && 'opacity-60')}
        >
          {data.items.map((listing) => (
            <li key={listing.id}>
              <ListingRow listing={listing} />
            </li>
          ))}
        </ul>
        <Pager page={page} pages={pages} onPage={setPage} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4 pb-6">
      <div className="flex flex-col gap-1">
        <div className="flex items-center justify-between gap-3">
          <h2 className="font-semibold text-foreground text-xl leading-tight">{LISTINGS_COPY.title}</h2>
          <Button asChild variant="outline" className="h-10 shrink-0">
            <Link to="/admin/appeals">
              <MessageSquareWarningIcon aria-hidden="true" />
              {LISTINGS_COPY.appeals}
            </Link>
          </Button>
        </div>
        <p className="text-muted-foreground text-sm">{LISTINGS_COPY.description}</p>
      </div>
      <SearchBox
        label={LISTINGS_COPY.searchLabel}
        placeholder={LISTINGS_COPY.searchPlaceholder}
        q={q}
        onSearch={setSearch}
        error={qError}
      />
      <FilterLinks
        label={LISTINGS_COPY.filterLabel}
        current={state ?? 'all'}
        options={FILTERS.map((filter) => ({
          key: filter,
          label: LISTING_FILTER_LABELS[filter],
          // A filter keeps the search, and starts again from the first page.
          to: filterHref({ q, state: filter === 'all' ? undefined : filter }),
        }))}
      />
      {list}
    </div>
  );
}
