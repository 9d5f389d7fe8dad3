import type { CurrentUser } from '../../lib/current-user';
import { ChangePasswordCard } from './change-password-card';
import { DeleteAccountCard } from './delete-account-card';
import { DownloadDataCard } from './download-data-card';
import { SecurityCard } from './security-card';

/** 'Account Settings': change password, security status, a copy of one's data, and account deletion. */
export function AccountSettingsTab({ user }: { user: CurrentUser }) {
  return (
    <div className="grid gap-6">
      <ChangePasswordCard />
      <SecurityCard user={user} />
      <DownloadDataCard />
      <DeleteAccountCard />
    </div>
  );
}
