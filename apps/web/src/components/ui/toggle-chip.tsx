import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

type ToggleChipProps = Omit<ComponentProps<'button'>, 'type'> & { pressed: boolean };

/** A pill that is on or off (aria-pressed): for picking any number of options from a short list. */
export function ToggleChip({ pressed, className, ...props }: ToggleChipProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={cn(
        'inline-flex h-9 cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap rounded-full border px-3.5 font-medium text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50',
        pressed
          ? 'border-brand bg-brand-soft text-brand-strong'
          : 'border-input bg-surface text-foreground hover:bg-muted',
        className,
      )}
      {...props}
    />
  );
}
