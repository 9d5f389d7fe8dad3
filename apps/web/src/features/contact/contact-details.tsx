import { Clock3Icon, type LucideIcon, MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { useI18n } from '../../i18n/use-i18n';
import { BUSINESS_PHONE, BUSINESS_PHONE_HREF, OFFICE_ADDRESS, SUPPORT_EMAIL } from '../../lib/site';

const linkClass = 'rounded-sm font-medium text-brand underline-offset-4 hover:underline';

function DetailCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <Card className="flex items-start gap-4 p-5">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      {/* min-w-0 lets a long email address wrap instead of widening the page on a phone. */}
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        <h2 className="font-semibold text-base text-foreground">{title}</h2>
        {children}
      </div>
    </Card>
  );
}

/** The operator's phone, email and office (from the server's settings, never written here) and opening hours. */
export function ContactDetails() {
  const { t } = useI18n();
  return (
    <div className="grid content-start gap-4 sm:grid-cols-2 lg:grid-cols-1">
      <DetailCard icon={PhoneIcon} title={t('contact.details.phone')}>
        <a href={BUSINESS_PHONE_HREF} className={linkClass}>
          {BUSINESS_PHONE}
        </a>
      </DetailCard>
      <DetailCard icon={MailIcon} title={t('contact.details.email')}>
        <a href={`mailto:${SUPPORT_EMAIL}`} className={`${linkClass} [overflow-wrap:anywhere]`}>
          {SUPPORT_EMAIL}
        </a>
      </DetailCard>
      <DetailCard icon={MapPinIcon} title={t('contact.details.office')}>
        <address className="text-muted-foreground not-italic">{OFFICE_ADDRESS}</address>
      </DetailCard>
      <DetailCard icon={Clock3Icon} title={t('contact.details.hours')}>
        <p className="text-muted-foreground">{t('contact.details.weekdays')}</p>
        <p className="text-muted-foreground">{t('contact.details.closed')}</p>
      </DetailCard>
    </div>
  );
}
