import type { Property } from '@aangan/domain';
import { PlusIcon } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Tabs, TabsContent } from '../../components/ui/tabs';
import { useI18n } from '../../i18n/use-i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useMyProperties } from './api';
import { PropertyListSkeleton, SummarySkeleton } from './dashboard-skeleton';
import { DashboardLoadError, NoMatchingProperties, NoPropertiesYet } from './dashboard-states';
import { isDashboardTab, purposeForTab } from './dashboard-tabs';
import { DashboardToolbar } from './dashboard-toolbar';
import { DeletePropertyDialog } from './delete-property-dialog';
import { PropertyList } from './property-list';
import { SUMMARY_HEADING_ID, SummaryPanel } from './summary-panel';
import { useDashboardParams } from './use-dashboard-params';
import { useLoadErrorToast } from './use-load-error-toast';

/**
 * The /my-properties dashboard (docs/product.md §2, §4): the owner's listings with search, purpose tabs, a summary
 * and delete. The search text and tab live in the URL; the list comes from GET /api/me/properties.
 */
export function MyPropertiesPage() {
  const { t } = useI18n();
  useDocumentTitle(t('dashboard.title'));
  const { q, tab, setQ, setTab, clear } = useDashboardParams();
  const { data, error, isPending, isFetching, isPlaceholderData, refetch } = useMyProperties({
    q,
    purpose: purposeForTab(tab),
  });
  useLoadErrorToast(error);
  const [toDelete, setToDelete] = useState<Property | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  let listing: ReactNode;
  if (isPending) listing = <PropertyListSkeleton label={t('dashboard.loading')} />;
  else if (!data) listing = <DashboardLoadError onRetry={() => void refetch()} isRetrying={isFetching} />;
  else if (data.items.length === 0) listing = <NoMatchingProperties onClear={clear} />;
  else {
    listing = (
      <PropertyList items={data.items} total={data.summary.total} stale={isPlaceholderData} onDelete={setToDelete} />
    );
  }

  return (
    <section aria-labelledby="my-properties-title" className="page-container py-8 sm:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1
            id="my-properties-title"
            ref={heading}
            tabIndex={-1}
            className="font-bold text-2xl text-foreground tracking-tight outline-none sm:text-3xl"
          >
            {t('dashboard.title')}
          </h1>
          <p className="text-muted-foreground text-sm">{t('dashboard.subtitle')}</p>
        </div>
        <Button asChild className="self-start sm:self-auto">
          <Link to="/list-property">
            <PlusIcon aria-hidden="true" />
            {t('dashboard.listProperty')}
          </Link>
        </Button>
      </div>

      <div className="mt-6 sm:mt-8">
        {data?.summary.total === 0 ? (
          <NoPropertiesYet />
        ) : (
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-8">
            {/* First in reading order (an overview on phones), moved to the side column on wide screens. */}
            {(data || isPending) && (
              <aside aria-labelledby={SUMMARY_HEADING_ID} className="lg:sticky lg:top-24 lg:order-last">
                {data ? <SummaryPanel summary={data.summary} /> : <SummarySkeleton />}
              </aside>
            )}
            <Tabs
              value={tab}
              onValueChange={(next) => isDashboardTab(next) && setTab(next)}
              className="flex min-w-0 flex-col gap-4"
            >
              <DashboardToolbar q={q} onSearch={setQ} summary={data?.summary} />
              <TabsContent value={tab} className="mt-0 focus-visible:outline-none">
                <h2 className="sr-only">{t('dashboard.listHeading')}</h2>
                {listing}
              </TabsContent>
            </Tabs>
          </div>
        )}
      </div>

      <DeletePropertyDialog
        property={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => heading.current?.focus()}
      />
    </section>
  );
}
