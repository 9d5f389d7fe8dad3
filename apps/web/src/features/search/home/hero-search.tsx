import {
  type FilterState,
  filtersForTab,
  type HomeTab,
  homeTabPath,
  normalizeFilters,
  READ_PARAM,
  tabForFilters,
  withoutScope,
} from '@aangan/domain';
import { SearchIcon, SlidersHorizontalIcon } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../i18n/use-i18n';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { PlaceCombobox } from '../suggest/place-combobox';
import { searchPlaceholder } from '../tabs';
import { useQuerySearch } from '../understand/use-query-search';
import { searchStateToParams, useSearchState } from '../use-search-state';

const loadDialog = () => import('./advanced-filters-dialog');

// The dialog (Radix Dialog and every filter control) loads on first use, keeping the home page's first load small.
const AdvancedFiltersDialog = lazy(() => loadDialog().then((module) => ({ default: module.AdvancedFiltersDialog })));

/** The hero's text search (Enter or Search) and its Filters button; both write the search into the URL. */
export function HeroSearch({ tab }: { tab: HomeTab }) {
  const { t } = useI18n();
  const search = useSearchState();
  const navigate = useNavigate();
  const searchText = useQuerySearch();
  const appliedText = search.filters.searchTerm;
  const [text, setText] = useState(appliedText);
  // Back, forward and Reset Filters change the URL: the box follows what is applied.
  const [shownText, setShownText] = useState(appliedText);
  if (shownText !== appliedText) {
    setShownText(appliedText);
    setText(appliedText);
  }
  const [isDialogOpen, setDialogOpen] = useState(false);
  const isDialogMounted = useOpenedOnce(isDialogOpen);

  function runSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // What the box shows, even when typed before the app took over the server's page (the state was still empty).
    const typed = String(new FormData(event.currentTarget).get('q') ?? text);
    setText(typed);
    if (normalizeFilters({ ...search.filters, searchTerm: typed }).searchTerm === appliedText) return;
    void searchText(typed);
  }

  /** A purpose or type other than the tab's moves to that tab; the text typed so far goes along. */
  function applyFilters(chosen: FilterState) {
    const next = { ...chosen, searchTerm: text };
    const target = tabForFilters(tab, filtersForTab(tab, search.filters), next);
    const params = searchStateToParams({
      filters: withoutScope(target, next),
      sort: search.sort,
      page: 1,
      showAll: target === tab && search.showAll,
    });
    navigate({ pathname: homeTabPath(target), search: params.toString() });
  }

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 (and to jsdom). */}
      <form
        role="search"
        aria-label={t('search.form.label')}
        onSubmit={runSearch}
        className="flex w-full flex-col gap-2 sm:flex-row"
      >
        {/* Words sent before the script took over are read for filters once it has (use-query-search.ts). */}
        <input type="hidden" name={READ_PARAM} value="1" />
        <label htmlFor="hero-search" className="sr-only">
          {t('search.hero.field')}
        </label>
        <div className="relative min-w-0 flex-1">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <PlaceCombobox
            id="hero-search"
            type="search"
            name="q"
            enterKeyHint="search"
            autoComplete="off"
            tab={tab}
            value={text}
            onValueChange={setText}
            placeholder={t(searchPlaceholder(tab))}
            className="h-12 pl-9 shadow-sm"
          />
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="lg"
            className="flex-1 sm:flex-none"
            aria-haspopup="dialog"
            onClick={() => setDialogOpen(true)}
            onPointerEnter={loadDialog}
            onFocus={loadDialog}
          >
            <SlidersHorizontalIcon aria-hidden="true" />
            {t('search.filters')}
          </Button>
          <Button type="submit" size="lg" className="flex-1 sm:flex-none">
            <SearchIcon aria-hidden="true" />
            {t('search.form.search')}
          </Button>
        </div>
      </form>
      {isDialogMounted && (
        <Suspense fallback={null}>
          <AdvancedFiltersDialog
            open={isDialogOpen}
            onOpenChange={setDialogOpen}
            tab={tab}
            filters={search.filters}
            onApply={applyFilters}
          />
        </Suspense>
      )}
    </>
  );
}
