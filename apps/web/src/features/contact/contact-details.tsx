import { Clock3Icon, type LucideIcon, MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
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
  return (
    <div className="grid content-start gap-4 sm:grid-cols-2 lg:grid-cols-1">
      <DetailCard icon={PhoneIcon} title="Phone">
        <a href={BUSINESS_PHONE_HREF} className={linkClass}>
          {BUSINESS_PHONE}
        </a>
      </DetailCard>
      <DetailCard icon={MailIcon} title="Email">
        <a href={`mailto:${SUPPORT_EMAIL}`} className={`${linkClass} [overflow-wrap:anywhere]`}>
          {SUPPORT_EMAIL}
        </a>
      </DetailCard>
      <DetailCard icon={MapPinIcon} title="Office">
        <address className="text-muted-foreground not-italic">{OFFICE_ADDRESS}</address>
      </DetailCard>
      <DetailCard icon={Clock3Icon} title="Business Hours">
        <p className="text-muted-foreground">Monday to Saturday: 9:00 AM to 6:00 PM</p>
        <p className="text-muted-foreground">Closed on Sundays and public holidays</p>
      </DetailCard>
    </div>
  );
}
