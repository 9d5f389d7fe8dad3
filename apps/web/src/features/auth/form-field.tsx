import type { ComponentProps, ReactNode } from 'react';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { cn } from '../../lib/utils';

/** The id of a field's error message, for aria-describedby. */
export const errorIdFor = (id: string) => `${id}-error`;

/** A field's error under it; rendered only when there is one. */
export function FieldError({
  id,
  message,
  className,
}: {
  id: string;
  message: string | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p id={errorIdFor(id)} className={cn('text-danger text-sm', className)}>
      {message}
    </p>
  );
}

interface FormFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  error?: string;
  /** Shown at the end of the label row, such as 'Forgot password?'. */
  labelAction?: ReactNode;
}

/** A labelled input with its error message wired for screen readers. */
export function FormField({ id, label, error, labelAction, ...inputProps }: FormFieldProps) {
  return (
    <div className="grid gap-2">
      <div className="flex min-h-5 items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAction}
      </div>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdFor(id) : undefined}
        {...inputProps}
      />
      <FieldError id={id} message={error} />
    </div>
  );
}
