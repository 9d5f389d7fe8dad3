import type { MyPropertiesSummary } from '@aangan/domain';
import { formatCount } from '@aangan/domain';
import { TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useI18n } from '../../i18n/use-i18n';
import { DashboardSearch } from './dashboard-search';
import { DASHBOARD_TABS, TAB_LABELS, tabCount } from './dashboard-tabs';

interface DashboardToolbarProps {
  q: string;
  onSearch: (text: string) => void;
  /** Absent while the first page loads: the tabs show no counts yet. */
  summary: MyPropertiesSummary | undefined;
}

/**
 * The purpose tabs and the search box, side by side on wide screens. Must sit inside the page's `Tabs`.
 * Counts are hidden on phones (the summary panel above has them) so the four tabs fit in one row.
 */
export function DashboardToolbar({ q, onSearch, summary }: DashboardToolbarProps) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-3 xl:flex-row xl:items-center xl:justify-between">
      <TabsList aria-label={t('dashboard.tabs.label')} className="w-full overflow-x-auto xl:w-auto">
        {DASHBOARD_TABS.map((tab) => {
          const countId = `my-properties-tab-count-${tab}`;
          const value = summary ? tabCount(tab, summary) : undefined;
          return (
            // The count is a description, not part of the name: the tab is called exactly 'For Rent'.
            <TabsTrigger
              key={tab}
              value={tab}
              className="group"
              aria-describedby={value === undefined ? undefined : countId}
            >
              {t(TAB_LABELS[tab])}
              {value !== undefined && (
                <>
                  <span
                    aria-hidden="true"
                    className="hidden min-w-5 rounded-full bg-surface px-1.5 text-center text-muted-foreground text-xs tabular-nums group-data-[state=active]:bg-muted sm:inline-block"
                  >
                    {formatCount(value)}
                  </span>
                  <span id={countId} hidden>
                    {t('dashboard.tabs.count', { total: value, count: formatCount(value) })}
                  </span>
                </>
              )}
            </TabsTrigger>
          );
        })}
      </TabsList>
      <DashboardSearch value={q} onSearch={onSearch} className="w-full xl:max-w-xs" />
    </div>
  );
}
