import { isMessageStatus } from '@aangan/domain';
import { InboxIcon, UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { MessagePanel } from '../../../components/message-panel';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminWords } from '../messages';
import { PagedList } from '../paged-list';
import { SearchBox } from '../search-box';
import { useUrlParams } from '../use-url-params';
import { useInbox } from './api';
import { InboxTabs } from './inbox-tabs';
import { MessageItem, MessageListSkeleton } from './message-item';
import { useInboxWords } from './messages';

/** Status, search and page live in the URL, so a moderator can share or come back to a view. */
function useInboxParams() {
  const { get, page, update, setPage } = useUrlParams();
  const raw = get('status');
  const status = isMessageStatus(raw) ? raw : 'open';
  return {
    status,
    q: get('q'),
    page,
    setPage,
    setSearch: (next: string) => update({ q: next || undefined, page: undefined }),
  };
}

/** The team's inbox (issue 16): Contact-page messages by status, newest first, with a search. */
export function InboxPage() {
  const { INBOX_COPY } = useInboxWords();
  const { sectionTitle } = useAdminWords();
  useDocumentTitle(sectionTitle(INBOX_COPY.title));
  const { status, q, page, setPage, setSearch } = useInboxParams();
  const query = useInbox({ status, q, page });

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
      <InboxTabs status={status} counts={query.data?.counts} q={q} />
      <SearchBox label={INBOX_COPY.searchLabel} placeholder={INBOX_COPY.searchPlaceholder} q={q} onSearch={setSearch} />
      <PagedList
        query={query}
        page={page}
        onPage={setPage}
        copy={INBOX_COPY}
        skeleton={<MessageListSkeleton label={INBOX_COPY.loading} />}
        empty={
          <MessagePanel icon={InboxIcon} title={INBOX_COPY.emptyTitle(status, Boolean(q))} headingLevel="h3">
            <p>{INBOX_COPY.empty(status, Boolean(q))}</p>
          </MessagePanel>
        }
        count={(data) => INBOX_COPY.count(data.total)}
        renderItem={(item) => (
          <li key={item.id}>
            <MessageItem item={item} />
          </li>
        )}
      />
    </div>
  );
}
