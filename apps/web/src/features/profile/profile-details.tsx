import { USER_TYPE_LABELS } from '@aangan/domain';
import { BadgeCheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import type { CurrentUser } from '../../lib/current-user';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="flex min-w-0 flex-wrap items-center gap-2 font-medium text-foreground">{children}</dd>
    </div>
  );
}

/** The profile's fields, read-only. */
export function ProfileDetails({ user }: { user: CurrentUser }) {
  return (
    <dl className="grid gap-5 sm:grid-cols-2">
      <Detail label="Full name">{user.name}</Detail>
      <Detail label="Email">
        <span className="min-w-0 [overflow-wrap:anywhere]">{user.email}</span>
        {user.emailVerified && (
          <Badge variant="success">
            <BadgeCheckIcon aria-hidden="true" />
            Verified
          </Badge>
        )}
      </Detail>
      <Detail label="Phone">
        {user.phone || <span className="font-normal text-muted-foreground">Not added</span>}
      </Detail>
      <Detail label="Account type">{USER_TYPE_LABELS[user.type]}</Detail>
    </dl>
  );
}
