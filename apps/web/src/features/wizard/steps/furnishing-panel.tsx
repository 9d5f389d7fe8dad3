import {
  checkFurnishingDetails,
  FURNISHING_CHECKBOXES,
  FURNISHING_COUNTERS,
  type FurnishingCheckbox,
  type FurnishingCounter,
  type ListingFormValues,
} from '@aangan/domain';
import { MinusIcon, PlusIcon } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldError } from '../../../components/form-field';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../../components/ui/accordion';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { useI18n } from '../../../i18n/use-i18n';
import { useListingWords } from '../../../i18n/use-listing-words';
import { errorOf, fieldId } from '../fields/field-names';
import { useListingMessage } from '../listing-messages';

type Details = ListingFormValues['furnishingDetails'];

/** Whether a count is one the listing rules accept (whole, 0 to their maximum). */
function isAllowedCount(item: FurnishingCounter, count: number): boolean {
  return count >= 0 && checkFurnishingDetails({ [item]: count }) === undefined;
}

function Counter({ item, value, onChange }: { item: FurnishingCounter; value: number; onChange: (n: number) => void }) {
  const { t } = useI18n();
  const label = useListingWords().FURNISHING_COUNTER_LABELS[item];
  const labelId = `${fieldId('furnishingDetails')}-${item}`;
  return (
    <fieldset aria-labelledby={labelId} className="flex items-center justify-between gap-3 rounded-lg border px-3 py-2">
      <span id={labelId} className="font-medium text-sm">
        {label}
      </span>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          className="size-8"
          aria-label={t('wizard.furnishing.decrease', { item: label })}
          disabled={!isAllowedCount(item, value - 1)}
          onClick={() => onChange(value - 1)}
        >
          <MinusIcon aria-hidden="true" />
        </Button>
        <output
          aria-live="polite"
          aria-label={t('wizard.furnishing.count', { item: label })}
          className="w-6 text-center text-sm tabular-nums"
        >
          {value}
        </output>
        <Button
          variant="outline"
          size="icon"
          className="size-8"
          aria-label={t('wizard.furnishing.increase', { item: label })}
          disabled={!isAllowedCount(item, value + 1)}
          onClick={() => onChange(value + 1)}
        >
          <PlusIcon aria-hidden="true" />
        </Button>
      </div>
    </fieldset>
  );
}

/** The furnished or semi-furnished items: counters floored at 0 and yes/no checkboxes (docs/product.md §2 step 3). */
export function FurnishingPanel() {
  const {
    control,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<ListingFormValues>();
  const { t } = useI18n();
  const { FURNISHING_CHECKBOX_LABELS } = useListingWords();
  const say = useListingMessage();
  const details = useWatch({ control, name: 'furnishingDetails' });
  const id = fieldId('furnishingDetails');

  const update = (item: FurnishingCounter | FurnishingCheckbox, value: number | boolean) => {
    const next: Details = { ...getValues('furnishingDetails'), [item]: value };
    setValue('furnishingDetails', next, { shouldDirty: true });
  };
  const countOf = (item: FurnishingCounter) => {
    const value = details[item];
    return typeof value === 'number' ? value : 0;
  };

  return (
    <Accordion type="single" collapsible defaultValue="items" className="rounded-xl border bg-muted/40 px-4">
      <AccordionItem value="items">
        <AccordionTrigger>{t('wizard.furnishing.title')}</AccordionTrigger>
        <AccordionContent className="grid gap-5">
          <div className="grid gap-2 sm:grid-cols-2">
            {FURNISHING_COUNTERS.map((item) => (
              <Counter key={item} item={item} value={countOf(item)} onChange={(n) => update(item, n)} />
            ))}
          </div>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {FURNISHING_CHECKBOXES.map((item) => {
              const checkboxId = `${id}-${item}`;
              return (
                <div key={item} className="flex items-center gap-3">
                  <Checkbox
                    id={checkboxId}
                    checked={details[item] === true}
                    onChange={(event) => update(item, event.target.checked)}
                  />
                  <Label htmlFor={checkboxId} className="font-normal">
                    {FURNISHING_CHECKBOX_LABELS[item]}
                  </Label>
                </div>
              );
            })}
          </div>
          <FieldError id={id} message={say(errorOf(errors, 'furnishingDetails'))} />
        </AccordionContent>
      </AccordionItem>
    </Accordion>
  );
}
