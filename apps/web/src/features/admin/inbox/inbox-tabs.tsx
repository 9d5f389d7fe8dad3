import { MESSAGE_STATUSES, type MessageStatus } from '@aangan/domain';
import { Link } from 'react-router';
import { cn } from '../../../lib/utils';
import { filterHref } from '../use-url-params';
import { useInboxWords } from './messages';

interface InboxTabsProps {
  status: MessageStatus;
  /** Each status's count under the current search; unknown while the first page loads. */
  counts: Record<MessageStatus, number> | undefined;
  /** Kept when switching tabs, so the counts and the list say the same. */
  q: string | undefined;
}

/** The three statuses as tabs with their counts; links, so the status lives in the URL. */
export function InboxTabs({ status, counts, q }: InboxTabsProps) {
  const { INBOX_COPY } = useInboxWords();
  return (
    <nav aria-label={INBOX_COPY.tabsLabel}>
      <ul className="grid grid-cols-3 gap-1 rounded-xl bg-muted p-1">
        {MESSAGE_STATUSES.map((each) => {
          const isCurrent = each === status;
          return (
            <li key={each}>
              <Link
                to={filterHref({ status: each === 'open' ? undefined : each, q })}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'flex h-11 items-center justify-center gap-1.5 whitespace-nowrap rounded-lg px-2 font-medium text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring focus-visible:-outline-offset-2',
                  isCurrent ? 'bg-surface text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {INBOX_COPY.tab(each)}{' '}
                {counts && (
                  <span
                    className={cn(
                      'min-w-6 rounded-full px-1.5 text-center text-xs tabular-nums',
                      isCurrent ? 'bg-brand-soft text-brand-strong' : 'bg-surface/70',
                    )}
                  >
                    {counts[each].toLocaleString('en-IN')}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
