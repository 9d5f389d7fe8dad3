import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../lib/utils';
import { errorIdFor, FieldError } from './form-field';

interface ChoiceCardsProps<Value extends string> {
  /** Names the error, which the fieldset points at. */
  id: string;
  legend: ReactNode;
  /** The choices, in the order shown. */
  options: readonly Value[];
  labels: Record<Value, string>;
  /** What react-hook-form's `register(name)` gives, spread on every radio. */
  field: UseFormRegisterReturn;
  error: string | undefined;
  /** Two columns from the small breakpoint up, for a list of short labels. */
  columns?: 1 | 2;
}

/**
 * One reason picked from a fixed list, as radios on bordered cards that light up when chosen: shared by the
 * report dialog and the console's hide and uphold dialogs, so every list of reasons looks and reads alike.
 */
export function ChoiceCards<Value extends string>({
  id,
  legend,
  options,
  labels,
  field,
  error,
  columns = 1,
}: ChoiceCardsProps<Value>) {
  return (
    <fieldset
      className="grid gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorIdFor(id) : undefined}
    >
      <legend className="mb-2 font-medium text-foreground text-sm leading-none">{legend}</legend>
      <div className={cn('grid gap-1.5', columns === 2 && 'sm:grid-cols-2')}>
        {options.map((each) => (
          <label
            key={each}
            className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-input bg-surface px-3 py-2 text-sm transition-colors hover:bg-muted has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              value={each}
              className="size-4 shrink-0 cursor-pointer accent-brand focus-visible:outline-none"
              {...field}
            />
            {labels[each]}
          </label>
        ))}
      </div>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}
