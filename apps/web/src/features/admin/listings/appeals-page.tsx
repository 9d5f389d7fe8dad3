import { APPEAL_STATUSES, type AppealStatus, VERIFICATION_MESSAGES } from '@aangan/domain';
import { MessageSquareWarningIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { LoadErrorPanel } from '../../../components/load-error-panel';
import { MessagePanel } from '../../../components/message-panel';
import { Pager } from '../../../components/pager';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { cn } from '../../../lib/utils';
import { ConflictAlert } from '../conflict-alert';
import { FilterLinks } from '../filter-links';
import { sectionTitle } from '../messages';
import { filterHref, useUrlParams } from '../use-url-params';
import { useAppealQueue, useReloadAppeals } from './api';
import { AppealItem, AppealsSkeleton } from './appeal-item';
import { APPEAL_STATUS_COPY, APPEALS_COPY } from './messages';

function isStatus(value: string | undefined): value is AppealStatus {
  return APPEAL_STATUSES.some((status) => status === value);
}

/** The owners' appeals (issue 16): open ones oldest first (first come, first answered), a page at a time. */
export function AppealsPage() {
  useDocumentTitle(sectionTitle(APPEALS_COPY.title));
  const { get, page, setPage } = useUrlParams();
  const raw = get('status');
  const status = isStatus(raw) ? raw : 'open';
  const { data, isError, isFetching, isPlaceholderData, refetch } = useAppealQueue({ status, page });
  const [hasConflict, setConflict] = useState(false);
  const reload = useReloadAppeals();
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  let list: ReactNode;
  if (!data && isError) {
    list = (
      <LoadErrorPanel
        title={APPEALS_COPY.loadFailedTitle}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
        headingLevel="h3"
      >
        <p role="alert">{APPEALS_COPY.loadFailed}</p>
      </LoadErrorPanel>
    );
  } else if (!data) {
    list = <AppealsSkeleton label={APPEALS_COPY.loading} />;
  } else if (data.items.length === 0) {
    list = (
      <MessagePanel icon={MessageSquareWarningIcon} title={APPEALS_COPY.emptyTitle(status)} headingLevel="h3">
        <p>{APPEALS_COPY.empty(status)}</p>
      </MessagePanel>
    );
  } else {
    list = (
      <div className="flex flex-col gap-3">
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {APPEALS_COPY.count(data.total)}
        </p>
        <ul
          aria-label={APPEALS_COPY.listLabel}
          aria-busy={isPlaceholderData}
          className={cn('flex flex-col gap-3 transition-opacity', isPlaceholderData && 'opacity-60')}
        >
          {data.items.map((entry) => (
            <li key={entry.id}>
              <AppealItem entry={entry} onConflict={() => setConflict(true)} />
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
        <h2 className="font-semibold text-foreground text-xl leading-tight">{APPEALS_COPY.title}</h2>
        <p className="text-muted-foreground text-sm">{APPEALS_COPY.description}</p>
      </div>
      <FilterLinks
        label={APPEALS_COPY.filterLabel}
        current={status}
        options={APPEAL_STATUSES.map((each) => ({
          key: each,
          label: APPEAL_STATUS_COPY[each],
          to: filterHref({ status: each === 'open' ? undefined : each }),
        }))}
      />
      {hasConflict && (
        <ConflictAlert
          message={VERIFICATION_MESSAGES.changedBySomeoneElse}
          onReload={() => reload().then(() => setConflict(false))}
        />
      )}
      {list}
    </div>
  );
}
