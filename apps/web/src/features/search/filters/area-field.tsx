import { areaChipLabel, FILTER_SCALES, type SliderScale } from '@aangan/domain';
import { RangeField } from './range-field';

interface AreaFieldProps {
  value: readonly [number, number];
  onChange: (next: [number, number]) => void;
  /** The slider: the search filter's (0 to 5000 sq.ft) unless the sidebar's (100 to 10,000). */
  scale?: SliderScale;
}

const squareFeet = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Area range in square feet; a thumb at an end means no limit. */
export function AreaField({ value, onChange, scale = FILTER_SCALES.area }: AreaFieldProps) {
  return (
    <RangeField
      label="Area"
      scale={scale}
      value={value}
      onChange={onChange}
      summary={areaChipLabel(value, scale)}
      formatEnd={(amount) => `${squareFeet.format(amount)} sq.ft`}
    />
  );
}
