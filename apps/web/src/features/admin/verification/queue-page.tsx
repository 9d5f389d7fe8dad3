import { VERIFICATION_REQUEST_STATUSES, type VerificationRequestStatus } from '@aangan/domain';
import { InboxIcon } from 'lucide-react';
import { MessagePanel } from '../../../components/message-panel';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { FilterLinks } from '../filter-links';
import { ListingCardsSkeleton } from '../listing-card';
import { useAdminWords } from '../messages';
import { PagedList } from '../paged-list';
import { filterHref, useUrlParams } from '../use-url-params';
import { useVerificationQueue } from './api';
import { QueueItem } from './queue-item';

function isStatus(value: string | undefined): value is VerificationRequestStatus {
  return VERIFICATION_REQUEST_STATUSES.some((status) => status === value);
}

/** The verification queue (issue 16): requests in a state, open ones oldest first, a page at a time. */
export function QueuePage() {
  const { sectionTitle, QUEUE_STATUS_LABELS, QUEUE_COPY } = useAdminWords();
  useDocumentTitle(sectionTitle(QUEUE_COPY.title));
  // The state and page in the URL, so a moderator can share or come back to a view.
  const { get, page, setPage } = useUrlParams();
  const raw = get('status');
  const status = isStatus(raw) ? raw : 'open';
  const query = useVerificationQueue({ status, page });

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
          to: filterHref({ status: each === 'open' ? undefined : each }),
        }))}
      />
      <PagedList
        query={query}
        page={page}
        onPage={setPage}
        copy={QUEUE_COPY}
        skeleton={<ListingCardsSkeleton label={QUEUE_COPY.loading} />}
        empty={
          <MessagePanel icon={InboxIcon} title={QUEUE_COPY.emptyTitle(status)} headingLevel="h3">
            <p>{QUEUE_COPY.empty(status)}</p>
          </MessagePanel>
        }
        count={(data) => QUEUE_COPY.count(data.total)}
        renderItem={(entry) => (
          <li key={entry.id}>
            <QueueItem entry={entry} />
          </li>
        )}
      />
    </div>
  );
}
