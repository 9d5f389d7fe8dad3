import { parseNumberText } from '@aangan/domain';
import type { ChangeEvent } from 'react';
import { describedBy, FieldError } from '../../../components/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Slider } from '../../../components/ui/slider';

interface NumberScale {
  min: number;
  max: number;
  step: number;
}

interface EmiFieldProps {
  id: string;
  label: string;
  text: string;
  onChange: (text: string, unreadable: boolean) => void;
  /** The number input's own range and step (its arrows and stepper buttons move by the step). */
  input: NumberScale & { inputMode: 'numeric' | 'decimal' };
  /** The slider's range; a typed value outside it is kept, and the slider sits at its nearer end. */
  slider: NumberScale;
  /** What the slider's position is called aloud ('₹40,00,000'). */
  valueText: (value: number) => string;
  /** Under the field: the loan amount in words as it is typed. */
  hint?: string;
  error?: string;
}

/** Where the slider sits for what is typed: its nearer end for a number outside it, its start for no number. */
function sliderValue(text: string, { min, max }: NumberScale): number {
  const value = parseNumberText(text);
  return value === null || !Number.isFinite(value) ? min : Math.min(max, Math.max(min, value));
}

/**
 * One of the calculator's inputs, as Indian portals lay them out: the label and a number input with its stepper
 * on one line, a slider under them for a thumb on a phone, then a hint and the field's problem.
 */
export function EmiField({ id, label, text, onChange, input, slider, valueText, hint, error }: EmiFieldProps) {
  const hintId = `${id}-hint`;
  const change = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value, event.target.validity.badInput);
  const described = [hint ? hintId : undefined, describedBy(id, { error })].filter(Boolean).join(' ');

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          type="number"
          inputMode={input.inputMode}
          min={input.min}
          max={input.max}
          step={input.step}
          value={text}
          onChange={change}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className="w-36 shrink-0 text-right font-medium tabular-nums sm:w-40"
        />
      </div>
      {/* A listing priced at a few rupees leaves the slider no range: the number input alone then. */}
      {slider.max > slider.min && (
        <Slider
          min={slider.min}
          max={slider.max}
          step={slider.step}
          value={[sliderValue(text, slider)]}
          onValueChange={([value]) => value !== undefined && onChange(String(value), false)}
          thumbLabels={[label]}
          thumbValueText={valueText}
        />
      )}
      {hint !== undefined && (
        <p id={hintId} className="min-h-4 text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      <FieldError id={id} message={error} />
    </div>
  );
}
