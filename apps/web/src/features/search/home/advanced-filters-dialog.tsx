import {
  defaultFilters,
  FILTER_PURPOSES,
  type FilterState,
  filtersForTab,
  type HomeTab,
  PROPERTY_TYPES,
} from '@aangan/domain';
import { RotateCcwIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { ToggleChip } from '../../../components/ui/toggle-chip';
import { useI18n } from '../../../i18n/use-i18n';
import { useListingWords } from '../../../i18n/use-listing-words';
import { FilterFields } from '../filters/filter-fields';

interface AdvancedFiltersDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tab: HomeTab;
  /** The filters applied now (from the URL); the dialog edits a copy until Apply. */
  filters: FilterState;
  onApply: (next: FilterState) => void;
}

/** One choice out of a few, as pills: the purpose and the property type decide which filters follow. */
function SingleChoice<T extends string>({
  label,
  options,
  labels,
  value,
  onChange,
}: {
  label: string;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  value: T;
  onChange: (next: T) => void;
}) {
  return (
    <section aria-label={label} className="flex flex-col gap-2.5">
      <h3 className="font-medium text-foreground text-sm">{label}</h3>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <ToggleChip key={option} pressed={option === value} onClick={() => onChange(option)}>
            {labels[option]}
          </ToggleChip>
        ))}
      </div>
    </section>
  );
}

/** The dialog's body, mounted on each opening so the draft starts from what is applied. */
function AdvancedFiltersForm({ tab, filters, onApply }: Omit<AdvancedFiltersDialogProps, 'open' | 'onOpenChange'>) {
  const { t } = useI18n();
  const { FILTER_PURPOSE_LABELS, PROPERTY_TYPE_LABELS } = useListingWords();
  const [draft, setDraft] = useState(() => filtersForTab(tab, filters));

  // Reset clears the choices in the dialog only; the search text stays, as it lives in the hero box.
  const reset = () => setDraft(filtersForTab(tab, { ...defaultFilters(), searchTerm: draft.searchTerm }));

  return (
    <form
      className="flex min-h-0 flex-col"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <div className="flex min-h-0 flex-col gap-5 overflow-y-auto px-6 pb-6">
        <SingleChoice
          label={t('search.dialog.lookingTo')}
          options={FILTER_PURPOSES}
          labels={FILTER_PURPOSE_LABELS}
          value={draft.purpose}
          onChange={(purpose) => setDraft({ ...draft, purpose })}
        />
        <SingleChoice
          label={t('search.dialog.category')}
          options={PROPERTY_TYPES}
          labels={PROPERTY_TYPE_LABELS}
          value={draft.propertyType}
          onChange={(propertyType) => setDraft({ ...draft, propertyType })}
        />
        <FilterFields value={draft} onChange={setDraft} layout="stack" />
      </div>
      <DialogFooter className="border-t px-6 py-4">
        <Button variant="outline" onClick={reset}>
          <RotateCcwIcon aria-hidden="true" />
          {t('search.dialog.reset')}
        </Button>
        <Button type="submit">{t('search.dialog.apply')}</Button>
      </DialogFooter>
    </form>
  );
}

/**
 * 'Advanced Filters' (docs/product.md §2): at most 425 px wide and 70% of the screen high, its body scrolling.
 * On a short screen (200% zoom on a laptop) it takes all the height it has, so there is room to scroll in.
 */
export function AdvancedFiltersDialog({ open, onOpenChange, tab, filters, onApply }: AdvancedFiltersDialogProps) {
  const { t } = useI18n();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[70dvh] max-w-[425px] flex-col gap-0 overflow-hidden p-0 [@media(max-height:40rem)]:max-h-[calc(100dvh-1rem)]">
        <DialogHeader className="px-6 pt-6 pb-4">
          <DialogTitle>{t('search.dialog.title')}</DialogTitle>
          <DialogDescription>{t('search.dialog.text')}</DialogDescription>
        </DialogHeader>
        <AdvancedFiltersForm
          tab={tab}
          filters={filters}
          onApply={(next) => {
            onApply(next);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
