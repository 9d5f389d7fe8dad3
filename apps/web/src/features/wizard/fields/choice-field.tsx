import type { ChangeEvent } from 'react';
import { errorIdFor, FieldError } from '../../../components/form-field';
import { cn } from '../../../lib/utils';
import type { TextFieldName } from './field-names';
import type { Option } from './select-field';
import { useListingField } from './use-listing-field';

interface ChoiceFieldProps {
  name: TextFieldName;
  legend: string;
  options: readonly Option[];
  /** Runs after the form has the new value (step 1 clears a sub-type the new type does not have). */
  onChoose?: (value: string) => void;
  className?: string;
}

/** A short list of mutually exclusive options as radio pills: every choice visible, one tap to pick. */
export function ChoiceField({ name, legend, options, onChoose, className }: ChoiceFieldProps) {
  const {
    form: { register },
    id,
    error,
  } = useListingField(name);
  const field = register(name, {
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChoose?.(event.target.value),
  });
  return (
    <fieldset
      className={cn('grid content-start gap-2', className)}
      aria-describedby={error ? errorIdFor(id) : undefined}
    >
      <legend className="mb-2 font-medium text-foreground text-sm leading-none">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-input bg-surface px-3 py-2 text-sm transition-colors hover:bg-muted has-checked:border-brand has-checked:bg-brand-soft has-checked:text-brand-strong has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              value={option.value}
              aria-invalid={error ? true : undefined}
              className="size-4 shrink-0 cursor-pointer accent-brand focus-visible:outline-none"
              {...field}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={id} message={error} reserveLine />
    </fieldset>
  );
}
