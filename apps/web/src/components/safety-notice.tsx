import { ShieldAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useI18n } from '../i18n/use-i18n';
import { cn } from '../lib/utils';

const SAFETY_PATH = '/safety';

/**
 * The seeker's safety reminder with a link to the safety page. Calm, not alarming: brand-soft like the
 * site's other notes, with a shield.
 */
export function SafetyNotice({ className }: { className?: string }) {
  const { t } = useI18n();
  return (
    <aside
      aria-label={t('common.safety.label')}
      className={cn(
        'flex items-start gap-2.5 rounded-lg border border-brand/20 bg-brand-soft px-3 py-2.5 text-sm',
        className,
      )}
    >
      <ShieldAlertIcon className="mt-0.5 size-4 shrink-0 text-brand-strong" aria-hidden="true" />
      <p className="leading-snug">
        {/* Issue 17's words, exactly: shown beside Call Now and inside the contact dialog. */}
        <span className="text-foreground">{t('common.safety.notice')}</span>{' '}
        <Link to={SAFETY_PATH} className="whitespace-nowrap font-medium text-brand-strong underline underline-offset-2">
          {t('common.safety.link')}
        </Link>
      </p>
    </aside>
  );
}
