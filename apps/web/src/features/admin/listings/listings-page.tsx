import { type TeamListingFilter, teamListingQuerySchema } from '@aangan/domain';
import { MessageSquareWarningIcon, SearchXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { MessagePanel } from '../../../components/message-panel';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FilterLinks } from '../filter-links';
import { ListingCardsSkeleton } from '../listing-card';
import { useAdminWords } from '../messages';
import { PagedList } from '../paged-list';
import { SearchBox } from '../search-box';
import { filterHref, useUrlParams } from '../use-url-params';
import { useTeamListings } from './api';
import { ListingRow } from './listing-row';
import { useListingsWords } from './messages';

type Filter = keyof ReturnType<typeof useListingsWords>['LISTING_FILTER_LABELS'];

/** The filters in the order the row shows them: 'all' (no filter), the states, then verified and pending. */
const FILTERS: readonly Filter[] = [
  'all',
  'live',
  'hidden',
  'owner-suspended',
  'expired',
  'withdrawn',
  'verified',
  'pending-review',
];

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
  const { LISTING_FILTER_LABELS, LISTINGS_COPY } = useListingsWords();
  const { sectionTitle } = useAdminWords();
  useDocumentTitle(sectionTitle(LISTINGS_COPY.title));
  const { q, state, page, qError, setPage, setSearch } = useListingsParams();
  const query = useTeamListings({ q, state, page }, { enabled: !qError });

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
      {!qError && (
        <PagedList
          query={query}
          page={page}
          onPage={setPage}
          copy={LISTINGS_COPY}
          skeleton={<ListingCardsSkeleton label={LISTINGS_COPY.loading} />}
          empty={
            <MessagePanel icon={SearchXIcon} title={LISTINGS_COPY.emptyTitle(Boolean(q))} headingLevel="h3">
              <p>{LISTINGS_COPY.empty(Boolean(q))}</p>
            </MessagePanel>
          }
          count={(data) => LISTINGS_COPY.count(data.total, data.totalCapped)}
          renderItem={(listing) => (
            <li key={listing.id}>
              <ListingRow listing={listing} />
            </li>
          )}
        />
      )}
    </div>
  );
}
