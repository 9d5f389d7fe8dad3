import { formatDetailPrice, formatRupees } from '@aangan/domain';
import { useI18n } from '../../../i18n/use-i18n';
import { cn } from '../../../lib/utils';
import type { EmiResult } from './use-emi-calculator';
import { useSettledValue } from './use-settled-value';

/** How long the figures must rest before they are read out: a pause in typing, not every keystroke. */
const ANNOUNCE_AFTER_MS = 900;
/** From a lakh up an amount's digits are hard to count at a glance: it gets its lakh or crore form under it. */
const WORDS_FROM = 100_000;

function Figure({ label, amount, large = false }: { label: string; amount: number | null; large?: boolean }) {
  const { locale } = useI18n();
  const words = amount !== null && amount >= WORDS_FROM ? formatDetailPrice(amount, undefined, locale) : '';
  return (
    <div className={cn('flex flex-col gap-0.5', large && 'col-span-2')}>
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd
        className={cn(
          'font-semibold text-foreground text-lg tabular-nums',
          large && 'font-bold text-3xl tracking-tight',
        )}
      >
        {amount === null ? '—' : formatRupees(amount)}
      </dd>
      {words && <dd className="text-muted-foreground text-xs">{words}</dd>}
    </div>
  );
}

/** The loan against its interest as one bar, with both shares in words beside it (the bar itself is decoration). */
function SplitBar({ loan, interest }: { loan: number; interest: number }) {
  const { t } = useI18n();
  const principalPercent = Math.round((loan / (loan + interest)) * 100);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex h-2.5 overflow-hidden rounded-full bg-brand/30" aria-hidden="true">
        <div className="h-full bg-brand" style={{ width: `${principalPercent}%` }} />
      </div>
      <ul className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-muted-foreground text-xs">
        <li className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-full bg-brand" aria-hidden="true" />
          {t('property.emi.result.principalShare', { percent: principalPercent })}
        </li>
        <li className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-full bg-brand/30" aria-hidden="true" />
          {t('property.emi.result.interestShare', { percent: 100 - principalPercent })}
        </li>
      </ul>
    </div>
  );
}

/**
 * The EMI big, the total interest and total payment under it, and the principal-versus-interest bar; '—' while
 * a field cannot be read, with a line saying why. A hidden live region reads the figures out once typing rests.
 */
export function EmiResults({ result, changed }: { result: EmiResult | null; changed: boolean }) {
  const { t } = useI18n();
  const summary = result?.summary ?? null;
  const announcement =
    summary && changed
      ? t('property.emi.result.announce', {
          emi: formatRupees(summary.emi),
          interest: formatRupees(summary.totalInterest),
          total: formatRupees(summary.totalPayment),
        })
      : '';
  const settled = useSettledValue(announcement, ANNOUNCE_AFTER_MS);

  return (
    <div className="flex flex-col gap-4 rounded-lg bg-muted/50 p-4 sm:p-5">
      <dl className="grid grid-cols-2 gap-3">
        <Figure label={t('property.emi.result.emi')} amount={summary?.emi ?? null} large />
        <Figure label={t('property.emi.result.totalInterest')} amount={summary?.totalInterest ?? null} />
        <Figure label={t('property.emi.result.totalPayment')} amount={summary?.totalPayment ?? null} />
      </dl>
      {result && summary ? (
        <SplitBar loan={result.loan} interest={summary.totalInterest} />
      ) : (
        <p className="text-muted-foreground text-sm">{t('property.emi.result.unavailable')}</p>
      )}
      <p className="sr-only" aria-live="polite">
        {settled}
      </p>
    </div>
  );
}
