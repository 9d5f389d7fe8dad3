import type { HomeTab } from '@aangan/domain';
import { formatCount, withoutScope } from '@aangan/domain';
import { Trans } from '@lingui/react';
import { BuildingIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '../../components/ui/skeleton';
import { useI18n } from '../../i18n/use-i18n';
import { useListingWords } from '../../i18n/use-listing-words';
import { cn } from '../../lib/utils';
import { usePropertyStats } from './api';
import { HeroSearch } from './home/hero-search';
import { TAB_LINKS } from './tabs';
import { searchStateToParams, useSearchState } from './use-search-state';

/** '{n}+ Properties', holding its place while the count loads so nothing below moves. */
function PropertyCountBadge() {
  const { t } = useI18n();
  const { data, isPending, isError } = usePropertyStats();
  if (isPending) return <Skeleton className="h-7 w-36 rounded-full" />;
  if (isError) return <div className="h-7" aria-hidden="true" />;
  return (
    <p className="inline-flex h-7 items-center gap-1.5 rounded-full border border-brand/20 bg-surface px-3 font-medium text-brand-strong text-sm shadow-xs">
      <BuildingIcon className="size-4" aria-hidden="true" />
      {t('search.hero.count', { n: formatCount(data.total) })}
    </p>
  );
}

/** The four tabs (and All) as links; switching keeps the search text, filters and order, from page 1. */
function TabNav({ tab }: { tab: HomeTab }) {
  const { t } = useI18n();
  const { HOME_TAB_LABELS } = useListingWords();
  const { filters, sort } = useSearchState();
  return (
    <nav aria-label={t('search.hero.tabs')} className="-mx-1 max-w-full overflow-x-auto px-1 py-1">
      <ul className="inline-flex gap-1 rounded-xl border bg-surface p-1 shadow-sm">
        {TAB_LINKS.map((link) => {
          const search = searchStateToParams({
            filters: withoutScope(link.tab, filters),
            sort,
            page: 1,
            showAll: false,
          }).toString();
          return (
            <li key={link.tab}>
              <Link
                to={{ pathname: link.to, search }}
                aria-current={link.tab === tab ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-lg px-4 font-medium text-muted-foreground text-sm transition-colors hover:bg-muted hover:text-foreground',
                  link.tab === tab &&
                    'bg-brand text-brand-foreground hover:bg-brand-strong hover:text-brand-foreground',
                )}
              >
                {HOME_TAB_LABELS[link.tab]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function Hero({ tab }: { tab: HomeTab }) {
  const { t } = useI18n();
  return (
    <section className="border-b bg-gradient-to-b from-brand-soft/70 to-background">
      <div className="page-container flex flex-col items-start gap-5 py-10 sm:py-14">
        <PropertyCountBadge />
        <div className="flex max-w-2xl flex-col gap-3">
          <h1 className="font-bold text-3xl text-foreground tracking-tight sm:text-5xl">
            <Trans id="search.hero.title" components={{ home: <span className="text-brand" /> }} />
          </h1>
          <p className="text-lg text-muted-foreground">{t('search.hero.text')}</p>
        </div>
        <div className="flex w-full max-w-3xl flex-col gap-3">
          <TabNav tab={tab} />
          <HeroSearch tab={tab} />
        </div>
      </div>
    </section>
  );
}
