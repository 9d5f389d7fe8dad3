import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/utils';

interface MessagePanelProps {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  headingLevel?: 'h1' | 'h2' | 'h3';
  tone?: 'neutral' | 'danger';
  className?: string;
}

/** A centred icon, heading, text and actions: empty, error and placeholder states share it. */
export function MessagePanel({
  icon: Icon,
  title,
  children,
  actions,
  headingLevel: Heading = 'h2',
  tone = 'neutral',
  className,
}: MessagePanelProps) {
  return (
    <div className={cn('mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-12 text-center', className)}>
      <span
        className={cn(
          'mb-1 inline-flex size-14 items-center justify-center rounded-full',
          tone === 'danger' ? 'bg-danger-soft text-danger' : 'bg-brand-soft text-brand',
        )}
      >
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <Heading className="font-semibold text-foreground text-xl">{title}</Heading>
      {children && <div className="text-muted-foreground">{children}</div>}
      {actions && <div className="mt-2 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
