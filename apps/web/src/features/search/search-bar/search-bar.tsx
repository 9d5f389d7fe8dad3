import {
  BEDROOM_LABELS,
  BEDROOM_OPTIONS,
  type BedroomOption,
  budgetChipLabel,
  FILTER_DEFAULTS,
  type FilterState,
  filterChips,
  removeChip,
} from '@aangan/domain';
import { SearchIcon, SlidersHorizontalIcon, XIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { cn } from '../../../lib/utils';
import { budgetPresetId, budgetPresets } from './budget-presets';
import { FilterSheet } from './filter-sheet';

interface SearchBarProps {
  /** The applied filters (search text included). */
  value: FilterState;
  onApply: (next: FilterState) => void;
  placeholder?: string;
  className?: string;
}

const ANY = 'any';
const MANY = 'many';

/** Sections the More Filters sheet opens on: those the inline selects do not offer. */
const MORE_SECTIONS = ['bathrooms', 'area', 'furnishing', 'postedBy', 'amenities'];

/**
 * The search bar (docs/product.md §2 'Search bar elsewhere'): free text, the Filters and More Filters sheets,
 * inline budget and bedroom selects, and removable chips for what differs from the defaults.
 */
export function SearchBar({
  value,
  onApply,
  placeholder = 'Enter city, locality, landmark or project',
  className,
}: SearchBarProps) {
  const [text, setText] = useState(value.searchTerm);
  const [applied, setApplied] = useState(value.searchTerm);
  const [sheet, setSheet] = useState<'filters' | 'more' | null>(null);
  // A new search from elsewhere (back, a chip, Clear All) replaces what was typed.
  if (applied !== value.searchTerm) {
    setApplied(value.searchTerm);
    setText(value.searchTerm);
  }

  const current: FilterState = { ...value, searchTerm: text };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(current);
  };

  const presets = budgetPresets(value.purpose);
  const budgetId = budgetPresetId(value.budget);
  const isDefaultBudget = budgetId === budgetPresetId(FILTER_DEFAULTS.budget);
  const isPreset = presets.some((preset) => preset.id === budgetId);
  const bedroomValue =
    value.bedrooms.length === 0 ? ANY : value.bedrooms.length === 1 ? String(value.bedrooms[0]) : MANY;
  const chips = filterChips(value);

  return (
    <div className={cn('flex min-w-0 flex-col gap-3', className)}>
      <form aria-label="Search properties" onSubmit={submit} className="flex min-w-0 gap-2">
        <div className="relative min-w-0 flex-1">
          <SearchIcon
            className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Search text"
            placeholder={placeholder}
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
            className="pl-9"
          />
        </div>
        <Button type="submit">
          <SearchIcon aria-hidden="true" className="sm:hidden" />
          <span className="max-sm:sr-only">Search</span>
        </Button>
      </form>

      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <Button variant="outline" onClick={() => setSheet('filters')}>
          <SlidersHorizontalIcon aria-hidden="true" />
          Filters
        </Button>
        <Select
          value={isDefaultBudget ? ANY : budgetId}
          onValueChange={(id) => {
            const preset = presets.find((item) => item.id === id);
            onApply({ ...current, budget: preset?.budget ?? FILTER_DEFAULTS.budget });
          }}
        >
          <SelectTrigger aria-label="Budget" className="w-auto min-w-36 max-w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ANY}>Any budget</SelectItem>
            {presets.map((preset) => (
              <SelectItem key={preset.id} value={preset.id}>
                {preset.label}
              </SelectItem>
            ))}
            {!isDefaultBudget && !isPreset && (
              <SelectItem value={budgetId} disabled>
                {budgetChipLabel(value.budget)}
              </SelectItem>
            )}
          </SelectContent>
        </Select>
        {value.propertyType === 'residential' && (
          <Select
            value={bedroomValue}
            onValueChange={(next) => {
              const bedrooms = BEDROOM_OPTIONS.filter((option) => String(option) === next) as BedroomOption[];
              onApply({ ...current, bedrooms });
            }}
          >
            <SelectTrigger aria-label="Bedrooms" className="w-auto min-w-32 max-w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>Any BHK</SelectItem>
              {BEDROOM_OPTIONS.map((option) => (
                <SelectItem key={option} value={String(option)}>
                  {BEDROOM_LABELS[option]}
                </SelectItem>
              ))}
              {bedroomValue === MANY && (
                <SelectItem value={MANY} disabled>
                  {value.bedrooms.map((option) => BEDROOM_LABELS[option]).join(', ')}
                </SelectItem>
              )}
            </SelectContent>
          </Select>
        )}
        <Button variant="ghost" onClick={() => setSheet('more')}>
          More Filters
        </Button>
      </div>

      {chips.length > 0 && (
        <ul aria-label="Applied filters" className="flex min-w-0 flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip.id}>
              <button
                type="button"
                aria-label={`Remove ${chip.label}`}
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

      <FilterSheet
        open={sheet !== null}
        onOpenChange={(open) => setSheet(open ? (sheet ?? 'filters') : null)}
        value={current}
        onApply={onApply}
        title={sheet === 'more' ? 'More Filters' : 'Filters'}
        defaultOpen={sheet === 'more' ? MORE_SECTIONS : undefined}
      />
    </div>
  );
}
