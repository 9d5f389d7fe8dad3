import { filtersToSearchParams, homeTabPath, pageMetaFor } from '@aangan/domain';
import { PlusIcon } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { useI18n } from '../../i18n/use-i18n';
import { lazyComponent } from '../../lib/lazy-component';
import { useHasRecentlyViewed } from '../../lib/recently-viewed-presence';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useHomeListings } from './api';
import { Hero } from './hero';
import { LookingForTiles } from './home/looking-for-tiles';
import { PropertyAlerts } from './home/property-alerts';
import { WhyChoose } from './home/why-choose';
import { ListingGrid } from './listing-grid';
import { PopularCities } from './place/popular-cities';
import { SearchStructuredData } from './search-structured-data';
import { SECTION_TITLES } from './tabs';
import { useSearchState } from './use-search-state';

// The full results (sort, pages, their own search form) load only once 'View All Properties' is pressed.
const SearchResultsSection = lazyComponent<{ isJustOpened?: boolean }>(
  'search-results-section',
  async () => (await import('./results/search-results-section')).SearchResultsSection,
);

// Loaded only on a device that keeps some: a first visit has none, and its script stays as it was. A convenience:
// should its file fail to arrive, the page goes on without it rather than failing as a whole.
const RecentlyViewed = lazyComponent<{ focusAfterClear: string }>('recently-viewed', () =>
  import('./home/recently-viewed').then(
    (part) => part.RecentlyViewed,
    () => () => null,
  ),
);

/** Home and the four tab paths (/buy, /rent, /pg, /commercial) share this page. */
export function HomePage() {
  const { t, locale } = useI18n();
  const search = useSearchState();
  const navigate = useNavigate();
  const { tab } = search;
  // The grid's own query: one cache entry, read here for the structured data.
  const listings = useHomeListings(tab, search.filters);
  const title = t(SECTION_TITLES[tab]);
  // The same title the server writes for the address, in the page's language.
  useDocumentTitle(pageMetaFor(homeTabPath(tab), locale).title);

  // With nothing left to reset, the empty state's Reset Filters widens to every property.
  const hasFilters = filtersToSearchParams(search.filters).size > 0;
  const resetFilters = () => (hasFilters ? search.resetFilters() : navigate('/'));
  // Pressed here (not a link or a reload): the results take focus and scroll into view as they open.
  const [isJustOpened, setJustOpened] = useState(false);
  const hasRecentlyViewed = useHasRecentlyViewed();
  const showAll = () => {
    setJustOpened(true);
    search.showAllResults();
  };

  return (
    <>
      <SearchStructuredData tab={tab} listings={listings.data?.items ?? []} />
      <Hero tab={tab} />
      {/* 'View All Properties' turns the six into the full results in their place, starting from the same
          first listings with sorting and pages, rather than repeating the six above them (issue 19). */}
      {search.showAll ? (
        <Suspense fallback={<div className="min-h-96" aria-busy="true" />}>
          <SearchResultsSection isJustOpened={isJustOpened} />
        </Suspense>
      ) : (
        <section aria-labelledby="listings-title" className="page-container py-10">
          <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
            <div className="flex flex-col gap-1">
              <h2 id="listings-title" className="font-bold text-2xl text-foreground tracking-tight">
                {title}
              </h2>
              <p className="text-muted-foreground text-sm">{t('search.home.text')}</p>
            </div>
            <Button asChild>
              <Link to="/list-property">
                <PlusIcon aria-hidden="true" />
                {t('search.home.postProperty')}
              </Link>
            </Button>
          </div>
          <ListingGrid tab={tab} filters={search.filters} onShowAll={showAll} onResetFilters={resetFilters} />
        </section>
      )}
      {/* Below the grid: it appears after hydration (the list is the device's), off the first screen. */}
      {hasRecentlyViewed && (
        <Suspense fallback={null}>
          <RecentlyViewed focusAfterClear="#looking-for-title" />
        </Suspense>
      )}
      <LookingForTiles />
      <PopularCities />
      <WhyChoose />
      <PropertyAlerts />
    </>
  );
}
