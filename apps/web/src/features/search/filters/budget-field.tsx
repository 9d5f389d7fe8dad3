import { budgetChipLabel, budgetStops, formatCardPrice, nearestStop, type SliderScale } from '@aangan/domain';
import { useMemo } from 'react';
import { Slider } from '../../../components/ui/slider';
import { useI18n } from '../../../i18n/use-i18n';

interface BudgetFieldProps {
  value: readonly [number, number];
  onChange: (next: [number, number]) => void;
  /** The purpose's slider (budgetScale, sheetBudgetScale): rent, PG and buying each have their own range. */
  scale: SliderScale;
}

/**
 * Budget range in the card price format; a thumb at an end means no limit. The thumbs move between the
 * scale's stops (budgetStops), finer at the low end, so a phone can pick ₹8,000 as easily as ₹3 L.
 */
export function BudgetField({ value, onChange, scale }: BudgetFieldProps) {
  const { t, locale } = useI18n();
  const price = (amount: number) => formatCardPrice(amount, undefined, locale);
  const stops = useMemo(() => budgetStops(scale), [scale]);
  const amountAt = (index: number | undefined, fallback: number) =>
    index === undefined ? fallback : (stops[index] ?? fallback);
  return (
    <div className="flex flex-col gap-2">
      <p className="font-medium text-foreground text-sm" aria-live="polite">
        {budgetChipLabel(value, scale, locale)}
      </p>
      <Slider
        min={0}
        max={stops.length - 1}
        step={1}
        minStepsBetweenThumbs={0}
        value={[nearestStop(stops, value[0]), nearestStop(stops, value[1])]}
        onValueChange={(next) => onChange([amountAt(next[0], scale.min), amountAt(next[1], scale.max)])}
        thumbLabels={[t('search.filter.budgetMin'), t('search.filter.budgetMax')]}
        thumbValueText={(index) => {
          const amount = amountAt(index, scale.max);
          return `${price(amount)}${amount >= scale.max ? '+' : ''}`;
        }}
      />
      <div className="flex justify-between text-muted-foreground text-xs" aria-hidden="true">
        <span>{price(scale.min)}</span>
        <span>{price(scale.max)}+</span>
      </div>
    </div>
  );
}
