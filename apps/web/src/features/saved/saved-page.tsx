import { formatCount } from '@aangan/domain';
import { HeartIcon, SearchIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListingCard } from '../../components/listing-card/listing-card';
import { ListingCardSkeleton } from '../../components/listing-card/listing-card-skeleton';
import { LoadErrorPanel } from '../../components/load-error-panel';
import { MessagePanel } from '../../components/message-panel';
import { Pager } from '../../components/pager';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../i18n/use-i18n';
import { useSavedProperties } from '../../lib/saved-properties';
import { useDocumentTitle } from '../../lib/use-document-title';

const gridClass = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3';
const SKELETON_COUNT = 3;

/** The page number in the URL (?page=2); anything else is the first page. */
function useSavedPage(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = Number(searchParams.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const setPage = (next: number) => {
    setSearchParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };
  return [page, setPage];
}

/** The grid with its loading, error and empty states, and the pager. */
function SavedList({ page, setPage }: { page: number; setPage: (page: number) => void }) {
  const { t } = useI18n();
  const { data, isError, isFetching, refetch } = useSavedProperties(page);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;
  // Unsaving the last card of the last page leaves that page empty: step back to the one before.
  const pastTheEnd = data !== undefined && data.items.length === 0 && data.total > 0 && page > pages;
  useEffect(() => {
    if (pastTheEnd) setPage(pages);
  }, [pastTheEnd, pages, setPage]);

  // A failed refetch keeps the list it had; only a first load that fails shows the error.
  if (!data && isError) {
    return (
      <LoadErrorPanel title={t('saved.loadError.title')} onRetry={() => void refetch()} isRetrying={isFetching}>
        <p role="alert">{t('saved.loadError.body')}</p>
      </LoadErrorPanel>
    );
  }

  if (!data) {
    return (
      <div className={gridClass} aria-busy="true">
        <span role="status" className="sr-only">
          {t('saved.loading')}
        </span>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart
          <ListingCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  if (data.total === 0) {
    return (
      <MessagePanel
        icon={HeartIcon}
        title={t('saved.empty.title')}
        actions={
          <Button asChild>
            <Link to="/">
              <SearchIcon aria-hidden="true" />
              {t('saved.browse')}
            </Link>
          </Button>
        }
      >
        <p>{t('saved.empty.body')}</p>
      </MessagePanel>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <ul className={gridClass}>
        {data.items.map((property) => (
          <li key={property.id} className="flex min-w-0">
            {/* Everything here is saved: the heart is filled before the saved ids arrive. */}
            <ListingCard property={property} initialSaved />
          </li>
        ))}
      </ul>
      <Pager page={page} pages={pages} onPage={setPage} />
    </div>
  );
}

/**
 * The /saved page (docs/product.md §3 User 'saved_properties'): the person's saved listings, newest save first.
 * A listing unsaved here leaves the grid when the list refetches.
 */
export function SavedPage() {
  const { t } = useI18n();
  useDocumentTitle(t('saved.title'));
  const [page, setPage] = useSavedPage();
  const { data } = useSavedProperties(page);

  return (
    <section className="page-container py-8 sm:py-12" aria-labelledby="saved-title">
      <div className="mb-6 flex flex-col gap-1 sm:mb-8">
        <h1 id="saved-title" className="font-bold text-2xl text-foreground tracking-tight sm:text-3xl">
          {t('saved.title')}
        </h1>
        {/* A fixed line height keeps the grid still when the count arrives. */}
        <p className="h-5 text-muted-foreground text-sm">
          {data ? t('saved.count', { total: data.total, count: formatCount(data.total) }) : ''}
        </p>
      </div>
      <SavedList page={page} setPage={setPage} />
    </section>
  );
}
