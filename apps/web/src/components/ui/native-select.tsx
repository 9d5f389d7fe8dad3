import { ChevronDownIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';
import { SELECT_BOX_CLASS } from './select-style';

/**
 * The browser's own select, dressed as the site's select trigger (decision 024). Where a page's first view has
 * selects (the results' sort, budget and bedrooms), a phone opens its own picker, one-handed, and the page
 * needs no script for them: Radix's select costs a results page about a fifth of its script.
 * `className` sizes the control; options are plain `<option>`s.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <span className={cn('relative inline-flex', className)}>
      <select className={cn(SELECT_BOX_CLASS, 'min-w-0 appearance-none truncate pr-9 pl-3')} {...props}>
        {children}
      </select>
      <ChevronDownIcon
        className="-translate-y-1/2 pointer-events-none absolute top-1/2 right-3 size-4 opacity-60"
        aria-hidden="true"
      />
    </span>
  );
}
