import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'flex h-10 w-full min-w-0 rounded-lg border border-input bg-surface px-3 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
