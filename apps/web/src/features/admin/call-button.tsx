import { formatIndianPhone, toTelHref } from '@aangan/domain';
import { PhoneIcon } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useAdminWords } from './messages';

/**
 * The account's phone as a button that dials from anywhere (a stored '9829012345' dials +91 9829012345, as
 * the site's own links do), or a line saying it has none.
 */
export function CallButton({ phone, className }: { phone: string | null; className: string }) {
  const { PERSON_COPY } = useAdminWords();
  if (!phone) return <p className="text-muted-foreground text-sm">{PERSON_COPY.noPhone}</p>;
  return (
    <Button asChild variant="outline" className={className}>
      <a href={toTelHref(phone)}>
        <PhoneIcon aria-hidden="true" />
        {PERSON_COPY.call(formatIndianPhone(phone))}
      </a>
    </Button>
  );
}
