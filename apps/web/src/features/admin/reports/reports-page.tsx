import { BROKER_FLAG_STATUSES, type BrokerFlagStatus } from '@aangan/domain';
import { FlagIcon, ShieldAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { MessagePanel } from '../../../components/message-panel';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ConflictAlert } from '../conflict-alert';
import { FilterLinks } from '../filter-links';
import { useAdminWords } from '../messages';
import { PagedList } from '../paged-list';
import { filterHref, useUrlParams } from '../use-url-params';
import { useBrokerFlags, useReloadReports, useReportQueue } from './api';
import { FlagItem } from './flag-item';
import { useReportsWords } from './messages';
import { ReportCaseItem, ReportsSkeleton } from './report-case';

function isFlagStatus(value: string | undefined): value is BrokerFlagStatus {
  return BROKER_FLAG_STATUSES.some((status) => status === value);
}

function ReportCases({
  page,
  setPage,
  onConflict,
}: {
  page: number;
  setPage: (page: number) => void;
  onConflict: () => void;
}) {
  const { REPORTS_COPY } = useReportsWords();
  const query = useReportQueue(page);
  return (
    <PagedList
      query={query}
      page={page}
      onPage={setPage}
      copy={REPORTS_COPY}
      skeleton={<ReportsSkeleton label={REPORTS_COPY.loading} />}
      empty={
        <MessagePanel icon={FlagIcon} title={REPORTS_COPY.emptyTitle} headingLevel="h3">
          <p>{REPORTS_COPY.empty}</p>
        </MessagePanel>
      }
      count={(data) => REPORTS_COPY.count(data.total)}
      renderItem={(entry) => (
        <li key={entry.listing.id}>
          <ReportCaseItem entry={entry} threshold={query.data?.threshold ?? 0} onConflict={onConflict} />
        </li>
      )}
    />
  );
}

function BrokerFlags({
  status,
  page,
  setPage,
  onConflict,
}: {
  status: BrokerFlagStatus;
  page: number;
  setPage: (page: number) => void;
  onConflict: () => void;
}) {
  const { BROKER_FLAG_STATUS_LABELS } = useAdminWords();
  const { FLAGS_COPY } = useReportsWords();
  const query = useBrokerFlags({ status, page });
  return (
    <>
      <FilterLinks
        label={FLAGS_COPY.filterLabel}
        current={status}
        options={BROKER_FLAG_STATUSES.map((each) => ({
          key: each,
          label: BROKER_FLAG_STATUS_LABELS[each],
          to: filterHref({ view: 'flags', status: each === 'open' ? undefined : each }),
        }))}
      />
      <PagedList
        query={query}
        page={page}
        onPage={setPage}
        copy={FLAGS_COPY}
        skeleton={<ReportsSkeleton label={FLAGS_COPY.loading} />}
        empty={
          <MessagePanel icon={ShieldAlertIcon} title={FLAGS_COPY.emptyTitle(status)} headingLevel="h3">
            <p>{FLAGS_COPY.empty(status)}</p>
          </MessagePanel>
        }
        count={(data) => FLAGS_COPY.count(data.total)}
        renderItem={(flag) => (
          <li key={flag.id}>
            <FlagItem flag={flag} onConflict={onConflict} />
          </li>
        )}
      />
    </>
  );
}

/**
 * The Reports section (issue 17, decision 021): the listings people reported, as cases to decide, and the
 * broker flags, in one place a moderator works through; which one is in the URL (`?view=flags`).
 */
export function ReportsPage() {
  const { REPORTS_COPY } = useReportsWords();
  const { sectionTitle, REFUSALS } = useAdminWords();
  useDocumentTitle(sectionTitle(REPORTS_COPY.title));
  const { get, page, setPage } = useUrlParams();
  const view = get('view') === 'flags' ? 'flags' : 'cases';
  const raw = get('status');
  const status = isFlagStatus(raw) ? raw : 'open';
  const [conflict, setConflict] = useState(false);
  const reload = useReloadReports();

  return (
    <div className="flex flex-col gap-4 pb-6">
      <div className="flex flex-col gap-1">
        <h2 className="font-semibold text-foreground text-xl leading-tight">{REPORTS_COPY.title}</h2>
        <p className="text-muted-foreground text-sm">{REPORTS_COPY.description}</p>
      </div>
      <FilterLinks
        label={REPORTS_COPY.viewLabel}
        current={view}
        options={[
          { key: 'cases', label: REPORTS_COPY.casesTab, to: filterHref({}) },
          { key: 'flags', label: REPORTS_COPY.flagsTab, to: filterHref({ view: 'flags' }) },
        ]}
      />
      {conflict && (
        <ConflictAlert
          message={view === 'flags' ? REFUSALS.accountChanged : REFUSALS.listingChanged}
          onReload={() => reload().then(() => setConflict(false))}
        />
      )}
      {view === 'flags' ? (
        <BrokerFlags status={status} page={page} setPage={setPage} onConflict={() => setConflict(true)} />
      ) : (
        <ReportCases page={page} setPage={setPage} onConflict={() => setConflict(true)} />
      )}
    </div>
  );
}
