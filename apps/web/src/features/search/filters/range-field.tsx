import type { SliderScale } from '@aangan/domain';
import { Slider } from '../../../components/ui/slider';

interface RangeFieldProps {
  /** Names the slider's thumbs: 'Minimum area', 'Maximum area'. */
  thumbLabels: readonly [string, string];
  scale: SliderScale;
  value: readonly [number, number];
  onChange: (next: [number, number]) => void;
  /** The chosen range as text, e.g. '₹5 L – ₹1 Cr+'. */
  summary: string;
  /** One end of the scale as text, e.g. '₹0'. */
  formatEnd: (amount: number) => string;
}

/** A two-thumb slider with the chosen range above and the slider's ends below. */
export function RangeField({ thumbLabels, scale, value, onChange, summary, formatEnd }: RangeFieldProps) {
  return (
    <div className="flex flex-col gap-2">
      <p className="font-medium text-foreground text-sm" aria-live="polite">
        {summary}
      </p>
      <Slider
        min={scale.min}
        max={scale.max}
        step={scale.step}
        minStepsBetweenThumbs={0}
        value={[value[0], value[1]]}
        onValueChange={(next) => onChange([next[0] ?? scale.min, next[1] ?? scale.max])}
        thumbLabels={thumbLabels}
        thumbValueText={(amount) => `${formatEnd(amount)}${amount >= scale.max ? '+' : ''}`}
      />
      <div className="flex justify-between text-muted-foreground text-xs" aria-hidden="true">
        <span>{formatEnd(scale.min)}</span>
        <span>{formatEnd(scale.max)}+</span>
      </div>
    </div>
  );
}
