import { type LucideIcon, RefreshCwIcon, TriangleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { cn } from '../lib/utils';
import { MessagePanel } from './message-panel';
import { Button } from './ui/button';

interface LoadErrorPanelProps {
  title: string;
  /** What went wrong and what to do, under the title. */
  children: ReactNode;
  onRetry: () => void;
  /** A retry is under way: the button waits and its icon spins. */
  isRetrying?: boolean;
  headingLevel?: 'h1' | 'h2' | 'h3';
  icon?: LucideIcon;
  /** Other ways on, after Retry. */
  actions?: ReactNode;
}

/** A load failed and there is nothing to show instead: says so, with a Retry button. */
export function LoadErrorPanel({
  title,
  children,
  onRetry,
  isRetrying = false,
  headingLevel,
  icon = TriangleAlertIcon,
  actions,
}: LoadErrorPanelProps) {
  const { t } = useI18n();
  return (
    <MessagePanel
      icon={icon}
      tone="danger"
      title={title}
      headingLevel={headingLevel}
      actions={
        <>
          <Button onClick={onRetry} disabled={isRetrying}>
            <RefreshCwIcon aria-hidden="true" className={cn(isRetrying && 'animate-spin motion-reduce:animate-none')} />
            {t('common.retry')}
          </Button>
          {actions}
        </>
      }
    >
      {children}
    </MessagePanel>
  );
}
