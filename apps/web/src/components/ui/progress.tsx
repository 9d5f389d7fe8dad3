import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

type ProgressProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** 0 to 100. */
  value: number;
};

/** A horizontal bar filled to `value` percent; name it with aria-label or aria-labelledby. */
export function Progress({ value, className, ...props }: ProgressProps) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <div
        className="h-full rounded-full bg-brand transition-[width] duration-300 motion-reduce:transition-none"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
