import { API_ROUTES } from '@aangan/domain';
import { ArrowLeftIcon, DownloadIcon, MailIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { MessagePanel } from '../../../components/message-panel';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminWords } from '../messages';
import { PagedList } from '../paged-list';
import { useSubscribers } from './api';
import { useInboxWords } from './messages';

/** The newsletter's subscribers a page at a time, and the whole list as a CSV file for a mailing tool. */
export function SubscribersPage() {
  const { formatDate } = useAdminWords();
  const { MESSAGE_COPY, SUBSCRIBERS_COPY } = useInboxWords();
  const { sectionTitle } = useAdminWords();
  useDocumentTitle(sectionTitle(SUBSCRIBERS_COPY.title));
  const [page, setPage] = useState(1);
  const query = useSubscribers(page);

  return (
    <div className="flex flex-col gap-4 pb-6">
      <Link
        to="/admin/inbox"
        className="inline-flex min-h-10 w-fit items-center gap-1.5 font-medium text-muted-foreground text-sm hover:text-foreground"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        {MESSAGE_COPY.back}
      </Link>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 className="font-semibold text-foreground text-xl leading-tight">{SUBSCRIBERS_COPY.title}</h2>
          <p className="text-muted-foreground text-sm">{SUBSCRIBERS_COPY.description}</p>
        </div>
        {/* A plain link: the browser saves the file the server sends, with the session cookie. */}
        <Button asChild className="h-11 shrink-0">
          <a href={API_ROUTES.exportSubscribers.path} download>
            <DownloadIcon aria-hidden="true" />
            {SUBSCRIBERS_COPY.download}
          </a>
        </Button>
      </div>
      <PagedList
        query={query}
        page={page}
        onPage={setPage}
        copy={SUBSCRIBERS_COPY}
        skeleton={
          <div role="status" aria-label={SUBSCRIBERS_COPY.loading} className="flex flex-col gap-2">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-14 w-full rounded-lg" />
            ))}
          </div>
        }
        empty={
          <MessagePanel icon={MailIcon} title={SUBSCRIBERS_COPY.emptyTitle} headingLevel="h3">
            <p>{SUBSCRIBERS_COPY.empty}</p>
          </MessagePanel>
        }
        count={(data) => SUBSCRIBERS_COPY.count(data.total)}
        listClassName="divide-y divide-border rounded-xl border bg-surface"
        renderItem={(subscriber) => (
          <li key={subscriber.email} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3">
            <span className="min-w-0 break-all font-medium text-foreground text-sm">{subscriber.email}</span>
            <span className="flex items-center gap-2 text-muted-foreground text-xs">
              <Badge variant="outline">{SUBSCRIBERS_COPY.sources[subscriber.source]}</Badge>
              <time dateTime={subscriber.createdAt}>{formatDate(subscriber.createdAt)}</time>
            </span>
          </li>
        )}
      />
    </div>
  );
}
