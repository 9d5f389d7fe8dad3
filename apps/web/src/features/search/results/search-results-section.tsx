import {
  type FilterState,
  filtersForTab,
  type PlaceNames,
  SORT_OPTIONS,
  type SortOption,
  searchPagePath,
  tabForFilters,
  toSearchQuery,
  withoutScope,
} from '@aangan/domain';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ListingCard, PRIORITY_CARDS } from '../../../components/listing-card/listing-card';
import { Pager } from '../../../components/pager';
import { SaveSearchButton } from '../../../components/saved-searches/save-search-button';
import { NativeSelect } from '../../../components/ui/native-select';
import { useI18n } from '../../../i18n/use-i18n';
import { useListingWords } from '../../../i18n/use-listing-words';
import { lazyComponent } from '../../../lib/lazy-component';
import { useMediaQuery } from '../../../lib/use-media-query';
import { cn } from '../../../lib/utils';
import { ListingSkeletonGrid, ListingsLoadError, LoadedListings, NoListingsFound } from '../listing-states';
import { useLoadedListingsFallback } from '../loaded-listings';
import { DisplayToggle } from '../map/display-toggle';
import { mapListings } from '../map/map-listings';
import { SearchBar } from '../search-bar/search-bar';
import { searchPlaceholder } from '../tabs';
import { UnderstoodChips, useUnderstoodChips } from '../understand/understood-chips';
import { useQuerySearch } from '../understand/use-query-search';
import { searchStateToParams, useSearchState } from '../use-search-state';
import { type PlaceScope, RESULTS_PAGE_SIZE, resultsPageSize, useSearchResults } from './api';
import { useFoundCountLine } from './found-count';

const gridClass = 'grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3';

/** Tailwind's `lg`, where the sidebar column shows. */
const WIDE_SCREEN = '(min-width: 64rem)';
// The sidebar and its filter fields load only where they show: a phone never downloads them.
const SidebarFilter = lazyComponent(
  'sidebar-filter',
  async () => (await import('../sidebar/sidebar-filter')).SidebarFilter,
);

// Leaflet and the markers load only when a map is shown.
const ResultsMap = lazyComponent('results-map', async () => (await import('../map/results-map')).ResultsMap);
const mapFrameClass = 'h-[55vh] min-h-72 w-full lg:h-[60vh]';

function isSortOption(value: string): value is SortOption {
  return (SORT_OPTIONS as readonly string[]).includes(value);
}

interface SearchResultsSectionProps {
  /** On a place page: its city and locality, which every search here keeps (decision 023). */
  place?: PlaceScope;
  /** On a place page: its names, for a saved search's suggested name. */
  placeNames?: PlaceNames;
  /** The section's heading; 'Search Properties' (in the page's language) on the home page and its tabs. */
  title?: string;
  /** The results are the page's main content (a place page): the first cards' pictures load first. */
  leading?: boolean;
  /** Just opened by 'View All Properties': the heading takes focus (the button is gone) and scrolls into view. */
  isJustOpened?: boolean;
}

/**
 * The results section (docs/product.md §2): 'Search Properties', the count found, its own search bar, the sidebar
 * filter on wide screens, a page of cards with sorting and paging. Everything it shows is in the URL.
 */
export function SearchResultsSection({
  place,
  placeNames,
  title,
  leading = false,
  isJustOpened = false,
}: SearchResultsSectionProps = {}) {
  const { t } = useI18n();
  const { SORT_LABELS } = useListingWords();
  const foundCountLine = useFoundCountLine();
  const search = useSearchState();
  const isWide = useMediaQuery(WIDE_SCREEN);
  const { tab, filters, page, sort, showAll, location, showMap, box } = search;
  const navigate = useNavigate();
  const top = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // Once, on opening: later renders (a page, a filter) keep their own focus and scroll.
  const [shouldReveal] = useState(isJustOpened);
  useEffect(() => {
    if (!shouldReveal) return;
    heading.current?.focus({ preventScroll: true });
    top.current?.scrollIntoView({ block: 'start' });
  }, [shouldReveal]);
  const { data, isPending, error, isPlaceholderData, refetch } = useSearchResults({
    tab,
    filters,
    page,
    sort,
    place,
    location,
    box,
    showMap,
  });
  // Every listing loaded that matches, on one page: the server's paging is not there to follow.
  const fallback = useLoadedListingsFallback({ ...toSearchQuery(filters, { tab }), ...place }, error);

  // The bar and sidebar show the tab's purpose and type; choosing another moves to that tab's path.
  const scoped = filtersForTab(tab, filters);
  const apply = (next: FilterState) => {
    const nextTab = tabForFilters(tab, scoped, next);
    const kept = withoutScope(nextTab, next);
    if (nextTab === tab) {
      search.setFilters(kept);
      return;
    }
    const params = searchStateToParams({ filters: kept, page: 1, sort, showAll, showMap, box });
    // A place page moves to the same place's page of the other segment.
    navigate({ pathname: searchPagePath(nextTab, place), search: params.toString() });
  };

  const searchText = useQuerySearch(place);
  const understood = useUnderstoodChips(place);

  const goToPage = (next: number) => {
    search.setPage(next);
    top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const total = data?.total ?? 0;
  const pageSize = resultsPageSize(showMap);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const shown = data?.items ?? fallback;
  const onMap = useMemo(() => mapListings(shown ?? []), [shown]);
  const openListing = useCallback((id: string) => navigate(`/property/${id}`), [navigate]);

  return (
    <section ref={top} aria-labelledby="search-results-title" className="page-container scroll-mt-20 py-10">
      <div className="mb-6 flex flex-col gap-1">
        <h2
          ref={heading}
          id="search-results-title"
          tabIndex={-1}
          className="font-bold text-2xl text-foreground tracking-tight focus:outline-none"
        >
          {title ?? t('search.results.title')}
        </h2>
        <p className="min-h-5 text-muted-foreground text-sm" aria-live="polite">
          {data
            ? foundCountLine({ count: total, countCapped: data.totalCapped })
            : fallback
              ? foundCountLine({ count: fallback.length, countCapped: false })
              : ''}
        </p>
      </div>

      <SearchBar
        value={scoped}
        onApply={apply}
        onSearchText={searchText}
        understood={
          <UnderstoodChips
            chips={understood.chips}
            onRemove={understood.remove}
            choices={understood.choices}
            onChoose={(choice) => searchText(understood.saidWith(choice))}
          />
        }
        hiddenChips={understood.hiddenBarChips}
        placeholder={t(searchPlaceholder(tab))}
        tab={tab}
        className="mb-6"
      />

      <div className="grid min-w-0 gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside aria-label={t('search.results.sidebar')} className="hidden lg:block">
          {isWide && (
            <Suspense fallback={null}>
              <SidebarFilter
                key={`${tab}:${JSON.stringify(scoped)}`}
                value={scoped}
                onApply={apply}
                onReset={search.resetFilters}
              />
            </Suspense>
          )}
        </aside>

        <div className="flex min-w-0 flex-col gap-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <SaveSearchButton filters={filters} placeNames={placeNames} />
            <DisplayToggle showMap={showMap} onChange={search.setShowMap} />
            <NativeSelect
              aria-label={t('search.results.sortBy')}
              className="w-auto min-w-48"
              value={sort}
              onChange={(event) => isSortOption(event.target.value) && search.setSort(event.target.value)}
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {SORT_LABELS[option]}
                </option>
              ))}
            </NativeSelect>
          </div>

          {box && (
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
              {t('search.map.area')}
              <button
                type="button"
                className="cursor-pointer font-medium text-brand-strong underline-offset-4 hover:underline"
                onClick={() => search.setBox(undefined)}
              >
                {t('search.map.clearArea')}
              </button>
            </p>
          )}
          {showMap && (
            <Suspense fallback={<div className={cn(mapFrameClass, 'rounded-xl border bg-muted')} />}>
              <ResultsMap
                listings={onMap}
                searchedBox={box}
                onSearchArea={search.setBox}
                onOpen={openListing}
                className={mapFrameClass}
              />
            </Suspense>
          )}
          {isPending ? (
            <ListingSkeletonGrid count={RESULTS_PAGE_SIZE} className={gridClass} />
          ) : fallback ? (
            <LoadedListings listings={fallback} className={gridClass} onResetFilters={search.resetFilters} />
          ) : error ? (
            <ListingsLoadError onRetry={() => refetch()} />
          ) : data.items.length === 0 ? (
            <NoListingsFound onResetFilters={search.resetFilters} />
          ) : (
            <>
              <ul
                className={cn(gridClass, 'transition-opacity', isPlaceholderData && 'opacity-60')}
                aria-busy={isPlaceholderData}
              >
                {data.items.map((property, index) => (
                  <li key={property.id} className="flex min-w-0">
                    <ListingCard property={property} priority={leading && index < PRIORITY_CARDS} />
                  </li>
                ))}
              </ul>
              <Pager
                page={page}
                pages={pages}
                onPage={goToPage}
                hrefFor={(target) => `?${searchStateToParams({ ...search, page: target })}`}
              />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
