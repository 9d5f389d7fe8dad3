import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/utils';

interface FigureCardProps {
  label: string;
  /** The figure as shown: a count, or a wait. */
  value: string;
  /** The wait's unit, smaller beside it so the figure keeps to one line. */
  unit?: string;
  hint: string;
  icon: LucideIcon;
  /** The queue or list the figure counts. */
  to: string;
  /** Nothing to see: the figure steps back so those that need the team stand out. */
  quiet?: boolean;
  className?: string;
}

/**
 * One figure, big and in tabular digits, then what it counts: "3 Verification requests" reads the same to
 * the eye and to a screen reader, and figures side by side line up however their labels wrap. The whole
 * card links to what it counts, for a thumb to hit anywhere.
 */
export function FigureCard({ label, value, unit, hint, icon: Icon, to, quiet = false, className }: FigureCardProps) {
  return (
    <Link
      to={to}
      className={cn(
        'flex h-full flex-col gap-1.5 rounded-xl border bg-surface p-4 shadow-sm transition-colors hover:border-brand/40 focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
        className,
      )}
    >
      <span className="flex items-start justify-between gap-2">
        <span
          className={cn(
            'whitespace-nowrap font-semibold text-3xl tabular-nums leading-none tracking-tight',
            quiet ? 'text-muted-foreground' : 'text-foreground',
          )}
        >
          {value}
          {unit && (
            <span className="font-medium text-base text-muted-foreground tracking-normal">
              {'\u00a0'}
              {unit}
            </span>
          )}
        </span>
        <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
      </span>
      <span className="font-medium text-foreground text-sm leading-tight">{label}</span>
      <span className="mt-auto text-muted-foreground text-xs leading-snug">{hint}</span>
    </Link>
  );
}
