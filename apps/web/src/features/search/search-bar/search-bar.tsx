import {
  BEDROOM_OPTIONS,
  type BedroomOption,
  FILTER_DEFAULTS,
  type FilterState,
  filterChips,
  type HomeTab,
  purposeBudgetLabel,
  READ_PARAM,
  removeChip,
} from '@aangan/domain';
import { SearchIcon, SlidersHorizontalIcon, XIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/native-select';
import { useI18n } from '../../../i18n/use-i18n';
import { useListingWords } from '../../../i18n/use-listing-words';
import { lazyComponent } from '../../../lib/lazy-component';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { cn } from '../../../lib/utils';
import { PlaceCombobox } from '../suggest/place-combobox';
import { budgetPresetId, budgetPresets } from './budget-presets';

// The sheets and every filter field in them load on the first press of Filters or More Filters.
const FilterSheet = lazyComponent('filter-sheet', async () => (await import('./filter-sheet')).FilterSheet);

interface SearchBarProps {
  /** The applied filters (search text included). */
  value: FilterState;
  onApply: (next: FilterState) => void;
  placeholder: string;
  /** The page's tab: the box's place suggestions count its listings and lead to its place pages. */
  tab: HomeTab;
  /** A text search: read for filters (the page's `useQuerySearch`); without it the text is applied as typed. */
  onSearchText?: (typed: string) => void;
  /** What the page understood from the words it was searched with, above the chips (its 'We understood' row). */
  understood?: ReactNode;
  /** Chips the understood row shows already (their ids), left out below it. */
  hiddenChips?: ReadonlySet<string>;
  className?: string;
}

const ANY = 'any';
const MANY = 'many';

/** Sections the More Filters sheet opens on: those the inline selects do not offer. */
const MORE_SECTIONS = ['bathrooms', 'area', 'furnishing', 'tenant', 'postedBy', 'amenities'];

/**
 * The search bar (docs/product.md §2 'Search bar elsewhere'): free text, the Filters and More Filters sheets,
 * inline budget and bedroom selects, and removable chips for what differs from the defaults.
 */
export function SearchBar({
  value,
  onApply,
  placeholder,
  tab,
  onSearchText,
  understood,
  hiddenChips,
  className,
}: SearchBarProps) {
  const { t, locale } = useI18n();
  const labels = useListingWords();
  const { BEDROOM_LABELS } = labels;
  const [text, setText] = useState(value.searchTerm);
  const [applied, setApplied] = useState(value.searchTerm);
  const [sheet, setSheet] = useState<'filters' | 'more' | null>(null);
  const isSheetMounted = useOpenedOnce(sheet !== null);
  // A new search from elsewhere (back, a chip, Clear All) replaces what was typed.
  if (applied !== value.searchTerm) {
    setApplied(value.searchTerm);
    setText(value.searchTerm);
  }

  const current: FilterState = { ...value, searchTerm: text };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the box shows, even when typed before the app took over the server's page (the state was still empty).
    const typed = String(new FormData(event.currentTarget).get('q') ?? text);
    setText(typed);
    if (onSearchText) onSearchText(typed);
    else onApply({ ...current, searchTerm: typed });
  };

  const presets = budgetPresets(value.purpose, locale);
  const budgetId = budgetPresetId(value.budget);
  const isDefaultBudget = budgetId === budgetPresetId(FILTER_DEFAULTS.budget);
  const isPreset = presets.some((preset) => preset.id === budgetId);
  const bedroomValue =
    value.bedrooms.length === 0 ? ANY : value.bedrooms.length === 1 ? String(value.bedrooms[0]) : MANY;
  const chips = filterChips(value, undefined, labels, locale).filter((chip) => !hiddenChips?.has(chip.id));

  return (
    <div className={cn('flex min-w-0 flex-col gap-3', className)}>
      <form aria-label={t('search.form.label')} onSubmit={submit} className="flex min-w-0 gap-2">
        {/* Words sent before the script took over are read for filters once it has (use-query-search.ts). */}
        <input type="hidden" name={READ_PARAM} value="1" />
        <div className="relative min-w-0 flex-1">
          <SearchIcon
            className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
            aria-hidden="true"
          />
          <PlaceCombobox
            type="search"
            name="q"
            enterKeyHint="search"
            autoComplete="off"
            aria-label={t('search.bar.text')}
            placeholder={placeholder}
            tab={tab}
            value={text}
            maxLength={100}
            onValueChange={setText}
            className="pl-9"
          />
        </div>
        <Button type="submit">
          <SearchIcon aria-hidden="true" className="sm:hidden" />
          <span className="max-sm:sr-only">{t('search.form.search')}</span>
        </Button>
      </form>

      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <Button variant="outline" onClick={() => setSheet('filters')}>
          <SlidersHorizontalIcon aria-hidden="true" />
          {t('search.filters')}
        </Button>
        <NativeSelect
          aria-label={t('search.filter.budget')}
          className="w-auto min-w-36 max-w-full"
          value={isDefaultBudget ? ANY : budgetId}
          onChange={(event) => {
            const preset = presets.find((item) => item.id === event.target.value);
            onApply({ ...current, budget: preset?.budget ?? FILTER_DEFAULTS.budget });
          }}
        >
          <option value={ANY}>{t('search.bar.anyBudget')}</option>
          {presets.map((preset) => (
            <option key={preset.id} value={preset.id}>
              {preset.label}
            </option>
          ))}
          {!isDefaultBudget && !isPreset && (
            <option value={budgetId} disabled>
              {purposeBudgetLabel(value, locale)}
            </option>
          )}
        </NativeSelect>
        {value.propertyType === 'residential' && (
          <NativeSelect
            aria-label={t('search.filter.bedrooms')}
            className="w-auto min-w-32 max-w-full"
            value={bedroomValue}
            onChange={(event) => {
              const next = event.target.value;
              const bedrooms = BEDROOM_OPTIONS.filter((option) => String(option) === next) as BedroomOption[];
              onApply({ ...current, bedrooms });
            }}
          >
            <option value={ANY}>{t('search.bar.anyBedrooms')}</option>
            {BEDROOM_OPTIONS.map((option) => (
              <option key={option} value={String(option)}>
                {BEDROOM_LABELS[option]}
              </option>
            ))}
            {bedroomValue === MANY && (
              <option value={MANY} disabled>
                {value.bedrooms.map((option) => BEDROOM_LABELS[option]).join(', ')}
              </option>
            )}
          </NativeSelect>
        )}
        <Button variant="ghost" onClick={() => setSheet('more')}>
          {t('search.bar.moreFilters')}
        </Button>
      </div>

      {understood}
      {chips.length > 0 && (
        <ul aria-label={t('search.bar.applied')} className="flex min-w-0 flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip.id}>
              <button
                type="button"
                aria-label={t('search.bar.remove', { label: chip.label })}
                onClick={() => onApply(removeChip(current, chip))}
                className="inline-flex h-8 max-w-full cursor-pointer items-center gap-1.5 rounded-full border border-brand/30 bg-brand-soft pr-2 pl-3 font-medium text-brand-strong text-sm transition-colors hover:bg-brand/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                <span className="truncate">{chip.label}</span>
                <XIcon className="size-3.5 shrink-0" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}

      {isSheetMounted && (
        <Suspense fallback={null}>
          <FilterSheet
            open={sheet !== null}
            onOpenChange={(open) => setSheet(open ? (sheet ?? 'filters') : null)}
            value={current}
            onApply={onApply}
            title={t(sheet === 'more' ? 'search.bar.moreFilters' : 'search.filters')}
            defaultOpen={sheet === 'more' ? MORE_SECTIONS : undefined}
          />
        </Suspense>
      )}
    </div>
  );
}
