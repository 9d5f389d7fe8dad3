import type { AccountDetail } from '@aangan/domain';
import { CalendarDaysIcon, MailIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { CallButton } from '../call-button';
import { useAdminWords } from '../messages';
import { useAccountsWords } from './messages';

/** How to reach the person and since when they are here; the phone is a button that dials. */
export function AccountContact({ account }: { account: AccountDetail }) {
  const { formatDate } = useAdminWords();
  const { ACCOUNT_COPY } = useAccountsWords();
  const { PERSON_COPY } = useAdminWords();
  const since = formatDate(account.memberSince);
  return (
    <Card>
      <CardHeader className="pb-3">
        <h3 className="font-semibold text-lg">{ACCOUNT_COPY.contactHeading}</h3>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <MailIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <a href={`mailto:${account.email}`} className="min-w-0 break-all text-foreground hover:underline">
            {account.email}
          </a>
          <Badge variant={account.emailVerified ? 'success' : 'outline'}>
            {account.emailVerified ? PERSON_COPY.emailVerified : PERSON_COPY.emailNotVerified}
          </Badge>
        </p>
        {since && (
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <CalendarDaysIcon aria-hidden="true" className="size-4 shrink-0" />
            {PERSON_COPY.memberSince(since)}
          </p>
        )}
        <CallButton phone={account.phone} className="h-11 w-full sm:w-auto sm:self-start" />
      </CardContent>
    </Card>
  );
}
