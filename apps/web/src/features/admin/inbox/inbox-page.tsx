import { isMessageStatus } from '@aangan/domain';
import { InboxIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadErrorPanel } from '../../../components/load-error-panel';
import { MessagePanel } from '../../../components/message-panel';
import { Pager } from '../../../components/pager';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { cn } from '../../../lib/utils';
import { sectionTitle } from '../messages';
import { SearchBox } from '../search-box';
import { useInbox } from './api';
import { InboxTabs } from './inbox-tabs';
import { MessageItem, MessageListSkeleton } from './message-item';
import { INBOX_COPY } from './messages';

/** Status, search and page live in the URL, so a moderator can share or come back to a view. */
function useInboxParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isMessageStatus(raw) ? raw : 'open';
  const q = params.get('q')?.trim() || undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  return {
    status,
    q,
    page,
    setPage: (next: number) => update({ page: next > 1 ? String(next) : undefined }),
    setSearch: (next: string) => update({ q: next || undefined, page: undefined }),
  };
}

/** The team's inbox (issue 16): Contact-page messages by status, newest first, with a search. */
export function InboxPage() {
  useDocumentTitle(sectionTitle(INBOX_COPY.title));
  const { status, q, page, setPage, setSearch } = useInboxParams();
  const { data, isError, isFetching, isPlaceholderData, refetch } = useInbox({ status, q, page });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  let list: ReactNode;
  if (!data && isError) {
    list = (
      <LoadErrorPanel
        title={INBOX_COPY.loadFailedTitle}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
        headingLevel="h3"
      >
        <p role="alert">{INBOX_COPY.loadFailed}</p>
      </LoadErrorPanel>
    );
  } else if (!data) {
    list = <MessageListSkeleton label={INBOX_COPY.loading} />;
  } else if (data.items.length === 0) {
    list = (
      <MessagePanel icon={InboxIcon} title={INBOX_COPY.emptyTitle(status, Boolean(q))} headingLevel="h3">
        <p>{INBOX_COPY.empty(status, Boolean(q))}</p>
      </MessagePanel>
    );
  } else {
    list = (
      <div className="flex flex-col gap-3">
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {INBOX_COPY.count(data.total)}
        </p>
        <ul
          aria-label={INBOX_COPY.listLabel}
          aria-busy={isPlaceholderData}
          className={cn('flex flex-col gap-3 transition-opacity', isPlaceholderData && 'opacity-60')}
        >
          {data.items.map((item) => (
            <li key={item.id}>
              <MessageItem item={item} />
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
        <div className="flex items-center justify-between gap-3">
          <h2 className="font-semibold text-foreground text-xl leading-tight">{INBOX_COPY.title}</h2>
          <Button asChild variant="outline" className="h-10 shrink-0">
            <Link to="/admin/inbox/subscribers">
              <UsersIcon aria-hidden="true" />
              {INBOX_COPY.subscribersTab}
            </Link>
          </Button>
        </div>
        <p className="text-muted-foreground text-sm">{INBOX_COPY.description}</p>
      </div>
      <InboxTabs status={status} counts={data?.counts} q={q} />
      <SearchBox label={INBOX_COPY.searchLabel} placeholder={INBOX_COPY.searchPlaceholder} q={q} onSearch={setSearch} />
      {list}
    </div>
  );
}
