import { budgetChipLabel, FILTER_SCALES, formatCardPrice, type SliderScale } from '@aangan/domain';
import { RangeField } from './range-field';

interface BudgetFieldProps {
  value: readonly [number, number];
  onChange: (next: [number, number]) => void;
  /** The slider: the search filter's (0 to 1 crore) unless the sidebar's per-purpose range. */
  scale?: SliderScale;
  label?: string;
}

/** Budget range in the card price format; a thumb at an end means no limit. */
export function BudgetField({ value, onChange, scale = FILTER_SCALES.budget, label = 'Budget' }: BudgetFieldProps) {
  return (
    <RangeField
      label={label}
      scale={scale}
      value={value}
      onChange={onChange}
      summary={budgetChipLabel(value, scale)}
      formatEnd={(amount) => formatCardPrice(amount)}
    />
  );
}
