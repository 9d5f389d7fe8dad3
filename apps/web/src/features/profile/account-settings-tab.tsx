import type { CurrentUser } from '../../lib/current-user';
import { ChangePasswordCard } from './change-password-card';
import { DeleteAccountCard } from './delete-account-card';
import { SecurityCard } from './security-card';

/** 'Account Settings': change password, security status, and account deletion. */
export function AccountSettingsTab({ user }: { user: CurrentUser }) {
  return (
    <div className="grid gap-6">
      <ChangePasswordCard />
      <SecurityCard user={user} />
      <DeleteAccountCard />
    </div>
  );
}
