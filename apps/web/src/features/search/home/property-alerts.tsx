import { BellRingIcon } from 'lucide-react';
import { EmailSignupForm } from '../../../components/email-signup-form';
import { useI18n } from '../../../i18n/use-i18n';

/** 'Get Property Alerts': signs the address up for the newsletter (POST /api/newsletter, source 'alerts'). */
export function PropertyAlerts() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="property-alerts-title" className="page-container below-fold py-12">
      <div className="flex flex-col gap-6 rounded-2xl border border-brand/20 bg-brand-soft/60 p-6 sm:p-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex items-start gap-4">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-brand-foreground">
            <BellRingIcon className="size-5" aria-hidden="true" />
          </span>
          <div className="flex min-w-0 flex-col gap-1">
            <h2 id="property-alerts-title" className="font-bold text-foreground text-xl tracking-tight">
              {t('search.alerts.title')}
            </h2>
            <p className="text-muted-foreground text-sm">{t('search.alerts.text')}</p>
          </div>
        </div>
        <EmailSignupForm
          source="alerts"
          inputId="property-alerts-email"
          tone="light"
          className="w-full lg:max-w-md"
          rowClassName="sm:flex-row"
        />
      </div>
    </section>
  );
}
