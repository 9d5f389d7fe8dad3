import type { MyPropertiesSummary } from '@aangan/domain';
import { formatCount } from '@aangan/domain';
import type { MessageId } from '@lingui/core';
import {
  BadgeCheckIcon,
  BedDoubleIcon,
  BuildingIcon,
  EyeIcon,
  HomeIcon,
  KeyRoundIcon,
  type LucideIcon,
} from 'lucide-react';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n/use-i18n';
import { TAB_LABELS } from './dashboard-tabs';

interface Stat {
  label: MessageId;
  value: number;
  icon: LucideIcon;
}

function statsOf(summary: MyPropertiesSummary): Stat[] {
  return [
    { label: 'dashboard.summary.total', value: summary.total, icon: BuildingIcon },
    { label: TAB_LABELS.sell, value: summary.byPurpose.sell, icon: HomeIcon },
    { label: TAB_LABELS.rent, value: summary.byPurpose.rent, icon: KeyRoundIcon },
    { label: TAB_LABELS.pg, value: summary.byPurpose.pg, icon: BedDoubleIcon },
    { label: 'dashboard.summary.views', value: summary.views, icon: EyeIcon },
    { label: 'dashboard.summary.verified', value: summary.verified, icon: BadgeCheckIcon },
  ];
}

export const SUMMARY_HEADING_ID = 'my-properties-summary';

/** Figures over all of the owner's listings, whatever the search and tab: three across on phones, two on the side. */
export function SummaryPanel({ summary }: { summary: MyPropertiesSummary }) {
  const { t } = useI18n();
  return (
    <Card className="p-4 sm:p-5">
      <h2 id={SUMMARY_HEADING_ID} className="mb-3 font-semibold text-base text-foreground">
        {t('dashboard.summary.title')}
      </h2>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-2">
        {statsOf(summary).map(({ label, value, icon: Icon }) => (
          <div key={label} className="flex flex-col-reverse gap-1 rounded-lg bg-muted/60 p-3">
            <dt className="flex items-start gap-1.5 text-muted-foreground text-xs leading-tight">
              <Icon className="mt-px hidden size-3.5 shrink-0 sm:block" aria-hidden="true" />
              {t(label)}
            </dt>
            <dd className="font-semibold text-foreground text-xl tabular-nums sm:text-2xl">{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
