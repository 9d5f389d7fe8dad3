import { BadgeCheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import { useI18n } from '../../i18n/use-i18n';
import type { CurrentUser } from '../../lib/current-user';
import { USER_TYPE_MESSAGES } from './user-type-labels';

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
  const { t } = useI18n();
  return (
    <dl className="grid gap-5 sm:grid-cols-2">
      <Detail label={t('profile.field.name')}>{user.name}</Detail>
      <Detail label={t('profile.field.email')}>
        <span className="min-w-0 [overflow-wrap:anywhere]">{user.email}</span>
        {user.emailVerified && (
          <Badge variant="success">
            <BadgeCheckIcon aria-hidden="true" />
            {t('profile.details.verified')}
          </Badge>
        )}
      </Detail>
      <Detail label={t('profile.field.phone')}>
        {user.phone || <span className="font-normal text-muted-foreground">{t('profile.details.notAdded')}</span>}
      </Detail>
      <Detail label={t('profile.field.type')}>{t(USER_TYPE_MESSAGES[user.type])}</Detail>
    </dl>
  );
}
