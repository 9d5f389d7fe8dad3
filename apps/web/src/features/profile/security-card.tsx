import type { LucideIcon } from 'lucide-react';
import { KeyRoundIcon, MailIcon, SmartphoneIcon } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import type { CurrentUser } from '../../lib/current-user';

interface SecurityItem {
  icon: LucideIcon;
  label: string;
  status: string;
  isOn: boolean;
}

/** Read-only security status; managing it is not offered yet (docs/product.md §6). */
export function SecurityCard({ user }: { user: CurrentUser }) {
  const items: SecurityItem[] = [
    { icon: MailIcon, label: 'Email', status: user.emailVerified ? 'Verified' : 'Pending', isOn: user.emailVerified },
    {
      icon: SmartphoneIcon,
      label: 'Phone',
      status: user.phoneVerified ? 'Verified' : 'Pending',
      isOn: user.phoneVerified,
    },
    { icon: KeyRoundIcon, label: 'Two-factor authentication', status: 'Not Enabled', isOn: false },
  ];

  return (
    <Card role="region" aria-labelledby="security-title">
      <CardHeader>
        <CardTitle id="security-title">Security</CardTitle>
        <CardDescription>Verification and sign-in protection for your account.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="divide-y rounded-lg border">
          {items.map(({ icon: Icon, label, status, isOn }) => (
            <li key={label} className="flex items-center justify-between gap-3 px-4 py-3">
              <span className="flex min-w-0 items-center gap-3 text-sm">
                <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="font-medium">{label}</span>
              </span>
              <Badge variant={isOn ? 'success' : 'outline'}>{status}</Badge>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p id="security-manage-note" className="text-muted-foreground text-sm">
            Security settings can be managed here soon.
          </p>
          <Button variant="outline" disabled aria-describedby="security-manage-note">
            Manage
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
