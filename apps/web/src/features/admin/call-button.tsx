import { PhoneIcon } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { PERSON_COPY } from './messages';

/** A tel: address keeps the digits and a leading +: '+91 98765 43210' dials as +919876543210. */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The account's phone as a button that dials, or a line saying it has none. */
export function CallButton({ phone, className }: { phone: string | null; className: string }) {
  if (!phone) return <p className="text-muted-foreground text-sm">{PERSON_COPY.noPhone}</p>;
  return (
    <Button asChild variant="outline" className={className}>
      <a href={telHref(phone)}>
        <PhoneIcon aria-hidden="true" />
        {PERSON_COPY.call(phone)}
      </a>
    </Button>
  );
}
