import type { MessageId } from '@lingui/core';
import type { LucideIcon } from 'lucide-react';
import { KeyRoundIcon, MailIcon, SmartphoneIcon } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useI18n } from '../../i18n/use-i18n';
import type { CurrentUser } from '../../lib/current-user';

interface SecurityItem {
  icon: LucideIcon;
  label: MessageId;
  status: MessageId;
  isOn: boolean;
}

/** Read-only security status; managing it is not offered yet (docs/product.md §6). */
export function SecurityCard({ user }: { user: CurrentUser }) {
  const { t } = useI18n();
  const verified = (isOn: boolean): MessageId => (isOn ? 'profile.security.verified' : 'profile.security.pending');
  const items: SecurityItem[] = [
    { icon: MailIcon, label: 'profile.security.email', status: verified(user.emailVerified), isOn: user.emailVerified },
    {
      icon: SmartphoneIcon,
      label: 'profile.security.phone',
      status: verified(user.phoneVerified),
      isOn: user.phoneVerified,
    },
    { icon: KeyRoundIcon, label: 'profile.security.twoFactor', status: 'profile.security.notEnabled', isOn: false },
  ];

  return (
    <Card role="region" aria-labelledby="security-title">
      <CardHeader>
        <CardTitle id="security-title">{t('profile.security.title')}</CardTitle>
        <CardDescription>{t('profile.security.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="divide-y rounded-lg border">
          {items.map(({ icon: Icon, label, status, isOn }) => (
            <li key={label} className="flex items-center justify-between gap-3 px-4 py-3">
              <span className="flex min-w-0 items-center gap-3 text-sm">
                <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="font-medium">{t(label)}</span>
              </span>
              <Badge variant={isOn ? 'success' : 'outline'}>{t(status)}</Badge>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p id="security-manage-note" className="text-muted-foreground text-sm">
            {t('profile.security.manageNote')}
          </p>
          <Button variant="outline" disabled aria-describedby="security-manage-note">
            {t('profile.security.manage')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
