import { formatIndianPhone, type InboxMessage, toTelHref } from '@aangan/domain';
import { MailIcon, PhoneIcon } from 'lucide-react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { useInboxWords } from './messages';

const contactLink =
  'flex min-h-11 items-center gap-3 rounded-lg border bg-surface px-3 text-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** Who wrote, with their email and phone as big targets: a moderator may answer with a call instead. */
export function MessageSender({ message }: { message: InboxMessage }) {
  const { MESSAGE_COPY } = useInboxWords();
  const phone = formatIndianPhone(message.phone);
  return (
    <Card>
      <CardHeader className="pb-3">
        <h3 className="font-semibold text-lg">{MESSAGE_COPY.senderHeading}</h3>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <p className="font-medium text-foreground">{message.name}</p>
        <a href={`mailto:${message.email}`} aria-label={MESSAGE_COPY.email(message.email)} className={contactLink}>
          <MailIcon aria-hidden="true" className="size-4 shrink-0 text-brand" />
          <span className="min-w-0 break-all">{message.email}</span>
        </a>
        <a href={toTelHref(message.phone)} aria-label={MESSAGE_COPY.call(phone)} className={contactLink}>
          <PhoneIcon aria-hidden="true" className="size-4 shrink-0 text-brand" />
          <span className="tabular-nums">{phone}</span>
        </a>
      </CardContent>
    </Card>
  );
}
