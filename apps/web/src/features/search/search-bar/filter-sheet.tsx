import {
  defaultFilters,
  FILTER_PURPOSES,
  type FilterPurpose,
  type FilterState,
  PROPERTY_TYPES,
  type PropertyType,
} from '@aangan/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../components/ui/sheet';
import { Tabs, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useI18n } from '../../../i18n/use-i18n';
import { useListingWords } from '../../../i18n/use-listing-words';
import { FilterFields } from '../filters/filter-fields';

interface FilterSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The filters to start from (search text included); edits stay a draft until applied. */
  value: FilterState;
  onApply: (next: FilterState) => void;
  title: string;
  /** Accordion sections open at first. */
  defaultOpen?: readonly string[];
}

function isPurpose(value: string): value is FilterPurpose {
  return (FILTER_PURPOSES as readonly string[]).includes(value);
}

function isPropertyType(value: string): value is PropertyType {
  return (PROPERTY_TYPES as readonly string[]).includes(value);
}

/** The Filters side sheet (docs/product.md §2): purpose and type tabs, the filters in an accordion, Clear All and Apply Filters. */
export function FilterSheet({ open, onOpenChange, value, onApply, title, defaultOpen }: FilterSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-[min(26rem,100vw)] gap-0 p-0">
        {/* Mounted only while open, so each opening starts from the applied filters. */}
        {open && (
          <FilterSheetBody
            value={value}
            title={title}
            defaultOpen={defaultOpen}
            onClear={() => onApply(defaultFilters())}
            onApply={(next) => {
              onApply(next);
              onOpenChange(false);
            }}
          />
        )}
      </SheetContent>
    </Sheet>
  );
}

function FilterSheetBody({
  value,
  title,
  defaultOpen,
  onClear,
  onApply,
}: {
  value: FilterState;
  title: string;
  defaultOpen?: readonly string[];
  onClear: () => void;
  onApply: (next: FilterState) => void;
}) {
  const { t } = useI18n();
  const { FILTER_PURPOSE_LABELS, PROPERTY_TYPE_LABELS } = useListingWords();
  const [draft, setDraft] = useState<FilterState>(value);
  return (
    <>
      <SheetHeader className="border-b px-5 pt-5 pb-4">
        <SheetTitle>{title}</SheetTitle>
        <SheetDescription>{t('search.sheet.text')}</SheetDescription>
      </SheetHeader>
      <div className="flex flex-1 flex-col gap-4 overflow-y-auto px-5 py-4">
        <Tabs value={draft.purpose} onValueChange={(next) => isPurpose(next) && setDraft({ ...draft, purpose: next })}>
          <TabsList aria-label={t('search.sheet.purpose')} className="w-full">
            {FILTER_PURPOSES.map((purpose) => (
              // A choice of tabs with no panels to show: aria-controls would name ids that do not exist.
              <TabsTrigger key={purpose} value={purpose} aria-controls={undefined}>
                {FILTER_PURPOSE_LABELS[purpose]}
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
        <Tabs
          value={draft.propertyType}
          onValueChange={(next) => isPropertyType(next) && setDraft({ ...draft, propertyType: next })}
        >
          <TabsList aria-label={t('search.sheet.propertyType')} className="w-full">
            {PROPERTY_TYPES.map((type) => (
              <TabsTrigger key={type} value={type} aria-controls={undefined}>
                {PROPERTY_TYPE_LABELS[type]}
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
        <FilterFields value={draft} onChange={setDraft} defaultOpen={defaultOpen} />
      </div>
      <div className="flex gap-3 border-t bg-surface px-5 py-4">
        <Button
          variant="outline"
          className="flex-1"
          onClick={() => {
            setDraft(defaultFilters());
            onClear();
          }}
        >
          {t('search.sheet.clearAll')}
        </Button>
        <Button className="flex-1" onClick={() => onApply(draft)}>
          {t('search.filter.applyFilters')}
        </Button>
      </div>
    </>
  );
}
