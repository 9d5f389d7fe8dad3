import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/** A multi-line text input matching Input's look. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex min-h-24 w-full min-w-0 rounded-lg border border-input bg-surface px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
