import type { TeamOverview } from '@aangan/domain';
import { BadgeCheckIcon, FlagIcon, InboxIcon, ScaleIcon, SparklesIcon, TimerIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadErrorPanel } from '../../../components/load-error-panel';
import { useI18n } from '../../../i18n/use-i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAdminWords } from '../messages';
import { useTeamOverview } from './api';
import { FigureCard } from './figure-card';
import { ListingsCard } from './listings-card';
import { count, NO_FIGURE, useOverviewWords, waitFigure } from './messages';
import { OverviewSkeleton } from './overview-skeleton';

/**
 * What waits for the team, each card linking to its queue; reported listings first, as the most urgent
 * (issue 17). Expired listings (there is no expiry) are not in the product yet, so they have no card.
 */
function waitingCards(overview: TeamOverview, FIGURE_COPY: ReturnType<typeof useOverviewWords>['FIGURE_COPY']) {
  return [
    {
      key: 'reports',
      label: FIGURE_COPY.reports.label,
      hint: FIGURE_COPY.reports.hint(overview.openFlags),
      figure: overview.openReports,
      icon: FlagIcon,
      to: '/admin/reports',
    },
    {
      key: 'verification',
      ...FIGURE_COPY.verification,
      figure: overview.listings.pendingReview,
      icon: BadgeCheckIcon,
      to: '/admin/verifications',
    },
    { key: 'appeals', ...FIGURE_COPY.appeals, figure: overview.openAppeals, icon: ScaleIcon, to: '/admin/appeals' },
    { key: 'messages', ...FIGURE_COPY.messages, figure: overview.messagesWaiting, icon: InboxIcon, to: '/admin/inbox' },
    {
      key: 'new-today',
      ...FIGURE_COPY.newToday,
      figure: overview.listings.newToday,
      icon: SparklesIcon,
      to: '/admin/listings',
    },
  ];
}

function Figures({ overview }: { overview: TeamOverview }) {
  const { t } = useI18n();
  const { OVERVIEW_COPY, FIGURE_COPY } = useOverviewWords();
  const { medianHours, approvals } = overview.timeToVerify;
  const wait = medianHours === null ? { value: NO_FIGURE, unit: undefined } : waitFigure(medianHours, t);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <ul
        aria-label={OVERVIEW_COPY.waitingLabel}
        className="col-span-2 grid grid-cols-2 gap-3 lg:col-span-4 lg:grid-cols-5"
      >
        {waitingCards(overview, FIGURE_COPY).map(({ key, label, hint, figure, icon, to }) => (
          // Five cards in two columns: the first, the reports, takes a phone's whole row.
          <li key={key} className={key === 'reports' ? 'col-span-2 lg:col-span-1' : undefined}>
            <FigureCard label={label} value={count(figure)} hint={hint} icon={icon} to={to} quiet={figure === 0} />
          </li>
        ))}
      </ul>
      <ListingsCard listings={overview.listings} className="col-span-2 lg:col-span-3" />
      <FigureCard
        className="col-span-2 lg:col-span-1"
        label={FIGURE_COPY.timeToVerify.label}
        value={wait.value}
        unit={wait.unit}
        hint={FIGURE_COPY.timeToVerify.hint(approvals)}
        icon={TimerIcon}
        to="/admin/verifications?status=approved"
        quiet={medianHours === null}
      />
    </div>
  );
}

/** The console's first section (issue 16): the figures a moderator's day starts from. */
export function OverviewPage() {
  const { sectionTitle } = useAdminWords();
  const { OVERVIEW_COPY } = useOverviewWords();
  useDocumentTitle(sectionTitle(OVERVIEW_COPY.title));
  const { data, isError, isFetching, refetch } = useTeamOverview();

  let body: ReactNode;
  if (data) {
    body = <Figures overview={data} />;
  } else if (isError) {
    body = (
      <LoadErrorPanel
        title={OVERVIEW_COPY.loadFailedTitle}
        onRetry={() => void refetch()}
        isRetrying={isFetching}
        headingLevel="h3"
      >
        <p role="alert">{OVERVIEW_COPY.loadFailed}</p>
      </LoadErrorPanel>
    );
  } else {
    body = <OverviewSkeleton label={OVERVIEW_COPY.loading} />;
  }

  return (
    <div className="flex flex-col gap-4 pb-6">
      <div className="flex flex-col gap-1">
        <h2 className="font-semibold text-foreground text-xl leading-tight">{OVERVIEW_COPY.title}</h2>
        <p className="text-muted-foreground text-sm">{OVERVIEW_COPY.description}</p>
      </div>
      {body}
    </div>
  );
}
