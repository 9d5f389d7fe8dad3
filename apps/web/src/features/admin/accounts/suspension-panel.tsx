import { type AccountDetail, suspensionRefusal } from '@aangan/domain';
import { InfoIcon } from 'lucide-react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { useCurrentUser } from '../../../lib/current-user';
import { useAdminWords } from '../messages';
import { useAccountsWords } from './messages';
import { SuspendDialog } from './suspend-dialog';
import { UnsuspendDialog } from './unsuspend-dialog';

/**
 * Whether the account may use Aangan, and the way to change it. The actions are offered only to whom the
 * domain's rule allows (never on oneself, only on a lower role), and say why not otherwise; the server checks
 * the same rule and has the last word.
 */
export function SuspensionPanel({ account, onConflict }: { account: AccountDetail; onConflict: () => void }) {
  const { formatDate } = useAdminWords();
  const { ACCOUNT_COPY } = useAccountsWords();
  const { user } = useCurrentUser();
  const refusal = user ? suspensionRefusal(user, account) : null;
  const { suspension } = account;

  return (
    <Card>
      <CardHeader className="pb-3">
        <h3 className="font-semibold text-lg">{ACCOUNT_COPY.suspensionHeading}</h3>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {suspension ? (
          <div className="flex flex-col gap-2 rounded-lg border border-danger/30 bg-danger-soft px-3 py-2.5 text-sm">
            <p className="font-medium text-foreground">
              {ACCOUNT_COPY.suspendedOn(formatDate(suspension.at) ?? '', suspension.by)}
            </p>
            <p className="whitespace-pre-line break-words">
              <span className="font-medium">{ACCOUNT_COPY.reason}:</span> {suspension.reason}
            </p>
          </div>
        ) : (
          <p className="text-sm">{ACCOUNT_COPY.active}</p>
        )}
        {refusal ? (
          <p className="flex gap-2 text-muted-foreground text-sm">
            <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {refusal}
          </p>
        ) : suspension ? (
          <UnsuspendDialog accountId={account.id} onConflict={onConflict} />
        ) : (
          <SuspendDialog accountId={account.id} onConflict={onConflict} />
        )}
      </CardContent>
    </Card>
  );
}
