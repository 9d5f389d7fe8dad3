import { PlusIcon } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { ACCOUNT_CONTROL_ATTRIBUTE, claimFocus } from '../../components/ui/use-return-focus';
import { UserAvatar } from '../../components/user-avatar';
import { useI18n } from '../../i18n/use-i18n';
import { useAuthDialog } from '../../lib/auth-dialog';
import { useCurrentUser } from '../../lib/current-user';
import { lazyComponent } from '../../lib/lazy-component';

// The menu (Radix DropdownMenu) loads only for signed-in people, keeping it out of a guest's first load.
const AccountMenu = lazyComponent('account-menu', async () => (await import('./account-menu')).AccountMenu);

/** The header's right side: 'Login / Register' for a guest; List Property and the account menu when signed in. */
export function AccountActions() {
  const { t } = useI18n();
  const { user, isPending } = useCurrentUser();
  const { openAuthDialog } = useAuthDialog();

  if (isPending) return <div className="h-10 w-36" aria-hidden="true" />;

  if (!user) {
    return (
      <Button ref={claimFocus} onClick={openAuthDialog} {...{ [ACCOUNT_CONTROL_ATTRIBUTE]: '' }}>
        {t('layout.header.loginRegister')}
      </Button>
    );
  }

  return (
    <div className="flex items-center gap-3">
      <Button asChild variant="outline">
        <Link to="/list-property">
          <PlusIcon aria-hidden="true" />
          {t('layout.nav.listProperty')}
        </Link>
      </Button>
      <Suspense fallback={<UserAvatar user={user} className="size-9 text-sm" />}>
        <AccountMenu user={user} />
      </Suspense>
    </div>
  );
}
