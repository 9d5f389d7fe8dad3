import { useQueryClient } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { UserAvatar } from '../../components/user-avatar';
import { signOut } from '../../lib/auth-api';
import { useAuthDialog } from '../../lib/auth-dialog';
import { clearCurrentUser, useCurrentUser } from '../../lib/current-user';

// The menu (Radix DropdownMenu) loads only for signed-in people, keeping it out of a guest's first load.
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));

/**
 * Signs out: asks the server, goes home, then forgets the person. A failed sign-out is only logged
 * (spec §8) and the person is still signed out here.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [isLeaving, setLeaving] = useState(false);

  // The user is cleared only once home is on screen: clearing it while a guarded page is still shown
  // (router updates render in a transition) would raise that page's 'Authentication Required' toast.
  useEffect(() => {
    if (!isLeaving || pathname !== '/') return;
    setLeaving(false);
    clearCurrentUser(queryClient);
  }, [isLeaving, pathname, queryClient]);

  return useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      console.warn('Sign-out failed; signing out on this device only.', error);
    }
    setLeaving(true);
    await navigate('/');
  }, [navigate]);
}

/** The header's right side: 'Login / Register' for a guest; List Property and the account menu when signed in. */
export function AccountActions() {
  const { user, isPending } = useCurrentUser();
  const { openAuthDialog } = useAuthDialog();

  if (isPending) return <div className="h-10 w-36" aria-hidden="true" />;

  if (!user) {
    return <Button onClick={openAuthDialog}>Login / Register</Button>;
  }

  return (
    <div className="flex items-center gap-3">
      <Button asChild variant="outline">
        <Link to="/list-property">
          <PlusIcon aria-hidden="true" />
          List Property
        </Link>
      </Button>
      <Suspense fallback={<UserAvatar user={user} className="size-9 text-sm" />}>
        <AccountMenu user={user} />
      </Suspense>
    </div>
  );
}
