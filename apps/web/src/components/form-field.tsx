import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/utils';
import { Input } from './ui/input';
import { Label } from './ui/label';

/** The id of a field's error message, for aria-describedby. */
export const errorIdFor = (id: string) => `${id}-error`;
const descriptionIdFor = (id: string) => `${id}-description`;

/** The ids a control points at with aria-describedby, matching what FormField renders. */
export function describedBy(id: string, { error, description }: { error?: string; description?: string }) {
  const ids = [description && descriptionIdFor(id), error && errorIdFor(id)].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/**
 * A field's error under it; rendered only when there is one, unless `reserveLine` keeps a line for it so that
 * what is below does not move when it appears or goes (a click landing as it moves is lost).
 */
export function FieldError({
  id,
  message,
  className,
  reserveLine = false,
}: {
  id: string;
  message: string | undefined;
  className?: string;
  reserveLine?: boolean;
}) {
  if (!message) return reserveLine ? <p aria-hidden="true" className={cn('min-h-5', className)} /> : null;
  return (
    <p id={errorIdFor(id)} className={cn('min-h-5 font-medium text-danger text-sm', className)}>
      {message}
    </p>
  );
}

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  description?: string;
  /** Shown at the end of the label row, such as 'Forgot password?'; it comes after the control in the tab order. */
  labelAction?: ReactNode;
  /** Keeps a line for the error even when there is none (the wizard: its buttons stay put). */
  reserveErrorLine?: boolean;
  children: ReactNode;
}

/** A label, its control, an optional hint and the field's error, stacked. */
export function FormField({ id, label, error, description, labelAction, reserveErrorLine, children }: FormFieldProps) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] content-start gap-2 [&>*]:col-span-2">
      <div className="col-span-1! col-start-1 row-start-1 flex min-h-5 items-center">
        <Label htmlFor={id}>{label}</Label>
      </div>
      {children}
      {/* After the control in the page (WCAG 2.4.3: type the password, then the link), beside the label on screen. */}
      {labelAction && (
        <div className="col-span-1! col-start-2 row-start-1 flex min-h-5 items-center justify-end">{labelAction}</div>
      )}
      {description && (
        <p id={descriptionIdFor(id)} className="text-muted-foreground text-xs">
          {description}
        </p>
      )}
      <FieldError id={id} message={error} reserveLine={reserveErrorLine} />
    </div>
  );
}

type InputFieldProps = Omit<FormFieldProps, 'children'> & ComponentProps<'input'>;

/** A labelled text input with its hint and error wired for screen readers. */
export function InputField({
  id,
  label,
  error,
  description,
  labelAction,
  reserveErrorLine,
  ...inputProps
}: InputFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      description={description}
      labelAction={labelAction}
      reserveErrorLine={reserveErrorLine}
    >
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, description })}
        {...inputProps}
      />
    </FormField>
  );
}
