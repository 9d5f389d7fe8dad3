import { formatCount, MAX_SAVED_SEARCHES } from '@aangan/domain';
import { BookmarkIcon, SearchIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadErrorPanel } from '../../components/load-error-panel';
import { MessagePanel } from '../../components/message-panel';
import { AlertsAddressNote } from '../../components/saved-searches/alert-frequency-field';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useI18n } from '../../i18n/use-i18n';
import { type SavedSearch, useMarkSeen, useSavedSearches } from '../../lib/saved-searches';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DeleteSearchDialog } from './delete-search-dialog';
import { RenameSearchDialog } from './rename-search-dialog';
import { SavedSearchCard } from './saved-search-card';

const gridClass = 'grid grid-cols-1 gap-5 md:grid-cols-2';
const SKELETON_COUNT = 2;

/**
 * The /saved-searches page (issue 20): the person's saved searches, newest first, each with what is new since it
 * was last opened; Open runs it (and marks it seen), Rename and Delete ask in a dialog.
 */
export function SavedSearchesPage() {
  const { t } = useI18n();
  useDocumentTitle(t('saved-searches.title'));
  const { data, isError, isFetching, refetch } = useSavedSearches();
  const markSeen = useMarkSeen();
  const [toRename, setToRename] = useState<SavedSearch | null>(null);
  const [toDelete, setToDelete] = useState<SavedSearch | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  let content: React.ReactNode;
  if (!data && isError) {
    content = (
      <LoadErrorPanel
        title={t('saved-searches.loadError.title')}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
      >
        <p role="alert">{t('saved-searches.loadError.body')}</p>
      </LoadErrorPanel>
    );
  } else if (!data) {
    content = (
      <div className={gridClass} aria-busy="true">
        <span role="status" className="sr-only">
          {t('saved-searches.loading')}
        </span>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to tell them apart
          <Skeleton key={index} data-testid="saved-search-skeleton" className="h-44 rounded-xl" />
        ))}
      </div>
    );
  } else if (data.items.length === 0) {
    content = (
      <MessagePanel
        icon={BookmarkIcon}
        title={t('saved-searches.empty.title')}
        actions={
          <Button asChild>
            <Link to="/?view=all">
              <SearchIcon aria-hidden="true" />
              {t('saved-searches.empty.action')}
            </Link>
          </Button>
        }
      >
        <p>{t('saved-searches.empty.body')}</p>
      </MessagePanel>
    );
  } else {
    content = (
      <ul className={gridClass}>
        {data.items.map((search) => (
          <li key={search.id} className="flex min-w-0 flex-col">
            <SavedSearchCard
              search={search}
              onOpen={(opened) => markSeen.mutate(opened.id)}
              onRename={setToRename}
              onDelete={setToDelete}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="page-container py-8 sm:py-12" aria-labelledby="saved-searches-title">
      <div className="mb-6 flex flex-col gap-1 sm:mb-8">
        <h1
          id="saved-searches-title"
          ref={heading}
          tabIndex={-1}
          className="font-bold text-2xl text-foreground tracking-tight outline-none sm:text-3xl"
        >
          {t('saved-searches.title')}
        </h1>
        <p className="text-muted-foreground text-sm">{t('saved-searches.subtitle')}</p>
        <AlertsAddressNote />
        {/* A fixed line height keeps the list still when the count arrives. */}
        <p className="h-5 text-muted-foreground text-sm">
          {data
            ? t('saved-searches.count', {
                total: data.items.length,
                count: formatCount(data.items.length),
                max: MAX_SAVED_SEARCHES,
              })
            : ''}
        </p>
      </div>
      {content}
      <RenameSearchDialog search={toRename} onClose={() => setToRename(null)} />
      <DeleteSearchDialog
        search={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => heading.current?.focus()}
      />
    </section>
  );
}
