import { ChevronDownIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/**
 * The browser's own select, dressed as the site's select trigger (decision 024). Where a page's first view has
 * selects (the results' sort, budget and bedrooms), a phone opens its own picker, one-handed, and the page
 * needs no script for them: Radix's select costs a results page about a fifth of its script.
 * `className` sizes the control; options are plain `<option>`s.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <span className={cn('relative inline-flex', className)}>
      <select
        className="h-10 w-full min-w-0 cursor-pointer appearance-none truncate rounded-lg border border-input bg-surface pr-9 pl-3 text-sm shadow-xs focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand/30 focus-visible:outline-offset-0 disabled:cursor-not-allowed disabled:opacity-50"
        {...props}
      >
        {children}
      </select>
      <ChevronDownIcon
        className="-translate-y-1/2 pointer-events-none absolute top-1/2 right-3 size-4 opacity-60"
        aria-hidden="true"
      />
    </span>
  );
}
