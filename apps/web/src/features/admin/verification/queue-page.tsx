import { VERIFICATION_REQUEST_STATUSES, type VerificationRequestStatus } from '@aangan/domain';
import { InboxIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadErrorPanel } from '../../../components/load-error-panel';
import { MessagePanel } from '../../../components/message-panel';
import { Pager } from '../../../components/pager';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { cn } from '../../../lib/utils';
import { FilterLinks } from '../filter-links';
import { QUEUE_COPY, QUEUE_STATUS_LABELS, sectionTitle } from '../messages';
import { useVerificationQueue } from './api';
import { QueueItem, QueueSkeleton } from './queue-item';

function isStatus(value: string | null): value is VerificationRequestStatus {
  return VERIFICATION_REQUEST_STATUSES.some((status) => status === value);
}

/** The state and page in the URL, so a moderator can share or come back to a view; anything unreadable is the first page of open ones. */
function useQueueParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : 'open';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const setPage = (next: number) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });
  };
  return { status, page, setPage };
}

/** The verification queue (issue 16): requests in a state, open ones oldest first, a page at a time. */
export function QueuePage() {
  useDocumentTitle(sectionTitle(QUEUE_COPY.title));
  const { status, page, setPage } = useQueueParams();
  const { data, isError, isFetching, isPlaceholderData, refetch } = useVerificationQueue({ status, page });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  let list: ReactNode;
  if (!data && isError) {
    list = (
      <LoadErrorPanel
        title={QUEUE_COPY.loadFailedTitle}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
        headingLevel="h3"
      >
        <p role="alert">{QUEUE_COPY.loadFailed}</p>
      </LoadErrorPanel>
    );
  } else if (!data) {
    list = <QueueSkeleton label={QUEUE_COPY.loading} />;
  } else if (data.items.length === 0) {
    list = (
      <MessagePanel icon={InboxIcon} title={QUEUE_COPY.emptyTitle(status)} headingLevel="h3">
        <p>{QUEUE_COPY.empty(status)}</p>
      </MessagePanel>
    );
  } else {
    list = (
      <div className="flex flex-col gap-3">
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {QUEUE_COPY.count(data.total)}
        </p>
        <ul
          aria-label={QUEUE_COPY.listLabel}
          aria-busy={isPlaceholderData}
          className={cn('flex flex-col gap-3 transition-opacity', isPlaceholderData && 'opacity-60')}
        >
          {data.items.map((entry) => (
            <li key={entry.id}>
              <QueueItem entry={entry} />
            </li>
          ))}
        </ul>
        <Pager page={page} pages={pages} onPage={setPage} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4 pb-6">
      <div className="flex flex-col gap-1">
        <h2 className="font-semibold text-foreground text-xl leading-tight">{QUEUE_COPY.title}</h2>
        <p className="text-muted-foreground text-sm">{QUEUE_COPY.description}</p>
      </div>
      <FilterLinks
        label={QUEUE_COPY.statusFilter}
        current={status}
        options={VERIFICATION_REQUEST_STATUSES.map((each) => ({
          key: each,
          label: QUEUE_STATUS_LABELS[each],
          to: each === 'open' ? '.' : `?status=${each}`,
        }))}
      />
      {list}
    </div>
  );
}
