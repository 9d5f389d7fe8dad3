import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/**
 * A native checkbox in the brand colour; pair it with a Label's htmlFor. Native rather than Radix: it works
 * with react-hook-form's register as is, and needs no ResizeObserver (Radix's form bubble input does).
 */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'size-5 shrink-0 cursor-pointer rounded-md accent-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:outline-2 aria-invalid:outline-danger',
        className,
      )}
      {...props}
    />
  );
}
