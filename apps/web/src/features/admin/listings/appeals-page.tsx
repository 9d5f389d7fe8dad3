import { APPEAL_STATUSES, type AppealStatus } from '@aangan/domain';
import { MessageSquareWarningIcon } from 'lucide-react';
import { useState } from 'react';
import { MessagePanel } from '../../../components/message-panel';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ConflictAlert } from '../conflict-alert';
import { FilterLinks } from '../filter-links';
import { useAdminWords } from '../messages';
import { PagedList } from '../paged-list';
import { filterHref, useUrlParams } from '../use-url-params';
import { useAppealQueue, useReloadAppeals } from './api';
import { AppealItem, AppealsSkeleton } from './appeal-item';
import { useListingsWords } from './messages';

function isStatus(value: string | undefined): value is AppealStatus {
  return APPEAL_STATUSES.some((status) => status === value);
}

/** The owners' appeals (issue 16): open ones oldest first (first come, first answered), a page at a time. */
export function AppealsPage() {
  const { APPEAL_STATUS_COPY, APPEALS_COPY } = useListingsWords();
  const { sectionTitle, REFUSALS } = useAdminWords();
  useDocumentTitle(sectionTitle(APPEALS_COPY.title));
  const { get, page, setPage } = useUrlParams();
  const raw = get('status');
  const status = isStatus(raw) ? raw : 'open';
  const query = useAppealQueue({ status, page });
  const [hasConflict, setConflict] = useState(false);
  const reload = useReloadAppeals();

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
        <ConflictAlert message={REFUSALS.listingChanged} onReload={() => reload().then(() => setConflict(false))} />
      )}
      <PagedList
        query={query}
        page={page}
        onPage={setPage}
        copy={APPEALS_COPY}
        skeleton={<AppealsSkeleton label={APPEALS_COPY.loading} />}
        empty={
          <MessagePanel icon={MessageSquareWarningIcon} title={APPEALS_COPY.emptyTitle(status)} headingLevel="h3">
            <p>{APPEALS_COPY.empty(status)}</p>
          </MessagePanel>
        }
        count={(data) => APPEALS_COPY.count(data.total)}
        renderItem={(entry) => (
          <li key={entry.id}>
            <AppealItem entry={entry} onConflict={() => setConflict(true)} />
          </li>
        )}
      />
    </div>
  );
}
